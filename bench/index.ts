/**
 * Every bench, in turn: runs each top-level `bench/*.ts` script but this one (helpers live in
 * `bench/lib/`; names starting with `_` are scratch files) in its own Node process, so one bench's
 * memory and event loop never skew the next. Their target rows (bench/lib/verdict.ts) are printed
 * again at the end as one table, with the machine's load beside them: the benches share its cores
 * with whatever else runs. Exits non-zero when a script failed (a FAIL row is a figure, not a failure).
 * Run: `npm run bench`, or some of them by name: `npm run bench -- server outbox`.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { isVerdictLine } from './lib/verdict.js';

const here = import.meta.dirname;
const available = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.startsWith('_'))
  .sort();
// Names given on the command line (`server` or `server.ts`) pick those benches, in the order given.
const asked = process.argv.slice(2).map((name) => (name.endsWith('.ts') ? name : `${name}.ts`));
const unknown = asked.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`no such bench: ${unknown.join(', ')}; there are ${available.map((file) => file.replace(/\.ts$/, '')).join(', ')}`);
  process.exit(2);
}
const scripts = asked.length > 0 ? asked : available;

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
const started = performance.now();
const failed: string[] = [];
const table: string[] = [];
for (const script of scripts) {
  console.log(`\n── bench/${script} (load average ${load()}) ──`);
  const { status, rows } = await run(script);
  if (status !== null) failed.push(`${script} (${status})`);
  table.push(...rows.map((row) => `${script.padEnd(14)} ${row}`));
}
const minutes = (performance.now() - started) / 60_000;
console.log(`\n── targets (load average at the end ${load()}; ${scripts.length} benches in ${minutes.toFixed(1)} min) ──`);
for (const row of table) console.log(row);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
