/**
 * Every bench, in turn: runs each top-level `bench/*.ts` script but this one (helpers live in
 * `bench/lib/`; names starting with `_` are scratch files) in its own Node process, so one bench's
 * memory and event loop never skew the next. Exits non-zero when a script failed.
 * Run: `npx tsx bench/index.ts`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const scripts = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.startsWith('_'))
  .sort();

const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n── bench/${script} ──`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(`${script} (${result.status ?? result.signal})`);
}
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
