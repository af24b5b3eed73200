/**
 * Which failures of a PostgreSQL write transaction are worth running the whole transaction again.
 * Writers there run side by side (write.ts): two that touch the same rows can deadlock or be told
 * their snapshot cannot be serialised, and two that insert the same key (an idempotency key, a
 * client-chosen id, a unique name) both pass their "does it exist?" check before either commits.
 * Run again, the transaction reads what the other committed, and its own checks answer as they
 * would have had the two run one after the other (the 409, the stored answer, the delivered order).
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** A row this transaction read changed under it before its write (documents.ts, field-write.ts). */
export class StaleRow extends Error {
  constructor(table: string, id: string) {
    super(`${table} ${id} changed after this transaction read it`);
    this.name = 'StaleRow';
  }
}

/** serialization_failure, deadlock_detected, unique_violation. */
const RETRIED_CODES: ReadonlySet<string> = new Set(['40001', '40P01', '23505']);

/** How many times a write runs at most: a conflict that persists past them is a fault, not a race. */
export const WRITE_ATTEMPTS = 10;

export function isRetryable(error: unknown): boolean {
  if (error instanceof StaleRow) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRIED_CODES.has(code);
}

/**
 * Jittered and doubling from 8 ms up to a second, so the transactions that collided do not collide
 * again: a buy's commit rewrites every product it received, and on a busy server those rows move
 * under it often enough that a few milliseconds apart it collided on every run.
 */
export function backoff(attempt: number): Promise<void> {
  return sleep(Math.random() * Math.min(1000, 4 * 2 ** attempt));
}
