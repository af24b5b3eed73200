/**
 * Pulls the server's changes into the replica until it is up to date. Each page is applied in one
 * transaction together with the new cursor, so a crash leaves the replica at a page boundary.
 * A `reset`, or a server of another identity, starts a rebuild: the cursor goes back to 0 under a
 * new generation, and when the last page is in, rows the server did not send again are dropped
 * (screens keep showing the old rows until then, never an empty replica).
 */
import type Sqlite from 'better-sqlite3';
import { SYNC_PULL_MAX_LIMIT } from '../../src-shared/constants.js';
import type { AppErrorValue } from '../../src-shared/errors.js';
import { responseSchemaOf, type RouteResponse } from '../../src-shared/routes/responses/index.js';
import type { ApiClient } from '../api/client.js';
import type { DocumentWriter } from '../replica/documents.js';
import { readSyncState, writeSyncState, type SyncState } from '../replica/sync-state.js';
import type { Clock } from './timers.js';

/** One page of `GET /sync/pull`, as its response schema checks it: every document it carries has an `_id`. */
export type PullPage = RouteResponse<'sync.pull'>;
export type PulledChange = PullPage['changes'][number];

export type PullOutcome = { ok: true; collections: Set<string>; pages: number } | { ok: false; status: number; error: AppErrorValue };

export interface PullDeps {
  db: Sqlite.Database;
  writer: DocumentWriter;
  api: ApiClient;
  clock: Clock;
  limit?: number;
  /** Called after each page commits, with the collections it touched. */
  onPage?: (collections: Set<string>) => void;
}

/** A rebuild that keeps being asked for within one pull means something is wrong with the server. */
const MAX_RESETS_PER_PULL = 3;

/** The page, or why it cannot be applied: a document without an `_id`, a change without a number. */
function readPullPage(value: unknown): { ok: true; page: PullPage } | { ok: false; problem: string } {
  const parsed = responseSchemaOf('sync.pull').safeParse(value);
  if (parsed.success) return { ok: true, page: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.') || 'the page'}: ${issue.message}` : 'unreadable' };
}

function startRebuild(db: Sqlite.Database, serverId: string): SyncState {
  db.transaction(() => {
    const state = readSyncState(db);
    writeSyncState(db, { gen: state.gen + 1, cursor: 0, rebuilding: true, serverId });
  })();
  return readSyncState(db);
}

function applyPage(deps: PullDeps, page: PullPage, state: SyncState): Set<string> {
  const collections = new Set<string>();
  deps.db.transaction(() => {
    for (const change of page.changes) {
      const doc = change.deleted || change.doc === undefined || change.doc === null ? null : change.doc;
      deps.writer.applyServer(change.collection, change.id, change.seq, doc, state.gen);
      collections.add(change.collection);
    }
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
  })();
  return collections;
}

/** Lets the next page's request go out on the wire before the current page's (synchronous) apply. */
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function pullUntilQuiet(deps: PullDeps): Promise<PullOutcome> {
  const limit = Math.min(deps.limit ?? SYNC_PULL_MAX_LIMIT, SYNC_PULL_MAX_LIMIT);
  const fetchPage = (cursor: number) => deps.api.request<unknown>({ method: 'GET', path: '/sync/pull', query: { cursor, limit } });
  let state = readSyncState(deps.db);
  let inflight = fetchPage(state.cursor);
  const collections = new Set<string>();
  let pages = 0;
  let resets = 0;
  for (;;) {
    const result = await inflight;
    if (!result.ok) return result;
    const read = readPullPage(result.body);
    if (!read.ok) return { ok: false, status: 500, error: { code: 'INTERNAL', message: `the server answered the pull outside its response schema (${read.problem})` } };
    const page = read.page;
    if (page.reset || (state.serverId !== null && page.serverId !== state.serverId)) {
      resets += 1;
      if (resets > MAX_RESETS_PER_PULL) return { ok: false, status: 500, error: { code: 'INTERNAL', message: 'the server keeps asking for a rebuild' } };
      state = startRebuild(deps.db, page.serverId);
      inflight = fetchPage(0);
      continue;
    }
    if (page.hasMore) {
      // Pipelined: the server prepares the next page while this one is written.
      inflight = fetchPage(page.cursor);
      await yieldToIo();
    }
    const touched = applyPage(deps, page, state);
    pages += 1;
    state = { ...state, cursor: page.cursor, serverId: page.serverId, rebuilding: page.hasMore && state.rebuilding };
    for (const c of touched) collections.add(c);
    if (touched.size > 0) deps.onPage?.(touched);
    if (!page.hasMore) return { ok: true, collections, pages };
  }
}
