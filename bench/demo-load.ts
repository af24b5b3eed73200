/**
 * How long loading the demo data (catalog and six months of history) takes, on SQLite and, with
 * `BENCH_POSTGRES=1`, on a throw-away PostgreSQL. Prints what was loaded and the time.
 * Run: `npx tsx bench/demo-load.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src-server/server.js';
import { loadDemoData } from '../src-server/setup/demo.js';
import { freshPostgresUrl } from '../tests/support/databases.js';
import { startPostgres } from '../tests/support/postgres.js';

async function measure(flavour: string, databaseUrl: string): Promise<void> {
  const server = await startServer({ databaseUrl, adminUsername: 'admin', adminPassword: 'admin-secret-1', logger: false });
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const loaded = await loadDemoData(server.database, new Date());
    const seconds = (performance.now() - started) / 1000;
    // CPU time of this process alone: a figure other work on a shared machine does not inflate.
    const used = process.cpuUsage(cpu);
    console.log(`${flavour}: ${seconds.toFixed(1)} s (this process's CPU: ${((used.user + used.system) / 1e6).toFixed(1)} s)`, loaded);
  } finally {
    await server.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-demo-'));
try {
  await measure('sqlite', `sqlite:${join(dir, 'demo.db')}`);
  if (process.env.BENCH_POSTGRES === '1') {
    const postgres = await startPostgres();
    try {
      await measure('postgres', await freshPostgresUrl(postgres.url));
    } finally {
      postgres.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
