/**
 * What the server forgets once it has expired: stored responses of idempotency keys past their
 * retention (a client retries within minutes, the 7 days are a wide margin) and sessions idle
 * past their expiry (such a token can never authenticate again). Run at start and then hourly, so
 * the tables stay the size of the last week's work instead of growing with every write forever.
 */
import { HOUSEKEEPING_INTERVAL_MS, TOKEN_IDLE_TTL_MS } from '../../src-shared/constants.js';
import type { Database } from '../db/connect.js';
import { purgeIdempotency } from '../http/idempotency.js';
import { runPeriodically, type Periodic } from './periodic.js';

export interface HousekeepingResult {
  idempotencyKeys: number;
  sessions: number;
}

export async function runHousekeeping(database: Database, now: Date): Promise<HousekeepingResult> {
  const idempotencyKeys = await purgeIdempotency(database.db, now);
  const idleHorizon = new Date(now.getTime() - TOKEN_IDLE_TTL_MS).toISOString();
  const removed = await database.db.deleteFrom('sessions').where('last_used_at', '<', idleHorizon).executeTakeFirst();
  return { idempotencyKeys, sessions: Number(removed.numDeletedRows) };
}

export interface HousekeepingLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Runs the housekeeping now and every `intervalMs` (periodic.ts); a failure is logged, never thrown at the server. */
export function scheduleHousekeeping(database: Database, clock: () => Date, log: HousekeepingLog, intervalMs = HOUSEKEEPING_INTERVAL_MS): Periodic {
  return runPeriodically(
    async () => {
      const result = await runHousekeeping(database, clock());
      if (result.idempotencyKeys + result.sessions > 0) log.info(result, 'housekeeping: expired keys and sessions removed');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'housekeeping failed; it runs again at the next interval'),
  );
}
