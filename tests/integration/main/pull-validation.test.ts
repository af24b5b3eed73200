/**
 * The pull checks each page against the sync route's response schema before it touches the
 * replica: a page carrying a document without an `_id` is refused whole (INTERNAL, nothing applied,
 * the cursor where it was), and a good page is applied.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids.js';
import { createApiClient } from '../../../src-main/api/client.js';
import { createDocumentWriter, createReplicaReader, openReplica, type Replica } from '../../../src-main/replica/index.js';
import { readSyncState } from '../../../src-main/replica/sync-state.js';
import { pullUntilQuiet } from '../../../src-main/sync/pull.js';

let dir: string;
let replica: Replica;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pull-validation-'));
  replica = openReplica(join(dir, 'replica.db'));
});
afterEach(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A server that answers every pull with `page`. */
const serving = (page: unknown) => createApiClient({ baseUrl: 'http://127.0.0.1:9/api', token: () => 't', fetch: async () => new Response(JSON.stringify(page), { status: 200 }) });
const pull = (page: unknown) => pullUntilQuiet({ db: replica.db, writer: createDocumentWriter(replica.db), api: serving(page), clock: () => new Date('2026-11-27T12:00:00Z') });

describe('the pull and the response schema', () => {
  const id = newId();
  const good = {
    serverId: 'srv',
    reset: false,
    cursor: 2,
    hasMore: false,
    changes: [{ collection: 'customers', id, seq: 2, deleted: false, doc: { _id: id, name: 'Almacén Don José', number: 1, status: true } }],
  };

  it('refuses a page with a document that has no _id, and applies none of it', async () => {
    const bad = { ...good, changes: [good.changes[0], { collection: 'customers', id: newId(), seq: 3, deleted: false, doc: { name: 'Sin id' } }] };
    const outcome = await pull(bad);
    expect(outcome).toMatchObject({ ok: false, status: 500, error: { code: 'INTERNAL', message: expect.stringContaining('changes.1.doc._id') } });
    expect(createReplicaReader(replica.db).get('customers', id)).toBeUndefined();
    expect(readSyncState(replica.db).cursor).toBe(0);
  });

  it('applies a page that fits it', async () => {
    expect(await pull(good)).toMatchObject({ ok: true, pages: 1 });
    expect(createReplicaReader(replica.db).get('customers', id)).toMatchObject({ _id: id, name: 'Almacén Don José' });
    expect(readSyncState(replica.db).cursor).toBe(2);
  });
});
