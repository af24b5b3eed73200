/**
 * Retry delays after a network error or a 5xx: exponential with full jitter, so replicas that
 * lost the same server do not come back in step and knock it over again.
 */
export interface BackoffOptions {
  /** The first delay's ceiling. */
  baseMs: number;
  /** No delay is longer than this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 60_000 };

/** The delay before retry number `attempt` (1 for the first retry); `random` answers in [0, 1). */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  // Never quite zero: a retry storm of instant attempts is what backoff exists to prevent.
  return Math.max(options.baseMs / 10, Math.round(ceiling * random()));
}
