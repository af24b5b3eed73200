/**
 * A replica of the previous build's schema, upgraded on a worker thread (`upgrade.ts`) as the desk
 * upgrades one at sign-in: it ends with the rows, indexes and search of a replica this build made,
 * the steps are reported as they start, the main thread's event loop turns while the worker
 * rewrites the file, and a step that fails leaves the file as it was, at its old version. A replica
 * whose first pull was cut off before it built its indexes again builds them there too.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLICA_MIGRATIONS } from '../../../migrations/replica/index.js';
import {
  appliedReplicaMigrations,
  createDocumentWriter,
  createReplicaReader,
  openCurrentReplica,
  openReplica,
  ReplicaUpgradeError,
  upgradeReplica,
  type UpgradeStep,
} from '../../../src-main/replica/index.js';
import { deferIndexes } from '../../../src-main/replica/deferred-indexes.js';
import { BEFORE_VERSIONS, createOldReplica, createOldRows, oldProduct } from '../../support/old-replica.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'replica-upgrade-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const PRODUCTS = 3_000;
const nameOf = (n: number): string => `${['Queso', 'Jamón', 'Salame', 'Dulce'][n % 4]} ${n}`;
const OLD_IDS = REPLICA_MIGRATIONS.slice(0, BEFORE_VERSIONS).map((m) => m.id);
const ALL_IDS = REPLICA_MIGRATIONS.map((m) => m.id);

function writeOldReplica(path: string): void {
  const old = createOldReplica(path);
  const rows = createOldRows(old);
  old.transaction(() => {
    for (let n = 1; n <= PRODUCTS; n += 1) rows.put(n, oldProduct(n, nameOf(n)), { pending: 0 });
  })();
  old.close();
}

const indexesOf = (db: Sqlite.Database) => db.prepare("SELECT tbl_name, name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all();

it('upgrades on a worker to the rows, indexes and search of a fresh replica, reporting each step while the main loop turns', async () => {
  const path = join(dir, 'old.db');
  writeOldReplica(path);
  const pending = openCurrentReplica(path);
  expect(pending).toEqual({ migrations: ALL_IDS.slice(BEFORE_VERSIONS), indexes: 0, filled: true });

  const steps: UpgradeStep[] = [];
  // What the main thread did while the worker ran: a timer that keeps setting itself again.
  let turnsDuringSteps = 0;
  let upgrading = true;
  const turn = (): void => {
    if (!upgrading) return;
    if (steps.length > 0) turnsDuringSteps += 1;
    setTimeout(turn, 0);
  };
  turn();
  await upgradeReplica(path, { onStep: (step) => steps.push(step) });
  upgrading = false;
  const count = ALL_IDS.length - BEFORE_VERSIONS;
  expect(steps).toEqual(Array.from({ length: count }, (_, i) => ({ step: i + 1, steps: count })));
  expect(turnsDuringSteps).toBeGreaterThan(0);

  const fresh = openReplica(join(dir, 'fresh.db'));
  const writer = createDocumentWriter(fresh.db);
  for (let n = 1; n <= PRODUCTS; n += 1) writer.applyServer('products', `p-${n}`, 0, oldProduct(n, nameOf(n)), 0);
  const upgraded = openCurrentReplica(path);
  if (!('db' in upgraded)) throw new Error('the upgraded replica still had work to do');
  try {
    expect(appliedReplicaMigrations(upgraded.db)).toEqual(ALL_IDS);
    expect(indexesOf(upgraded.db)).toEqual(indexesOf(fresh.db));
    const [before, after] = [createReplicaReader(fresh.db), createReplicaReader(upgraded.db)];
    expect(after.list('products', { limit: 50 })).toEqual(before.list('products', { limit: 50 }));
    expect(after.list('products', { filters: { provider: 'prov-1' }, limit: 5, page: 400 })).toEqual(before.list('products', { filters: { provider: 'prov-1' }, limit: 5, page: 400 }));
    expect(after.search('products', 'salame 1', { limit: 20 })).toEqual(before.search('products', 'salame 1', { limit: 20 }));
    expect(after.search('products', 'jamon', { limit: 20 }).length).toBe(20);
    expect(after.get('products', 'p-2999')).toEqual(oldProduct(2_999, nameOf(2_999)));
  } finally {
    upgraded.close();
    fresh.close();
  }
});

describe('a step that fails', () => {
  it('leaves the file at its old version, its rows as they were, and says what failed', async () => {
    const path = join(dir, 'old.db');
    writeOldReplica(path);
    // Something in the file where 0008 puts its new table: the migration cannot run here.
    const obstructed = new Sqlite(path);
    obstructed.exec('CREATE TABLE document_rows (x)');
    const rowsBefore = obstructed.prepare('SELECT * FROM documents ORDER BY rowid').all();
    obstructed.close();

    const steps: UpgradeStep[] = [];
    await expect(upgradeReplica(path, { onStep: (step) => steps.push(step) })).rejects.toThrow(ReplicaUpgradeError);
    await expect(upgradeReplica(path)).rejects.toThrow(/document_rows already exists/);
    expect(steps).toEqual([{ step: 1, steps: 3 }]);

    const left = new Sqlite(path);
    expect(appliedReplicaMigrations(left)).toEqual(OLD_IDS);
    expect(left.prepare('SELECT * FROM documents ORDER BY rowid').all()).toEqual(rowsBefore);
    expect(left.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents'").pluck().get()).toBeGreaterThan(30);
    expect(left.pragma('integrity_check', { simple: true })).toBe('ok');
    // Once what stood in the way is gone, the same file upgrades.
    left.exec('DROP TABLE document_rows');
    left.close();
    await upgradeReplica(path);
    const replica = openReplica(path);
    expect(createReplicaReader(replica.db).get('products', 'p-7')).toEqual(oldProduct(7, nameOf(7)));
    replica.close();
  });
});

it('builds on the worker, a step each, the indexes a first pull cut off before it built them', async () => {
  const path = join(dir, 'cut.db');
  const cut = openReplica(path);
  const { dropped } = deferIndexes(cut.db);
  const writer = createDocumentWriter(cut.db);
  for (let n = 1; n <= 200; n += 1) writer.applyServer('products', `p-${n}`, n, oldProduct(n, nameOf(n)), 0);
  cut.close();
  expect(dropped).toBeGreaterThan(30);
  expect(openCurrentReplica(path)).toEqual({ migrations: [], indexes: dropped, filled: true });

  const steps: UpgradeStep[] = [];
  await upgradeReplica(path, { onStep: (step) => steps.push(step) });
  expect(steps).toEqual(Array.from({ length: dropped }, (_, i) => ({ step: i + 1, steps: dropped })));
  const fresh = openReplica(join(dir, 'fresh.db'));
  const built = openReplica(path);
  expect(indexesOf(built.db)).toEqual(indexesOf(fresh.db));
  built.close();
  fresh.close();
});

it('opens a new or an empty replica at once, upgrading it where it opens', () => {
  const fresh = openCurrentReplica(join(dir, 'new.db'));
  expect('db' in fresh).toBe(true);
  if ('db' in fresh) fresh.close();

  const path = join(dir, 'old-empty.db');
  createOldReplica(path).close();
  const empty = openCurrentReplica(path);
  if (!('db' in empty)) throw new Error('an empty replica was sent to the worker');
  expect(appliedReplicaMigrations(empty.db)).toEqual(ALL_IDS);
  empty.close();
});
