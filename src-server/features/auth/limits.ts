/**
 * Sliding-window limits on sign-in events (domain §8): each counted event is a row of
 * `auth_attempts` under a bucket (what it counts against); a limit is reached when its bucket holds
 * `max` rows within `windowMs`, and frees when the oldest of those leaves the window — which is
 * what `Retry-After` tells the client. Refused calls are not counted, so a client that keeps
 * knocking is told a true time instead of pushing its own wait back.
 */
import { newId } from '../../../src-shared/ids.js';
import type { Reader } from '../../db/documents.js';
import { lockNames } from '../../db/locks.js';
import type { WriteTx } from '../../db/write.js';

export interface Limit {
  readonly bucket: string;
  readonly max: number;
  readonly windowMs: number;
  /** The username whose unlock clears this bucket (account buckets only). */
  readonly account?: string;
}

type Db = Reader | WriteTx['trx'];

/** Seconds until every reached limit has room again; null when none is reached. */
export async function limitReached(db: Db, limits: readonly Limit[], now: Date): Promise<number | null> {
  // In a write, attempts against the same bucket run one after the other: concurrent guesses each
  // count the ones before them, and cannot all pass a limit they together exceed (db/locks.ts).
  await lockNames(
    db,
    limits.map((limit) => `auth-limit:${limit.bucket}`),
  );
  let wait: number | null = null;
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    const rows = await db.selectFrom('auth_attempts').select('at').where('bucket', '=', limit.bucket).where('at', '>', since).orderBy('at', 'asc').execute();
    if (rows.length < limit.max) continue;
    // The bucket has room once it holds max − 1 events: when this one leaves the window.
    const freeing = rows[rows.length - limit.max];
    const freeAt = Date.parse(freeing?.at ?? now.toISOString()) + limit.windowMs;
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    wait = Math.max(wait ?? 0, seconds);
  }
  return wait;
}

export async function countEvent(tx: WriteTx, limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) {
    await tx.trx
      .insertInto('auth_attempts')
      .values({ id: newId(), bucket: limit.bucket, account: limit.account ?? null, at: tx.now })
      .execute();
  }
}

export async function forgetEvents(tx: WriteTx, limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) await tx.trx.deleteFrom('auth_attempts').where('bucket', '=', limit.bucket).execute();
}

/** An admin's unlock: every failure counted against the account, from any address. */
export async function forgetAccount(tx: WriteTx, account: string): Promise<void> {
  await tx.trx.deleteFrom('auth_attempts').where('account', '=', account).execute();
}

/** Housekeeping: events older than the longest window can no longer count. */
export async function purgeAuthAttempts(db: Reader, now: Date, longestWindowMs: number): Promise<number> {
  const horizon = new Date(now.getTime() - longestWindowMs).toISOString();
  const result = await db.deleteFrom('auth_attempts').where('at', '<', horizon).executeTakeFirst();
  return Number(result.numDeletedRows);
}
