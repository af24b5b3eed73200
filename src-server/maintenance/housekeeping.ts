/**
 * What the server forgets once it has expired: stored responses of idempotency keys past their
 * retention (a client retries within minutes, the 7 days are a wide margin) and sessions idle
 * past their expiry (such a token can never authenticate again). Run at start and then hourly, so
 * the tables stay the size of the last week's work instead of growing with every write forever.
 * Also forgets sign-in records past their use — counted attempts older than the longest limit's
 * window, pairing replays and one-time and pairing codes past their life — and merges the product
 * search's full-text index once writes have split it up (search-index.ts), and outbound messages
 * sent or failed longer ago than their retention (features/messages/retention.ts).
 */
import { TOKEN_IDLE_TTL_MS } from '../../src-shared/constants/auth.js';
import { HOUSEKEEPING_INTERVAL_MS } from '../../src-shared/constants/sync.js';
import type { Database } from '../db/connect.js';
import { LONGEST_LIMIT_WINDOW_MS } from '../features/auth/limit-rules.js';
import { purgeAuthAttempts } from '../features/auth/limits.js';
import { purgePairingReplays } from '../features/auth/pairing-replay.js';
import { purgeOldMessages } from '../features/messages/retention.js';
import { compactSearchIndex } from '../features/products/search-index.js';
import { purgeIdempotency } from '../http/idempotency.js';
import { runPeriodically, type Periodic } from './periodic.js';

export interface HousekeepingResult {
  idempotencyKeys: number;
  sessions: number;
  /** Sign-in attempts, pairing replays and codes that can no longer count or be used. */
  signInRecords: number;
  /** Outbound messages past their retention. */
  messages: number;
  /** Whether the product search index was merged back into one segment. */
  searchIndexMerged: boolean;
}

export async function runHousekeeping(database: Database, now: Date): Promise<HousekeepingResult> {
  const idempotencyKeys = await purgeIdempotency(database.db, now);
  const idleHorizon = new Date(now.getTime() - TOKEN_IDLE_TTL_MS).toISOString();
  const removed = await database.db.deleteFrom('sessions').where('last_used_at', '<', idleHorizon).executeTakeFirst();
  const signInRecords = await purgeSignInRecords(database, now);
  const messages = await purgeOldMessages(database.db, now);
  return { idempotencyKeys, sessions: Number(removed.numDeletedRows), signInRecords, messages, searchIndexMerged: await compactSearchIndex(database) };
}

async function purgeSignInRecords(database: Database, now: Date): Promise<number> {
  const attempts = await purgeAuthAttempts(database.db, now, LONGEST_LIMIT_WINDOW_MS);
  const replays = await purgePairingReplays(database.db, now);
  const iso = now.toISOString();
  const otp = await database.db.deleteFrom('otp_codes').where('expires_at', '<', iso).executeTakeFirst();
  const pairing = await database.db.deleteFrom('pairing_codes').where('expires_at', '<', iso).executeTakeFirst();
  return attempts + replays + Number(otp.numDeletedRows) + Number(pairing.numDeletedRows);
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
      if (result.idempotencyKeys + result.sessions + result.signInRecords + result.messages > 0) log.info(result, 'housekeeping: expired keys, sessions, sign-in records and old messages removed');
      if (result.searchIndexMerged) log.info(result, 'housekeeping: product search index merged');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'housekeeping failed; it runs again at the next interval'),
  );
}
