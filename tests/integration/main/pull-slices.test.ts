/**
 * A long pull shares the replica's connection with the screens: it applies each page a slice at a
 * time and commits on a turn of its own, so the event loop (a screen's read) runs in between; the
 * cursor still moves only with a page's last slice. A one-page pull is applied in one go.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids.js';
import { createApiClient } from '../../../src-main/api/client.js';
import { createDocumentWriter, openReplica, type Replica } from '../../../src-main/replica/index.js';
import { readSyncState } from '../../../src-main/replica/sync-state.js';
import { pullUntilQuiet } from '../../../src-main/sync/pull.js';

const PAGE = 600;
let dir: string;
let replica: Replica;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pull-slices-'));
  replica = openReplica(join(dir, 'replica.db'));
});
afterEach(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `pages` pages of PAGE new customers each, the cursor after page k being (k + 1) * PAGE. */
function serving(pages: number) {
  const fetch = async (url: string | URL | Request) => {
    const cursor = Number(new URL(String(url)).searchParams.get('cursor'));
    const changes = Array.from({ length: PAGE }, (_, i) => {
      const id = newId();
      return { collection: 'customers', id, seq: cursor + i + 1, deleted: false, doc: { _id: id, name: `Cliente ${cursor + i}`, number: cursor + i + 1, status: true } };
    });
    const page = { serverId: 'srv', reset: false, cursor: cursor + PAGE, hasMore: cursor + PAGE < pages * PAGE, changes };
    return new Response(JSON.stringify(page), { status: 200 });
  };
  return createApiClient({ baseUrl: 'http://127.0.0.1:9/api', token: () => 't', fetch: fetch as typeof globalThis.fetch });
}

/** Runs the pull while a probe takes a turn after every other: what the replica's connection showed, and what was committed. */
async function pullWatched(pages: number) {
  const outside = new Sqlite(replica.path, { readonly: true });
  const count = (db: Sqlite.Database) => db.prepare('SELECT count(*) FROM documents').pluck().get() as number;
  const seen: Array<{ shown: number; committed: number; cursor: number }> = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      seen.push({ shown: count(replica.db), committed: count(outside), cursor: readSyncState(replica.db).cursor });
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    const outcome = await pullUntilQuiet({ db: replica.db, writer: createDocumentWriter(replica.db), api: serving(pages), clock: () => new Date('2026-11-27T12:00:00Z') });
    return { outcome, seen, committed: count(outside) };
  } finally {
    done = true;
    await probe;
    outside.close();
  }
}

it('lets the screens read between the slices of a long pull’s page, and moves the cursor only with its last', async () => {
  const { outcome, seen, committed } = await pullWatched(3);
  expect(outcome).toMatchObject({ ok: true, pages: 3 });
  expect(committed).toBe(3 * PAGE);
  expect(readSyncState(replica.db).cursor).toBe(3 * PAGE);
  // Rows part of a page in, seen between its slices, with the cursor still at the page before.
  const midPage = seen.filter((s) => s.shown % PAGE !== 0);
  expect(midPage.length).toBeGreaterThanOrEqual(3);
  for (const s of midPage) expect(s.cursor).toBe(Math.floor(s.shown / PAGE) * PAGE);
  // Pages applied and not yet committed were seen: the commit waits for pages to gather.
  expect(seen.some((s) => s.committed < s.shown)).toBe(true);
});

it('applies and commits a pull of one page in one go', async () => {
  const { outcome, seen, committed } = await pullWatched(1);
  expect(outcome).toMatchObject({ ok: true, pages: 1 });
  expect(committed).toBe(PAGE);
  expect(seen.every((s) => s.shown === 0 || s.shown === PAGE)).toBe(true);
});
