/**
 * How often a message is tried: five attempts, waiting 10 s, 30 s, 2 min and 10 min between them,
 * so a gateway's short outage is ridden out while a sign-in code (ten minutes) still helps.
 */
export const MAX_ATTEMPTS = 5;
const WAITS_MS = [10_000, 30_000, 120_000, 600_000] as const;

/** When to try again after `attempts` failed attempts; null once they are all spent. */
export function nextAttemptAt(attempts: number, now: Date): string | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const wait = WAITS_MS[Math.min(attempts, WAITS_MS.length) - 1] ?? WAITS_MS[0];
  return new Date(now.getTime() + wait).toISOString();
}

/**
 * A claimed message is leased for this long: longer than any channel's time-out, so a server that
 * died while sending lets another server try again after it, and no live one sends it twice.
 */
export const CLAIM_LEASE_MS = 120_000;
