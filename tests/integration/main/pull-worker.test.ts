/**
 * A long pull reads its pages after the first on a worker thread (`pull-page-reader.ts`): the
 * replica it makes is the one a pull reading them on its own thread makes, row for row and search
 * entry for entry; and a first pull cut off mid-way (its connection gone with a batch of pages
 * uncommitted, as a killed process leaves it) resumes from its last commit and ends with every
 * document once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDocumentWriter, openReplica } from '../../../src-main/replica/index.js';
import { readSyncState } from '../../../src-main/replica/sync-state.js';
import { createPullBatch, pullUntilQuiet } from '../../../src-main/sync/pull.js';
import { clock, contents, PAGE, PAGES, serving } from '../../support/pull-pages.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pull-worker-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('reads a long pull’s pages after the first on a worker, into the same replica as on its own thread', async () => {
  const results = [];
  for (const onWorker of [true, false]) {
    const replica = openReplica(join(dir, `replica-${String(onWorker)}.db`));
    try {
      const outcome = await pullUntilQuiet({ db: replica.db, writer: createDocumentWriter(replica.db), api: serving(), clock, readPagesOnWorker: onWorker });
      expect(outcome).toMatchObject({ ok: true, pages: PAGES, pagesOnWorker: onWorker ? PAGES - 1 : 0 });
      results.push(contents(replica.db));
    } finally {
      replica.close();
    }
  }
  const [worker, here] = results;
  expect(worker?.documents.length).toBeGreaterThan(PAGE * PAGES * 0.9);
  expect(worker?.searches[1]?.length).toBeGreaterThan(0);
  expect(worker).toEqual(here);
});

it('resumes a first pull cut off mid-way from its last commit, with every document once', async () => {
  const path = join(dir, 'replica.db');
  const first = openReplica(path);
  const batch = createPullBatch(first.db);
  // What is applied commits when the third page is asked for (as a local write would have it, the
  // page before perhaps in part); the connection goes, its open batch uncommitted, at the fifth.
  const cutAt = 4 * PAGE;
  const cut = serving((cursor) => {
    if (cursor === 2 * PAGE) batch.flush();
    if (cursor !== cutAt) return undefined;
    first.db.close();
    return new Response('{}', { status: 503 });
  });
  await expect(pullUntilQuiet({ db: first.db, writer: createDocumentWriter(first.db), api: cut, clock, batch })).rejects.toThrow();
  const again = openReplica(path);
  try {
    const resumedFrom = readSyncState(again.db).cursor;
    expect(resumedFrom).toBeGreaterThan(0);
    expect(resumedFrom).toBeLessThan(cutAt);
    expect(again.db.prepare('SELECT count(*) FROM documents').pluck().get()).toBeGreaterThan(0);
    const outcome = await pullUntilQuiet({ db: again.db, writer: createDocumentWriter(again.db), api: serving(), clock });
    expect(outcome).toMatchObject({ ok: true });
    expect(readSyncState(again.db).cursor).toBe(PAGES * PAGE);
    const whole = openReplica(join(dir, 'whole.db'));
    try {
      await pullUntilQuiet({ db: whole.db, writer: createDocumentWriter(whole.db), api: serving(), clock });
      expect(contents(again.db)).toEqual(contents(whole.db));
    } finally {
      whole.close();
    }
  } finally {
    again.close();
  }
});
