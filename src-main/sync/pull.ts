/**
 * Pulls the server's changes into the replica until it is up to date. Each page is applied together
 * with the new cursor, so a crash leaves the replica at a page boundary. A long pull (a first one)
 * commits several pages at once (`createPullBatch`): each commit writes back every index page its
 * rows touched, and a replica has a score of indexes, so committing page by page wrote most of them
 * again for every thousand documents. The screens read on this same connection, so a long pull
 * never holds it for long at a time: its pages are applied a slice at a time and its commits run on
 * a turn of their own, with the event loop running in between (the screens read what is applied so
 * far, and a local write commits what is open first).
 * A `reset`, or a server of another identity, starts a rebuild: the cursor goes back to 0 under a
 * new generation, and when the last page is in, rows the server did not send again are dropped
 * (screens keep showing the old rows until then, never an empty replica).
 */
import type Sqlite from 'better-sqlite3';
import { SYNC_PULL_MAX_LIMIT } from '../../src-shared/constants/sync.js';
import type { AppErrorValue } from '../../src-shared/errors.js';
import type { ApiClient, ApiResult } from '../api/client.js';
import type { DocumentWriter } from '../replica/documents.js';
import { buildNextIndex, deferFilledIndexes, deferIndexes, indexesToBuild, type KeptIndex } from '../replica/deferred-indexes.js';
import { readSyncState, writeSyncState, type SyncState } from '../replica/sync-state.js';
import { readPullPage, type PageRead, type PreparedPage } from './pull-page.js';
import { LOST, PULL_ENDED, startPullPageReader, type PullPageReader } from './pull-page-reader.js';
import type { Clock } from './timers.js';

export type { PullPage } from './pull-page.js';

/** `pagesOnWorker`: how many of the pages were read on the page reader's thread. */
export type PullOutcome = { ok: true; collections: Set<string>; pages: number; pagesOnWorker: number } | { ok: false; status: number; error: AppErrorValue };

export interface PullDeps {
  db: Sqlite.Database;
  writer: DocumentWriter;
  api: ApiClient;
  clock: Clock;
  limit?: number;
  /** Holds a long pull's pages in one transaction for a while; by default each page commits alone. */
  batch?: PullBatch;
  /** Called after each page is applied, with the collections it touched and how many changes it held. */
  onPage?: (collections: Set<string>, changes: number) => void;
  /** Whether a pull of more than one page reads the pages after the first on a worker thread (by default it does). */
  readPagesOnWorker?: boolean;
  /** Starts the reader of those pages (by default `startPullPageReader`; tests give one whose worker stops). */
  startPageReader?: () => PullPageReader;
  /** Whether a long pull into an empty replica builds the secondary indexes after its rows (by default it does). */
  deferIndexes?: boolean;
  /** Called after each index such a pull builds at its end, with how many are built and how many there were. */
  onIndex?: (built: number, total: number) => void;
}

/** Changes a long pull applies before it commits them, and the longest it keeps them uncommitted. */
const BATCH_CHANGES = 10_000;
const BATCH_MS = 2_000;
/** The page cache while a long pull runs (KiB): the indexes' pages it touches stay in memory until the commit. */
const BATCH_CACHE_KIB = 256 * 1024;

/**
 * A page is applied this many changes at a time, the event loop running in between: a screen's
 * read (on the same connection) waits for one slice at most, not for a page of a thousand orders.
 */
const SLICE_CHANGES = 250;

/**
 * Pages applied but not yet committed. `flush` commits them: the engine calls it before a local
 * write (which must be durable when `mutate` resolves) and the pull when it ends, however it ends.
 */
export interface PullBatch {
  /**
   * Applies writes inside the open transaction (opened for a long pull). Those of a short pull
   * (`long` false) commit at once; a long pull's wait for `commitIfDue`.
   */
  apply(work: () => void, changes: number, long: boolean): void;
  /** Whether a long pull's writes are open, not yet committed. */
  isOpen(): boolean;
  /** Commits a long pull's writes once enough of them are open, or for long enough. */
  commitIfDue(): void;
  /** Commits what is open; the long pull's page cache stays, for the index builds at its end, until `flush`. */
  commit(): void;
  flush(): void;
}

export function createPullBatch(db: Sqlite.Database): PullBatch {
  let open = false;
  let changes = 0;
  let openedAt = 0;
  let cache: number | null = null;
  const commit = (): void => {
    if (!open) return;
    open = false;
    db.exec('COMMIT');
  };
  return {
    apply(work, count, long) {
      if (!open && long && !db.inTransaction) {
        if (cache === null) {
          cache = db.pragma('cache_size', { simple: true }) as number;
          db.pragma(`cache_size = -${BATCH_CACHE_KIB}`);
        }
        db.exec('BEGIN');
        open = true;
        changes = 0;
        openedAt = performance.now();
      }
      db.transaction(work)();
      changes += count;
      if (!long) commit();
    },
    isOpen: () => open,
    commitIfDue() {
      if (changes >= BATCH_CHANGES || performance.now() - openedAt >= BATCH_MS) commit();
    },
    commit,
    flush() {
      commit();
      if (cache !== null) {
        db.pragma(`cache_size = ${cache}`);
        cache = null;
      }
    },
  };
}

/** A rebuild that keeps being asked for within one pull means something is wrong with the server. */
const MAX_RESETS_PER_PULL = 3;

function startRebuild(db: Sqlite.Database, serverId: string): SyncState {
  db.transaction(() => {
    const state = readSyncState(db);
    writeSyncState(db, { gen: state.gen + 1, cursor: 0, rebuilding: true, serverId });
  })();
  return readSyncState(db);
}

/** Lets the event loop run: the next page's request goes out, a screen's read is answered. */
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Applies a page. A long pull's page goes a slice at a time, the event loop running between slices,
 * and is left for the pull to commit; a pull of one page (the usual one: what changed since the last)
 * is applied and committed at once. The new cursor is written with the last slice: slices committed
 * before it (by a local write's flush, or a crash after one) are applied again from the old cursor,
 * which gives the same rows.
 */
async function applyPage(deps: PullDeps, batch: PullBatch, page: PreparedPage, state: SyncState): Promise<Set<string>> {
  const collections = new Set<string>();
  const long = page.hasMore || batch.isOpen();
  const size = long ? SLICE_CHANGES : Math.max(1, page.changes.length);
  for (let start = 0; start === 0 || start < page.changes.length; start += size) {
    if (start > 0) await yieldToIo();
    const slice = page.changes.slice(start, start + size);
    const last = start + size >= page.changes.length;
    batch.apply(
      () => {
        for (const change of slice) {
          deps.writer.applyPrepared(change.collection, change.id, change.seq, change.doc, state.gen);
          collections.add(change.collection);
        }
        if (!last) return;
        const patch: Partial<SyncState> = { cursor: page.cursor, serverId: page.serverId };
        if (!page.hasMore) {
          patch.lastSyncAt = deps.clock().toISOString();
          if (state.rebuilding) {
            deps.writer.dropOlderThan(state.gen);
            patch.rebuilding = false;
            collections.add('*');
          }
        }
        writeSyncState(deps.db, patch);
      },
      slice.length,
      long,
    );
  }
  return collections;
}

export async function pullUntilQuiet(deps: PullDeps): Promise<PullOutcome> {
  const batch = deps.batch ?? createPullBatch(deps.db);
  const pages: PageSource = { reader: null, worker: deps.readPagesOnWorker ?? true };
  try {
    return await pullPages(deps, batch, pages);
  } finally {
    try {
      if (deps.db.open) batch.commit();
      await pages.reader?.close();
      // Before the page cache shrinks back: the builds read the rows from it (1.6 s of CPU against
      // 1.8 s with the usual cache, for 200,000 documents).
      await buildIndexes(deps);
    } finally {
      if (deps.db.open) batch.flush();
    }
  }
}

/**
 * Builds the indexes a first pull dropped (`deferred-indexes.ts`), one a turn: a screen's read
 * waits for one build at most, and the sync indicator counts them. Whatever is left if the replica
 * closes meanwhile is built when it opens.
 */
async function buildIndexes(deps: PullDeps): Promise<void> {
  if (!deps.db.open) return;
  const total = indexesToBuild(deps.db);
  for (let built = 1; built <= total; built += 1) {
    await yieldToIo();
    if (!deps.db.open || !buildNextIndex(deps.db)) return;
    deps.onIndex?.(built, total);
  }
}

/** Where a pull's pages are read: on this thread, until a pull turns out to be long and a reader starts. */
interface PageSource {
  reader: PullPageReader | null;
  worker: boolean;
}

type FetchedPage = Extract<ApiResult, { ok: false }> | { ok: true; read: PageRead };

/**
 * Pages a long pull asks for beyond the one it waits for. With one page in flight, the server built
 * the next page and the worker read it one after the other while this thread applied the last, and
 * this thread waited for their sum; with one more, the server builds a page while the worker reads
 * the one before.
 */
const PAGES_AHEAD = 1;

/**
 * Where the page after this one starts, read from the head of the answer's bytes (the server writes
 * the page's figures before its changes), so that page can be asked for before this one is parsed
 * on the worker; null when the head does not say (another layout, the last page, a reset). Only a
 * guess: the page asked for is used only if the parsed page names the same cursor.
 */
function nextCursorOf(bytes: ArrayBuffer): number | null {
  const head = new TextDecoder().decode(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 256)));
  const figures = /^\{"serverId":"(?:[^"\\]|\\.)*","reset":false,"cursor":(\d+),"hasMore":true,/.exec(head);
  return figures ? Number(figures[1]) : null;
}

/** A page asked for: its cursor, and the next page's once its answer came (null: not known). */
interface AskedPage {
  cursor: number;
  next: number | null | undefined;
  page: Promise<FetchedPage>;
}

async function pullPages(deps: PullDeps, batch: PullBatch, source: PageSource): Promise<PullOutcome> {
  const limit = Math.min(deps.limit ?? SYNC_PULL_MAX_LIMIT, SYNC_PULL_MAX_LIMIT);
  const request = (cursor: number) => deps.api.request<ArrayBuffer>({ method: 'GET', path: '/sync/pull', query: { cursor, limit }, bytes: true });
  const readPage = async (cursor: number, bytes: ArrayBuffer): Promise<FetchedPage> => {
    if (!source.reader) return { ok: true, read: readPullPage(bytes) };
    const read = await source.reader.read(bytes);
    if (read !== LOST) return { ok: true, read };
    // The worker stopped holding the page: fetched again, and read on this thread now.
    const again = await request(cursor);
    return again.ok ? { ok: true, read: readPullPage(again.body) } : again;
  };
  // Pages asked for ahead, in order, not yet taken; the page asked for last; whether the pull is a
  // long one (it asks ahead) and whether it is over (a page that comes after that is not read).
  const ahead: AskedPage[] = [];
  let newest: AskedPage | null = null;
  let long = false;
  let over = false;
  const ask = (cursor: number): AskedPage => {
    const asked: AskedPage = {
      cursor,
      next: undefined,
      page: request(cursor).then((result): Promise<FetchedPage> | FetchedPage => {
        asked.next = result.ok ? nextCursorOf(result.body) : null;
        if (!result.ok) return result;
        if (over) return { ok: true, read: PULL_ENDED };
        askAhead();
        return readPage(cursor, result.body);
      }),
    };
    newest = asked;
    return asked;
  };
  const askAhead = (): void => {
    while (long && !over && ahead.length < PAGES_AHEAD && typeof newest?.next === 'number') ahead.push(ask(newest.next));
  };
  /** The page at `cursor`: the one asked for ahead if it is that one (else those are dropped), or asked for now. */
  const take = (cursor: number): Promise<FetchedPage> => {
    const first = ahead.shift();
    if (first?.cursor !== cursor) ahead.length = 0;
    const page = first?.cursor === cursor ? first.page : ask(cursor).page;
    askAhead();
    return page;
  };
  const pullIsLong = (): void => {
    long = true;
    askAhead();
  };
  try {
    return await applyPages(deps, batch, source, take, pullIsLong);
  } finally {
    over = true;
  }
}

/**
 * Applies the pages in order from the replica's cursor, each one taken (`take`) at the cursor the
 * page before ends at, so none is skipped or applied twice whatever was asked for ahead.
 */
async function applyPages(deps: PullDeps, batch: PullBatch, source: PageSource, take: (cursor: number) => Promise<FetchedPage>, pullIsLong: () => void): Promise<PullOutcome> {
  let state = readSyncState(deps.db);
  let inflight = take(state.cursor);
  const collections = new Set<string>();
  let pages = 0;
  let resets = 0;
  // A first pull's partial indexes, kept up until its rows fill them (`deferred-indexes.ts`).
  let kept: KeptIndex[] = [];
  for (;;) {
    const result = await inflight;
    if (!result.ok) return result;
    const read = result.read;
    if (!read.ok) return { ok: false, status: 500, error: { code: 'INTERNAL', message: `the server answered the pull outside its response schema (${read.problem})` } };
    const page = read.page;
    if (page.reset || (state.serverId !== null && page.serverId !== state.serverId)) {
      resets += 1;
      if (resets > MAX_RESETS_PER_PULL) return { ok: false, status: 500, error: { code: 'INTERNAL', message: 'the server keeps asking for a rebuild' } };
      state = startRebuild(deps.db, page.serverId);
      inflight = take(0);
      continue;
    }
    if (page.hasMore) {
      // A long pull into an empty replica: the rows first, their dense secondary indexes once at the end.
      if (pages === 0 && (deps.deferIndexes ?? true)) kept = deferIndexes(deps.db, { keepPartial: true }).kept;
      // A long pull: the next pages are read on the worker while this thread writes.
      if (source.worker && !source.reader) source.reader = (deps.startPageReader ?? startPullPageReader)();
      // Pipelined: the server prepares the next pages while this one is written.
      inflight = take(page.cursor);
      pullIsLong();
      await yieldToIo();
    }
    const touched = await applyPage(deps, batch, page, state);
    if (kept.length > 0) kept = deferFilledIndexes(deps.db, kept);
    if (batch.isOpen()) {
      // The commit on a turn of its own too: a screen's read waits for one or the other, not both.
      await yieldToIo();
      if (page.hasMore) batch.commitIfDue();
      else batch.commit();
    }
    pages += 1;
    state = { ...state, cursor: page.cursor, serverId: page.serverId, rebuilding: page.hasMore && state.rebuilding };
    for (const c of touched) collections.add(c);
    deps.onPage?.(touched, page.changes.length);
    if (!page.hasMore) return { ok: true, collections, pages, pagesOnWorker: source.reader?.onWorker ?? 0 };
  }
}
