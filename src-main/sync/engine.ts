/**
 * The sync engine: one loop per replica that pushes the outbox (several unrelated writes at once,
 * each document's in order: `push.ts`), then pulls until quiet. It runs at start, every 30 s,
 * after each local write, after each push and on reconnect; after a failure it waits with
 * exponential backoff and jitter (growing with consecutive failures). The wait ends early as soon
 * as the server is seen to work again — any call of the API client succeeding, a screen's included
 * — or when a new local write is made (it is tried at once). Only one cycle runs at a time, so a
 * pull never interleaves with a push.
 */
import type Sqlite from 'better-sqlite3';
import { SYNC_PULL_INTERVAL_MS, SYNC_PUSH_TIMEOUT_MS, SYNC_PUSH_WINDOW } from '../../src-shared/constants/sync.js';
import { toAppErrorValue, type AppErrorValue } from '../../src-shared/errors.js';
import { newId } from '../../src-shared/ids.js';
import type { ApiClient } from '../api/client.js';
import { createDocumentWriter } from '../replica/documents.js';
import { createOutbox, type OutboxEntry } from '../replica/outbox.js';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';
import { createSyncEmitter, type SyncEmitter, type SyncStatus } from './events.js';
import { createStatusTracker } from './status.js';
import { recordMutation, type Mutation } from './mutate.js';
import { createPullBatch, pullUntilQuiet } from './pull.js';
import { isUnreachable, pushPending, type PushOutcome } from './push.js';
import { realClock, realTimers, type Clock, type TimerHandle, type Timers } from './timers.js';

export interface SyncEngineOptions {
  /** The replica's database (`openReplica(...).db`). */
  db: Sqlite.Database;
  api: ApiClient;
  clock?: Clock;
  timers?: Timers;
  /** In [0, 1), for the backoff's jitter. */
  random?: () => number;
  /** Makes outbox entry ids (the Idempotency-Keys). */
  newId?: () => string;
  pullIntervalMs?: number;
  /** Changes per pull page (default 1,000; the server caps it at 5,000). */
  pullLimit?: number;
  /** Whether a long pull reads its pages on a worker thread (default true; see `pull-page-reader.ts`). */
  readPagesOnWorker?: boolean;
  /** Whether a long pull into an empty replica builds its indexes after the rows (default true; see `deferred-indexes.ts`). */
  deferIndexes?: boolean;
  backoff?: BackoffOptions;
  /** Queued writes in flight at once (default SYNC_PUSH_WINDOW). */
  pushWindow?: number;
  /** Each queued write's time-out (default SYNC_PUSH_TIMEOUT_MS). */
  pushTimeoutMs?: number;
  /** Unexpected failures (a bug, a full disk): reported here, then retried like a network error. */
  onError?: (error: unknown) => void;
}

export interface SyncEngine {
  /** Starts syncing: a cycle now, then every pull interval. */
  start(): void;
  /** Stops timers and waits for the cycle in progress; the replica can be closed afterwards. */
  stop(): Promise<void>;
  /** Writes the optimistic row and the outbox entry in one transaction; resolves after the commit. */
  mutate(mutation: Mutation): Promise<OutboxEntry>;
  /** Pushes and pulls now, skipping any backoff wait; resolves when that cycle ends. */
  syncNow(): Promise<SyncStatus>;
  /** The host saw the network come back: retry now rather than at the end of the backoff. */
  reconnected(): void;
  status(): SyncStatus;
  pending(): OutboxEntry[];
  rejected(): OutboxEntry[];
  /** One outbox entry, pending or rejected; undefined once it left (accepted, or its rejection dismissed). */
  entry(id: string): OutboxEntry | undefined;
  /** The user has seen a rejected write; it leaves the outbox. */
  dismiss(id: string): boolean;
  on: SyncEmitter['on'];
}

/**
 * Pages of about a megabyte: small enough that the next page's answer fits the socket buffers
 * while this one is written (the pull is pipelined), large enough that per-page costs vanish.
 */
const DEFAULT_PULL_LIMIT = 1_000;

interface Failure {
  status: number;
  error: AppErrorValue;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, api } = options;
  const clock = options.clock ?? realClock;
  const timers = options.timers ?? realTimers;
  const random = options.random ?? Math.random;
  const makeId = options.newId ?? (() => newId(clock()));
  const interval = options.pullIntervalMs ?? SYNC_PULL_INTERVAL_MS;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const onError = options.onError ?? ((error: unknown) => console.error('sync:', error));
  const writer = createDocumentWriter(db);
  const outbox = createOutbox(db);
  const emitter = createSyncEmitter(onError);
  const batch = createPullBatch(db);

  let started = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let wantPush = false;
  let wantPull = false;
  let failures = 0;
  let retryTimer: TimerHandle | null = null;
  let intervalTimer: TimerHandle | null = null;
  const tracker = createStatusTracker(db, outbox, emitter);
  const { facts, publish } = tracker;

  const changed = (collections: Iterable<string>): void => emitter.emit('replica-changed', { collections: [...collections] });

  // Answers to a window of writes arrive in bursts: the screens hear of them once per burst.
  const settledCollections = new Set<string>();
  let flushQueued = false;
  const flushSettled = (): void => {
    flushQueued = false;
    if (settledCollections.size > 0) changed(settledCollections);
    settledCollections.clear();
    publish();
  };

  const reached = (): void => {
    // Coming back online: what others wrote meanwhile is waiting on the server.
    if (facts.online === false) wantPull = true;
    facts.online = true;
  };

  const fail = (failure: Failure): void => {
    failures += 1;
    facts.lastError = failure.error;
    facts.unauthorized = failure.status === 401;
    facts.online = !isUnreachable(failure.status);
    // An engine not started only syncs when asked (`syncNow`): no retries behind the caller's back.
    if (!started || stopped) return;
    const delay = backoffDelay(failures, backoff, random);
    facts.nextRetryAt = new Date(clock().getTime() + delay);
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      facts.nextRetryAt = null;
      run({ push: true, pull: true });
    }, delay);
  };

  const succeed = (): void => {
    failures = 0;
    facts.lastError = null;
    facts.unauthorized = false;
  };

  const onOutcome = (outcome: PushOutcome): void => {
    if (outcome.kind === 'failed') return;
    reached();
    failures = 0;
    settledCollections.add(outcome.entry.collection);
    if (outcome.kind === 'rejected') emitter.emit('rejected', outcome.entry);
    if (!flushQueued) {
      flushQueued = true;
      setImmediate(flushSettled);
    }
  };

  async function pushAll(): Promise<{ ok: true; count: number } | ({ ok: false } & Failure)> {
    const window = options.pushWindow ?? SYNC_PUSH_WINDOW;
    const timeoutMs = options.pushTimeoutMs ?? SYNC_PUSH_TIMEOUT_MS;
    let count = 0;
    // Writes queued while a round was under way go out in the next one.
    while (!stopped) {
      const round = await pushPending({ db, writer, outbox, api, clock }, { window, timeoutMs, stopped: () => stopped, onOutcome });
      if (flushQueued) flushSettled();
      count += round.count;
      if (!round.ok) return round;
      if (round.count === 0) break;
    }
    return { ok: true, count };
  }

  async function cycle(): Promise<void> {
    facts.syncing = true;
    publish();
    try {
      while (!stopped && (wantPush || wantPull)) {
        if (wantPush) {
          wantPush = false;
          const pushed = await pushAll();
          if (!pushed.ok) return fail(pushed);
          if (pushed.count > 0) wantPull = true;
        }
        if (wantPull && !stopped) {
          wantPull = false;
          const onPage = (collections: Set<string>, changes: number) => {
            failures = 0;
            if (collections.size > 0) changed(collections);
            // Progress for the sync indicator while a long pull runs (a first one: 200,000 documents).
            facts.pulled = (facts.pulled ?? 0) + changes;
            publish();
          };
          // The indexes a first pull builds at its end: counted too, so the indicator keeps moving.
          const onIndex = (built: number, total: number) => {
            facts.indexing = { built, total };
            publish();
          };
          const pulled = await pullUntilQuiet({
            db,
            writer,
            api,
            clock,
            limit: options.pullLimit ?? DEFAULT_PULL_LIMIT,
            batch,
            onPage,
            onIndex,
            readPagesOnWorker: options.readPagesOnWorker ?? true,
            deferIndexes: options.deferIndexes ?? true,
          }).finally(() => {
            facts.pulled = null;
            facts.indexing = null;
          });
          if (!pulled.ok) return fail(pulled);
          reached();
          succeed();
        }
      }
    } catch (error) {
      onError(error);
      if (!stopped) fail({ status: 500, error: toAppErrorValue(error) });
    } finally {
      facts.syncing = false;
      publish();
    }
  }

  function ensureCycle(): Promise<void> {
    running ??= cycle().finally(() => {
      running = null;
      // Asked for while the last cycle was winding down.
      if (!stopped && retryTimer === null && (wantPush || wantPull)) void ensureCycle();
    });
    return running;
  }

  /** Asks for a push and/or pull; joins the cycle in progress, waits out a backoff unless forced. */
  function run(want: { push?: boolean; pull?: boolean }, force = false): Promise<void> {
    if (want.push) wantPush = true;
    if (want.pull) wantPull = true;
    if (stopped) return Promise.resolve();
    if (force && retryTimer !== null) {
      timers.clearTimeout(retryTimer);
      retryTimer = null;
      facts.nextRetryAt = null;
    }
    if (retryTimer !== null) return Promise.resolve();
    return ensureCycle();
  }

  // The server works again (someone's call succeeded): a backoff under way ends now.
  const unsubscribe = api.onSuccess(() => {
    if (retryTimer !== null) void run({ push: true, pull: true }, true);
  });

  const scheduleInterval = (): void => {
    intervalTimer = timers.setTimeout(() => {
      intervalTimer = null;
      if (stopped) return;
      void run({ push: true, pull: true });
      scheduleInterval();
    }, interval);
  };

  return {
    start() {
      if (started || stopped) return;
      started = true;
      scheduleInterval();
      void run({ push: true, pull: true });
    },
    async stop() {
      stopped = true;
      unsubscribe();
      for (const timer of [retryTimer, intervalTimer]) if (timer !== null) timers.clearTimeout(timer);
      retryTimer = intervalTimer = null;
      await running;
    },
    async mutate(mutation) {
      // Durable when this resolves: pulled pages still open in the pull's transaction commit first.
      batch.flush();
      const entry = recordMutation(db, writer, outbox, mutation, makeId(), clock());
      changed([mutation.collection]);
      publish();
      // Tried at once, even during a backoff: the link may be back, and one call tells.
      if (started) void run({ push: true }, true);
      return entry;
    },
    async syncNow() {
      await run({ push: true, pull: true }, true);
      // A write made during that cycle may have started another one.
      while (running) await running;
      return tracker.snapshot();
    },
    reconnected() {
      void run({ push: true, pull: true }, true);
    },
    status: tracker.snapshot,
    pending: () => outbox.pending(),
    rejected: () => outbox.rejected(),
    entry: (id) => outbox.get(id),
    dismiss(id) {
      batch.flush();
      const done = outbox.dismiss(id);
      if (done) publish();
      return done;
    },
    on: (event, listener) => emitter.on(event, listener),
  };
}
