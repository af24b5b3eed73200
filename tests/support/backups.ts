/**
 * Helpers of the backup tests: a server database file with enough data that a backup takes many
 * steps, fingerprints of files and folders (to prove a refused restore changed nothing), what a
 * database file holds, and the child process that writes or backs up on its own connection.
 */
import Sqlite from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId } from '../../src-shared/ids.js';
import { insertDoc } from '../../src-server/db/documents.js';
import { openDatabase, type Database } from '../../src-server/db/connect.js';
import { migrateToLatest } from '../../src-server/db/migrate.js';
import { runWrite } from '../../src-server/db/write.js';
import { CUSTOMERS } from '../../src-server/features/customers/collection.js';
import { REPO_ROOT } from './sync-server-process.js';

export const ADDRESS = { label: 'Local', street: 'Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };

export function tempFolder(prefix = 'backup-test-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A migrated server database at `path` (to `target`, or the newest), holding `customers` customers.
 * Below the newest level the document store's writes (history included) do not fit the schema, so
 * the rows are written as that level's store wrote them.
 */
export async function seededDatabase(path: string, customers: number, target?: string): Promise<void> {
  const database = openDatabase(`sqlite:${path}`);
  try {
    await migrateToLatest(database, target);
    if (target === undefined) await addCustomers(database, customers, 'Base');
    else oldStyleCustomers(database, customers);
  } finally {
    await database.close();
  }
}

function oldStyleCustomers(database: Database, count: number): void {
  const handle = database.sqlite!;
  const at = new Date().toISOString();
  const insert = handle.prepare('insert into customers (id, number, status, created_at, updated_at, created_by, seq, doc, name_search) values (?, ?, 1, ?, ?, null, ?, ?, ?)');
  handle.transaction(() => {
    for (let i = 1; i <= count; i += 1) {
      const id = newId();
      insert.run(id, i, at, at, i, JSON.stringify({ _id: id, number: i, name: `Viejo ${i}`, address: ADDRESS, status: true, createdAt: at, updatedAt: at, createdBy: null }), `viejo ${i}`);
    }
    handle.prepare(`update counters set value = ? where name = 'seq'`).run(count);
  })();
}

/** Customers written through the document store, a few hundred per transaction; their ids. */
export async function addCustomers(database: Database, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let done = 0; done < count;) {
    const batch = Math.min(250, count - done);
    await runWrite(database, { actor: null, now: new Date() }, async (tx) => {
      for (let i = 0; i < batch; i += 1) {
        const doc = await insertDoc(tx, CUSTOMERS, { name: `${prefix} ${done + i}`, address: ADDRESS, notes: 'x'.repeat(400) });
        ids.push(doc._id);
      }
    });
    done += batch;
  }
  return ids;
}

export function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Every file of a folder with its size and hash: equal before and after means nothing changed. */
export function folderState(folder: string): Record<string, string> {
  const state: Record<string, string> = {};
  for (const file of readdirSync(folder).sort()) {
    const path = join(folder, file);
    state[file] = statSync(path).isFile() ? `${statSync(path).size}:${sha256(path)}` : 'folder';
  }
  return state;
}

export interface FileContent {
  integrity: string;
  customers: Set<string>;
  level: string | undefined;
  serverId: string | undefined;
}

/** What a database file holds, opened read-only: its integrity check, its customers, its level. */
export function readDatabaseFile(path: string): FileContent {
  const handle = new Sqlite(path, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(handle.pragma('integrity_check', { simple: true }));
    const customers = new Set((handle.prepare('select id from customers').all() as Array<{ id: string }>).map((row) => row.id));
    const level = (handle.prepare('select name from kysely_migration order by name desc limit 1').get() as { name: string } | undefined)?.name;
    const serverId = (handle.prepare(`select value from meta where key = 'server_id'`).get() as { value: string } | undefined)?.value;
    return { integrity, customers, level, serverId };
  } finally {
    handle.close();
  }
}

/** `tests/support/backup-child.ts` in its own process; `lines` gets each line it prints. */
export function spawnChild(args: readonly string[], lines: (line: string) => void): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/backup-child.ts', ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) lines(line);
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(
    () => errors && console.error(`[backup child] ${errors}`),
    () => undefined,
  );
  return { child, exited };
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
