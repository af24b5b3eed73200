/**
 * Crash safety of the write path: a child process runs the replica and sync engine, making writes
 * and acknowledging each on stdout after `mutate` resolved; it is killed with SIGKILL at random
 * moments, 200 times (two replicas, killed in turn). After every kill the replica passes
 * `PRAGMA integrity_check`, and every acknowledged write is in its outbox or on the server.
 * Finally each outbox drains and every acknowledged write is on the server once.
 */
import Sqlite from 'better-sqlite3';
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/server.js';
import { ADMIN, signIn } from '../support/server.js';
import { REPO_ROOT } from '../support/sync-server-process.js';
import { openTestReplica, seededRandom, syncUntilSettled } from '../support/sync-replicas.js';

const KILLS = 200;
const LANES = 2;
const random = seededRandom(Number(process.env.SYNC_SEED ?? 7));

const dir = mkdtempSync(join(tmpdir(), 'sync-crash-'));
const childScript = join(dir, 'child.cjs');
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ databaseUrl: `sqlite:${join(dir, 'server.db')}`, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  token = await signIn(server.url, ADMIN.username, ADMIN.password);
  // Bundled once, so each of the 200 starts costs a Node start rather than a TypeScript compile.
  await build({
    entryPoints: [join(REPO_ROOT, 'tests/support/sync-crash-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['better-sqlite3'],
    outfile: childScript,
    logLevel: 'error',
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Ack {
  entry: string;
  doc: string;
}

/** Runs the child until a random moment, SIGKILLs it, and answers the writes it acknowledged. */
function runAndKill(replicaPath: string, run: number): Promise<{ acks: Ack[]; stderr: string }> {
  const child = spawn(process.execPath, [childScript, replicaPath, server.url, token, String(run)], {
    env: { ...process.env, NODE_PATH: join(REPO_ROOT, 'node_modules') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const kill = () => child.kill('SIGKILL');
  // One start in ten dies before it is even ready (opening, migrating, the first pull).
  const early = random() < 0.1;
  const timer = early ? setTimeout(kill, Math.floor(random() * 400)) : undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    const first = !stdout.includes('ready\n');
    stdout += chunk.toString();
    if (!early && first && stdout.includes('ready\n')) setTimeout(kill, Math.floor(random() * 150));
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', () => {
      clearTimeout(timer);
      // Only whole lines count: a line cut by the kill was never acknowledged.
      const lines = stdout.split('\n').slice(0, -1);
      const acks = lines
        .filter((l) => l.startsWith('ack '))
        .map((l) => {
          const [, entry = '', doc = ''] = l.split(' ');
          return { entry, doc };
        });
      resolve({ acks, stderr });
    });
  });
}

async function onServer(keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await server.database.db
      .selectFrom('idempotency')
      .select('key')
      .where('key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** After a kill: the file is sound, and every acknowledged write survived somewhere. */
async function check(replicaPath: string, acks: readonly Ack[]): Promise<void> {
  const db = new Sqlite(replicaPath);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    // Killed before its first migration committed: no tables yet, and nothing can have been acknowledged.
    const migrated = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'outbox'`).get() !== undefined;
    const ids = (sql: string) => new Set(migrated ? (db.prepare(sql).all() as Array<{ id: string }>).map((r) => r.id) : []);
    const outbox = ids('SELECT id FROM outbox');
    const docs = ids(`SELECT id FROM documents WHERE collection = 'customers'`);
    const elsewhere = acks.filter((a) => !outbox.has(a.entry)).map((a) => a.entry);
    const sent = await onServer(elsewhere);
    expect(elsewhere.filter((e) => !sent.has(e))).toEqual([]);
    expect(acks.filter((a) => !docs.has(a.doc))).toEqual([]);
  } finally {
    db.close();
  }
}

it(`keeps every acknowledged write through ${KILLS} SIGKILLs`, { timeout: 300_000 }, async () => {
  const lanes = Array.from({ length: LANES }, (_, lane) => ({ path: join(dir, `replica-${lane}.db`), acks: [] as Ack[] }));
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (let run = 0; run < KILLS / LANES; run += 1) {
        const { acks, stderr } = await runAndKill(lane.path, run * LANES + index);
        expect(stderr).toBe('');
        lane.acks.push(...acks);
        await check(lane.path, lane.acks);
      }
    }),
  );
  const total = lanes.reduce((n, lane) => n + lane.acks.length, 0);
  expect(total).toBeGreaterThan(KILLS);

  for (const lane of lanes) {
    const desk = openTestReplica({ baseUrl: server.url, token, path: lane.path });
    try {
      await syncUntilSettled(desk.engine);
      expect(desk.engine.status()).toMatchObject({ pending: 0, rejected: 0 });
    } finally {
      await desk.close();
    }
    const keys = lane.acks.map((a) => a.entry);
    expect((await onServer(keys)).size).toBe(keys.length);
  }
});
