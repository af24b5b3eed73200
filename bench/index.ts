/**
 * Every bench, in turn: runs each top-level `bench/*.ts` script but this one (helpers live in
 * `bench/lib/`; names starting with `_` are scratch files) in its own Node process, so one bench's
 * memory and event loop never skew the next. Their target rows (bench/lib/verdict.ts) are printed
 * again at the end as one table, with the machine's load beside them: the benches share its cores
 * with whatever else runs. Exits non-zero when a script failed (a FAIL row is a figure, not a failure).
 * Run: `npx tsx bench/index.ts`.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { isVerdictLine } from './lib/verdict.js';

const here = import.meta.dirname;
const scripts = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.startsWith('_'))
  .sort();

/** Runs one script, its output passed through as it comes; answers its exit and its target rows. */
function run(script: string): Promise<{ status: string | null; rows: string[] }> {
  const rows: string[] = [];
  let partial = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, script)], { stdio: ['inherit', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    rows.push(...lines.filter(isVerdictLine));
  });
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      if (isVerdictLine(partial)) rows.push(partial);
      resolve({ status: code === 0 ? null : String(code ?? signal), rows });
    });
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const failed: string[] = [];
const table: string[] = [];
for (const script of scripts) {
  console.log(`\n── bench/${script} (load average ${load()}) ──`);
  const { status, rows } = await run(script);
  if (status !== null) failed.push(`${script} (${status})`);
  table.push(...rows.map((row) => `${script.padEnd(14)} ${row}`));
}
console.log(`\n── targets (load average at the end ${load()}) ──`);
for (const row of table) console.log(row);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
