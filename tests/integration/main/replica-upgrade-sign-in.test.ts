/**
 * Signing in to a desk whose replica an earlier build left (the schema before migration 0008, full
 * of documents): the runtime upgrades it on a worker while it keeps answering calls, pushes each
 * step to the screens (`replica-upgrade`), and opens the workspace only then. An upgrade that fails
 * leaves the user signed in with the workspace closed and the failure pushed, the replica as it
 * was; a retry after the cause is gone opens it. A start with a kept session does not wait for the
 * upgrade: the window must open to show it.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPLICA_MIGRATIONS } from '../../../migrations/replica/index.js';
import { createIpcClient, type IpcClient } from '../../../src-shared/ipc/client.js';
import type { ReplicaUpgrade } from '../../../src-shared/ipc/replica.js';
import { createMemorySecretStore } from '../../../src-main/auth/secret-store.js';
import { createBrowserPrintService } from '../../../src-main/printing/service.js';
import { appliedReplicaMigrations } from '../../../src-main/replica/index.js';
import { startRuntime, type Runtime } from '../../../src-main/runtime.js';
import { replicaPath } from '../../../src-main/runtime/workspace.js';
import { createFileSettingsStore } from '../../../src-main/settings/file-store.js';
import { BEFORE_VERSIONS, createOldReplica, createOldRows, oldProduct } from '../../support/old-replica.js';

const ADMIN = { username: 'jefa', password: 'mostrador-2026' };
const PRODUCTS = 2_000;

let dataDir: string;
let runtime: Runtime;
let api: IpcClient;
let userId: string;
const upgrades: ReplicaUpgrade[] = [];
/** Kept across the runtimes the tests start, as a desk keeps its session between starts. */
const secrets = createMemorySecretStore();

async function start(): Promise<void> {
  runtime = await startRuntime({
    dataDir,
    secrets,
    settings: createFileSettingsStore(join(dataDir, 'settings.json')),
    printer: createBrowserPrintService(),
    log: () => undefined,
  });
  api = createIpcClient((name, input) => runtime.router.call(name, input));
  runtime.events.subscribe((event, payload) => {
    if (event === 'replica-upgrade') upgrades.push(payload as ReplicaUpgrade);
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'replica-upgrade-desk-'));
  await start();
  const session = await api.auth.setup(ADMIN);
  if (session.status !== 'signed-in') throw new Error('the setup did not sign in');
  userId = session.user._id;
  await api.auth.signOut();
});
afterAll(async () => {
  await runtime?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Puts a replica of the previous build, holding PRODUCTS products, where the user's replica is. */
function leaveOldReplica(obstructed: boolean): void {
  const path = replicaPath(dataDir, userId);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  const old = createOldReplica(path);
  const rows = createOldRows(old);
  old.transaction(() => {
    for (let n = 1; n <= PRODUCTS; n += 1) rows.put(n, oldProduct(n, `Producto viejo ${n}`), { pending: 0 });
  })();
  // What stands where migration 0008 puts its new table makes it fail.
  if (obstructed) old.exec('CREATE TABLE document_rows (x)');
  old.close();
}

it('upgrades the replica on a worker at sign-in, answering calls and pushing its steps, then opens it', async () => {
  leaveOldReplica(false);
  upgrades.length = 0;
  let answeredDuring: ReplicaUpgrade | null = null;
  let signedIn = false;
  const off = runtime.events.subscribe((event) => {
    // While the upgrade runs, the main process answers another call.
    if (event === 'replica-upgrade' && answeredDuring === null) {
      void api.replica.upgrade().then((state) => {
        if (!signedIn) answeredDuring = state;
      });
    }
  });
  const session = await api.auth.signIn(ADMIN);
  signedIn = true;
  off();
  expect(session).toMatchObject({ status: 'signed-in' });
  expect(answeredDuring).toMatchObject({ status: 'upgrading' });
  const steps = REPLICA_MIGRATIONS.length - BEFORE_VERSIONS;
  expect(upgrades).toEqual([{ status: 'upgrading', step: 0, steps }, ...Array.from({ length: steps }, (_, i) => ({ status: 'upgrading', step: i + 1, steps })), { status: 'idle' }]);
  expect(await api.replica.upgrade()).toEqual({ status: 'idle' });
  expect((await api.product.list({ query: 'producto viejo', limit: 1 })).total).toBe(PRODUCTS);
  await api.auth.signOut();
});

it('leaves a replica whose upgrade failed as it was, the user signed in, and opens it on a retry', async () => {
  leaveOldReplica(true);
  upgrades.length = 0;
  expect(await api.auth.signIn(ADMIN)).toMatchObject({ status: 'signed-in' });
  const failed = { status: 'failed', error: { code: 'INTERNAL', key: 'desktop.replicaUpgradeFailed' } };
  expect(upgrades.at(-1)).toMatchObject(failed);
  expect(await api.replica.upgrade()).toMatchObject(failed);
  await expect(api.product.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  expect(await api.sync.status()).toMatchObject({ running: false });

  const path = replicaPath(dataDir, userId);
  const left = new Sqlite(path);
  expect(appliedReplicaMigrations(left)).toEqual(REPLICA_MIGRATIONS.slice(0, BEFORE_VERSIONS).map((m) => m.id));
  expect(left.prepare('SELECT count(*) FROM documents').pluck().get()).toBe(PRODUCTS);
  expect(await api.auth.session()).toMatchObject({ status: 'signed-in' });
  left.exec('DROP TABLE document_rows');
  left.close();

  expect(await api.replica.retryUpgrade()).toEqual({ status: 'idle' });
  expect((await api.product.list({ query: 'producto viejo', limit: 1 })).total).toBe(PRODUCTS);
  expect(upgrades.at(-1)).toEqual({ status: 'idle' });
});

it('starts with a kept session while the upgrade goes on in the background, and opens the replica when it ends', async () => {
  expect(await api.auth.session()).toMatchObject({ status: 'signed-in' });
  await runtime.close();
  leaveOldReplica(false);
  // Held by another connection, the file keeps the upgrade waiting at its first step.
  const lock = new Sqlite(replicaPath(dataDir, userId));
  lock.exec('BEGIN IMMEDIATE');
  try {
    await start();
    expect(await api.auth.session()).toMatchObject({ status: 'signed-in' });
    expect(await api.replica.upgrade()).toMatchObject({ status: 'upgrading', steps: REPLICA_MIGRATIONS.length - BEFORE_VERSIONS });
    await expect(api.product.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  } finally {
    lock.exec('COMMIT');
    lock.close();
  }
  const ended = new Promise<ReplicaUpgrade>((resolve) => {
    const off = runtime.events.subscribe((event, payload) => {
      if (event !== 'replica-upgrade' || (payload as ReplicaUpgrade).status === 'upgrading') return;
      off();
      resolve(payload as ReplicaUpgrade);
    });
  });
  expect(await ended).toEqual({ status: 'idle' });
  expect((await api.product.list({ query: 'producto viejo', limit: 1 })).total).toBe(PRODUCTS);
});
