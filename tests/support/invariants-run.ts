/**
 * Runs the random actions of the invariant test: `CLIENTS` concurrent loops over real HTTP, each
 * with its own session and its own seeded random source, sharing the documents they make. Every
 * answer is counted per action and status; a 5xx, or any status other than 2xx / 400 / 409, is a
 * failure reported with what the server said.
 */
import { COMMERCE_ACTIONS } from './invariants-commerce.js';
import { emptyPools, type ActionDef, type Outcome, type Pools } from './invariants-context.js';
import { LEDGER_ACTIONS } from './invariants-ledger.js';
import { pickWeighted, seededRng } from './invariants-random.js';
import { CLIENTS, type InvariantWorld } from './invariants-world.js';

export const ACTIONS: readonly ActionDef[] = [...COMMERCE_ACTIONS, ...LEDGER_ACTIONS];

/** Refusals the contract allows: 400 bad input, 409 the state does not allow the action. */
const ACCEPTED = new Set([200, 201, 400, 409]);

export interface RunReport {
  seed: number;
  actions: number;
  /** Per action: how many answers of each status. */
  counts: Map<string, Map<number, number>>;
  failures: string[];
  pools: Pools;
  elapsedMs: number;
}

function count(report: RunReport, action: string, status: number): void {
  const byStatus = report.counts.get(action) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  report.counts.set(action, byStatus);
}

async function client(world: InvariantWorld, report: RunReport, index: number, actions: number): Promise<void> {
  const rng = seededRng(report.seed + index * 7919);
  const token = world.operators[index] ?? '';
  for (let done = 0; done < actions;) {
    const action = pickWeighted(rng, ACTIONS);
    let outcome: Outcome | null;
    try {
      outcome = await action.run({ world, pools: report.pools, rng, token });
    } catch (error) {
      report.failures.push(`client ${index} ${action.name}: ${String(error)}`);
      done += 1;
      continue;
    }
    if (!outcome) continue;
    done += 1;
    count(report, action.name, outcome.status);
    if (!ACCEPTED.has(outcome.status)) {
      report.failures.push(`client ${index} ${action.name}: HTTP ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 600)}`);
    }
  }
}

export async function runActions(world: InvariantWorld, seed: number, total: number): Promise<RunReport> {
  const report: RunReport = { seed, actions: total, counts: new Map(), failures: [], pools: emptyPools(), elapsedMs: 0 };
  const started = Date.now();
  const share = Math.ceil(total / CLIENTS);
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(world, report, index, Math.min(share, total - index * share))));
  report.elapsedMs = Date.now() - started;
  return report;
}

/** One line per action: its answers by status, e.g. `order.deliver 200×41 409×12`. */
export function summarize(report: RunReport, label: string): string {
  const lines = [...report.counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([action, byStatus]) =>
        `  ${action.padEnd(24)} ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
  const answered = [...report.counts.values()].reduce((sum, m) => sum + [...m.values()].reduce((s, n) => s + n, 0), 0);
  return [`[invariants ${label}] seed ${report.seed}: ${answered} actions by ${CLIENTS} clients in ${(report.elapsedMs / 1000).toFixed(1)} s`, ...lines].join('\n');
}
