/**
 * Sends the oldest pending outbox entry with its id as Idempotency-Key, and settles it in one
 * transaction with its row: accepted (the row takes the server's version) or refused with a 4xx
 * (the row goes back to the server's version and the entry waits, rejected, for the user).
 * Failures that say nothing about the write itself — network, time-out, 5xx, rate limit, an
 * expired session — leave it pending for a retry.
 */
import type Sqlite from 'better-sqlite3';
import type { AppErrorValue } from '../../src-shared/errors.js';
import type { ApiClient } from '../api/client.js';
import type { DocumentWriter } from '../replica/documents.js';
import type { Outbox, OutboxEntry } from '../replica/outbox.js';
import type { Clock } from './timers.js';

export type PushOutcome =
  | { kind: 'idle' }
  | { kind: 'accepted'; entry: OutboxEntry }
  | { kind: 'rejected'; entry: OutboxEntry }
  | { kind: 'failed'; entry: OutboxEntry; status: number; error: AppErrorValue };

export interface PushDeps {
  db: Sqlite.Database;
  writer: DocumentWriter;
  outbox: Outbox;
  api: ApiClient;
  clock: Clock;
}

/** Statuses after which the same request may well succeed later. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Statuses that mean the server could not be reached (a proxy's 502–504 included). */
export function isUnreachable(status: number): boolean {
  return status === 0 || status === 408 || status === 502 || status === 503 || status === 504;
}

export async function pushNext(deps: PushDeps): Promise<PushOutcome> {
  const entry = deps.outbox.next();
  if (!entry) return { kind: 'idle' };
  const result = await deps.api.request({
    method: entry.method,
    path: entry.path,
    ...(entry.body === undefined ? {} : { body: entry.body }),
    idempotencyKey: entry.id,
  });
  if (result.ok) {
    deps.db.transaction(() => {
      deps.outbox.remove(entry.id);
      deps.writer.acknowledge(entry.collection, entry.docId, result.body);
      for (const linked of entry.linked ?? []) deps.writer.settle(linked.collection, linked.docId);
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
