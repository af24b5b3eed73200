/**
 * A long pull reads its pages after the first on a worker thread (`pull-page-reader.ts`): the
 * replica it makes is the one a pull reading them on its own thread makes, row for row and search
 * entry for entry; and a first pull cut off mid-way (its connection gone with a batch of pages
 * uncommitted, as a killed process leaves it) resumes from its last commit and ends with every
 * document once. A page goes to the worker as bytes it takes over, so a page the worker stopped
 * holding is fetched again. A long pull asks for the next page from the cursor the head of an
 * answer names, before the answer is parsed; a page so asked for is applied only if the parsed
 * answer ends at the same cursor.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDocumentWriter, openReplica } from '../../../src-main/replica/index.js';
import { readSyncState } from '../../../src-main/replica/sync-state.js';
import { pullUntilQuiet } from '../../../src-main/sync/pull.js';
import { LOST, startPullPageReader, type PullPageReader } from '../../../src-main/sync/pull-page-reader.js';
import { clock, contents, CUT_AT, cutFirstPull, PAGE, pageAfter, PAGES, pulledWhole, serving } from '../../support/pull-pages.js';

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
  expect(await cutFirstPull(path)).toBeInstanceOf(Error);
  const again = openReplica(path);
  try {
    const resumedFrom = readSyncState(again.db).cursor;
    expect(resumedFrom).toBeGreaterThan(0);
    expect(resumedFrom).toBeLessThan(CUT_AT);
    expect(again.db.prepare('SELECT count(*) FROM documents').pluck().get()).toBeGreaterThan(0);
    const outcome = await pullUntilQuiet({ db: again.db, writer: createDocumentWriter(again.db), api: serving(), clock });
    expect(outcome).toMatchObject({ ok: true });
    expect(readSyncState(again.db).cursor).toBe(PAGES * PAGE);
    expect(contents(again.db)).toEqual(await pulledWhole(join(dir, 'whole.db'), contents));
  } finally {
    again.close();
  }
});

it('fetches again a page the worker stopped holding, and ends with the replica a whole pull makes', async () => {
  const replica = openReplica(join(dir, 'replica.db'));
  try {
    const asked: number[] = [];
    const server = serving((cursor) => {
      asked.push(cursor);
      return undefined;
    });
    // The reader's worker stops with the third page sent to it: that page's bytes went with it.
    let reads = 0;
    const stopsOnThird = (): PullPageReader => {
      const reader = startPullPageReader();
      return {
        read: async (bytes) => {
          reads += 1;
          if (reads !== 2) return reader.read(bytes);
          structuredClone(bytes, { transfer: [bytes] });
          return LOST;
        },
        get onWorker() {
          return reader.onWorker;
        },
        close: () => reader.close(),
      };
    };
    const outcome = await pullUntilQuiet({ db: replica.db, writer: createDocumentWriter(replica.db), api: server, clock, startPageReader: stopsOnThird });
    expect(outcome).toMatchObject({ ok: true, pages: PAGES });
    expect(asked.filter((cursor) => cursor === 2 * PAGE)).toHaveLength(2);
    expect(asked).toHaveLength(PAGES + 1);
    expect(contents(replica.db)).toEqual(await pulledWhole(join(dir, 'whole.db'), contents));
  } finally {
    replica.close();
  }
});

it('applies a page asked for ahead only if the answer before it ends where it was asked from', async () => {
  const replica = openReplica(join(dir, 'replica.db'));
  try {
    const asked: number[] = [];
    // The second page's answer names one cursor in its head and, further on, another: JSON's last
    // one stands (it holds two pages' changes); the page asked for from the first must not be applied.
    const misleading = JSON.stringify(pageAfter(PAGE, 3 * PAGE)).replace(`"cursor":${3 * PAGE},"hasMore":true,`, `"cursor":${2 * PAGE},"hasMore":true,"cursor":${3 * PAGE},`);
    const server = serving((cursor) => {
      asked.push(cursor);
      return cursor === PAGE ? new Response(misleading, { status: 200 }) : undefined;
    });
    const outcome = await pullUntilQuiet({ db: replica.db, writer: createDocumentWriter(replica.db), api: server, clock });
    expect(outcome).toMatchObject({ ok: true, pages: PAGES - 1 });
    expect(asked).toContain(2 * PAGE);
    expect(asked.filter((cursor) => cursor === 3 * PAGE)).toHaveLength(1);
    expect(readSyncState(replica.db).cursor).toBe(PAGES * PAGE);
    expect(contents(replica.db)).toEqual(await pulledWhole(join(dir, 'whole.db'), contents));
  } finally {
    replica.close();
  }
});
