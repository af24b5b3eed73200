/**
 * The one row format every bench prints its targets in, so `npm run bench` reads as one table:
 * `<what> | <figure> | target <target> | PASS/FAIL`.
 */
export function verdictLine(what: string, figure: string, target: string, pass: boolean): string {
  return `${what} | ${figure} | target ${target} | ${pass ? 'PASS' : 'FAIL'}`;
}

/** Prints one target row (see `verdictLine`) and answers whether it passed. */
export function printVerdict(what: string, figure: string, target: string, pass: boolean): boolean {
  console.log(verdictLine(what, figure, target, pass));
  return pass;
}

/** Whether a line of a bench's output is a target row (`verdictLine`): how bench/index.ts gathers them. */
export function isVerdictLine(line: string): boolean {
  return / \| target .+ \| (PASS|FAIL)$/.test(line);
}
