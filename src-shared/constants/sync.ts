/**
 * Talking to the server and keeping the desktop's replica in step: time-outs, pull and push sizes,
 * how long idempotency keys live. No literal of these is to be retyped elsewhere: other modules
 * import them.
 */
export const HTTP_TIMEOUT_MS = 30_000;
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60_000;
/** How often the server forgets what has expired (idempotency keys, idle sessions). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const SYNC_PULL_INTERVAL_MS = 30_000;
export const SYNC_PULL_DEFAULT_LIMIT = 500;
export const SYNC_PULL_MAX_LIMIT = 5_000;
/**
 * A queued write's time-out: well under HTTP_TIMEOUT_MS, since a write answers in milliseconds
 * and one whose answer was lost is sent again (same Idempotency-Key) rather than waited for.
 */
export const SYNC_PUSH_TIMEOUT_MS = 10_000;
/** Queued writes in flight at once while the outbox drains (unrelated documents only). */
export const SYNC_PUSH_WINDOW = 8;
