/**
 * Pushes the outbox: up to a window of writes in flight at once, each with its entry id as
 * Idempotency-Key and each settled in one transaction with its row as soon as it is answered:
 * accepted (the row takes the server's version) or refused with a 4xx (the row goes back to the
 * server's version and the entry waits, rejected, for the user). Failures that say nothing about
 * the write itself — network, time-out, 5xx, rate limit, an expired session — leave it pending.
 *
 * What order is kept: a write waits for every earlier pending write it could depend on (see
 * `waitsFor`), so the writes to one document reach the server in the order they were made, and
 * so does a write naming a document an earlier one creates or changes (an order for a customer
 * created offline). Writes to unrelated documents overlap: one slow answer holds only the writes
 * that depend on it, never the rest for its whole time-out.
 *
 * A write that failed is sent again in the same round once another call has succeeded since (the
 * link works: it was that one request that got lost); when nothing succeeds any more the round
 * ends with the failure, and the engine backs off.
 */
import type Sqlite from 'better-sqlite3';
import type { AppErrorValue } from '../../src-shared/errors.js';
import type { ApiClient } from '../api/client.js';
import type { DocumentWriter } from '../replica/documents.js';
import type { Outbox, OutboxEntry } from '../replica/outbox.js';
import type { Clock } from './timers.js';

export type PushOutcome = { kind: 'accepted'; entry: OutboxEntry } | { kind: 'rejected'; entry: OutboxEntry } | { kind: 'failed'; entry: OutboxEntry; status: number; error: AppErrorValue };

export interface PushDeps {
  db: Sqlite.Database;
  writer: DocumentWriter;
  outbox: Outbox;
  api: ApiClient;
  clock: Clock;
}

export interface PushOptions {
  /** Writes in flight at once. */
  window: number;
  /** Each write's time-out: shorter than the client's, so a lost answer is retried soon. */
  timeoutMs: number;
  /** Checked before each send: the engine is stopping. */
  stopped: () => boolean;
  /** Each write's outcome, as it is settled. */
  onOutcome: (outcome: PushOutcome) => void;
}

export type PushRound = { ok: true; count: number } | { ok: false; count: number; status: number; error: AppErrorValue };

/** Statuses after which the same request may well succeed later. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Statuses that mean the server could not be reached (a proxy's 502–504 included). */
export function isUnreachable(status: number): boolean {
  return status === 0 || status === 408 || status === 502 || status === 503 || status === 504;
}

/** Statuses after which no other write should be tried now either: the session or the rate is the problem, not the write. */
const haltsTheRound = (status: number): boolean => status === 401 || status === 429;

const ID_IN_TEXT = /[0-9a-fA-F]{24}/g;

/** The documents a write changes and the ids it names (path and body): what it may depend on. */
interface Footprint {
  changes: Set<string>;
  names: Set<string>;
}

function footprintOf(entry: OutboxEntry): Footprint {
  const changes = new Set([entry.docId, ...(entry.linked ?? []).map((l) => l.docId)].map((id) => id.toLowerCase()));
  const text = `${entry.path} ${entry.body === undefined ? '' : JSON.stringify(entry.body)}`;
  const names = new Set([...text.matchAll(ID_IN_TEXT)].map((m) => m[0].toLowerCase()));
  for (const id of changes) names.add(id);
  return { changes, names };
}

/** Whether a write must wait for earlier ones: it names a document they change, or changes one they name. */
function waitsFor(later: Footprint, earlierChanges: ReadonlySet<string>, earlierNames: ReadonlySet<string>): boolean {
  for (const id of later.names) if (earlierChanges.has(id)) return true;
  for (const id of later.changes) if (earlierNames.has(id)) return true;
  return false;
}

/** Sends one entry and settles it in the replica. */
async function pushOne(deps: PushDeps, entry: OutboxEntry, timeoutMs: number): Promise<PushOutcome> {
  const result = await deps.api.request({
    method: entry.method,
    path: entry.path,
    ...(entry.body === undefined ? {} : { body: entry.body }),
    idempotencyKey: entry.id,
    timeoutMs,
  });
  // The replica may have been closed while the answer was on its way (sign-out): the entry stays
  // pending and its next push is answered from the server's idempotency record.
  if (!deps.db.open) return { kind: 'failed', entry, status: 0, error: { code: 'OFFLINE', message: 'the replica was closed' } };
  if (result.ok) {
    deps.db.transaction(() => {
      deps.outbox.remove(entry.id);
      deps.writer.acknowledge(entry.collection, entry.docId, result.body);
      // A provisional document goes: the server stored its own under another id, which the pull brings.
      for (const linked of entry.linked ?? []) {
        if (linked.provisional) deps.writer.restore(linked.collection, linked.docId);
        else deps.writer.settle(linked.collection, linked.docId);
      }
    })();
    return { kind: 'accepted', entry };
  }
  if (isRetryable(result.status)) {
    deps.outbox.recordFailure(entry.id, `${result.error.code}: ${result.error.message}`);
    return { kind: 'failed', entry, status: result.status, error: result.error };
  }
  deps.db.transaction(() => {
    deps.outbox.reject(entry.id, result.status, result.error, deps.clock().toISOString());
    deps.writer.restore(entry.collection, entry.docId);
    for (const linked of entry.linked ?? []) deps.writer.restore(linked.collection, linked.docId);
  })();
  return { kind: 'rejected', entry: deps.outbox.get(entry.id) ?? entry };
}

interface Slot {
  entry: OutboxEntry;
  footprint: Footprint;
  state: 'waiting' | 'sending' | 'failed' | 'done';
  /** For a failed write: successes counted when it failed; it is retried once there are more. */
  failedAt: number;
}

/** Pushes what is pending now (writes queued meanwhile wait for the next round). */
export function pushPending(deps: PushDeps, options: PushOptions): Promise<PushRound> {
  const slots: Slot[] = deps.outbox.pending().map((entry) => ({ entry, footprint: footprintOf(entry), state: 'waiting', failedAt: 0 }));
  if (slots.length === 0) return Promise.resolve({ ok: true, count: 0 });
  let successes = 0;
  /** Slots before this one are all done. */
  let first = 0;
  let settled = 0;
  let inFlight = 0;
  let halted = false;
  let lastFailure: { status: number; error: AppErrorValue } | null = null;

  return new Promise<PushRound>((resolve, reject) => {
    const ready = (slot: Slot): boolean => slot.state === 'waiting' || (slot.state === 'failed' && successes > slot.failedAt);

    const pump = (): void => {
      if (!halted && !options.stopped()) {
        // What the earlier writes not yet settled change and name: later ones touching it wait.
        const changes = new Set<string>();
        const names = new Set<string>();
        while (first < slots.length && slots[first]?.state === 'done') first += 1;
        for (let i = first; i < slots.length && inFlight < options.window; i += 1) {
          const slot = slots[i];
          if (!slot || slot.state === 'done') continue;
          if (ready(slot) && !waitsFor(slot.footprint, changes, names)) send(slot);
          for (const id of slot.footprint.changes) changes.add(id);
          for (const id of slot.footprint.names) names.add(id);
        }
      }
      if (inFlight > 0) return;
      if (lastFailure && slots.some((s) => s.state === 'failed')) resolve({ ok: false, count: settled, ...lastFailure });
      else resolve({ ok: true, count: settled });
    };

    const send = (slot: Slot): void => {
      slot.state = 'sending';
      inFlight += 1;
      pushOne(deps, slot.entry, options.timeoutMs).then(
        (outcome) => {
          inFlight -= 1;
          if (outcome.kind === 'failed') {
            slot.state = 'failed';
            slot.failedAt = successes;
            lastFailure = { status: outcome.status, error: outcome.error };
            if (haltsTheRound(outcome.status)) halted = true;
          } else {
            slot.state = 'done';
            successes += 1;
            settled += 1;
          }
          options.onOutcome(outcome);
          pump();
        },
        (error: unknown) => {
          // A bug or a full disk while settling: stop sending; what is in flight settles on its own.
          halted = true;
          inFlight -= 1;
          reject(error);
        },
      );
    };

    pump();
  });
}
