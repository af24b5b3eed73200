/**
 * Sign-in throttling (domain §8): five failures within fifteen minutes lock the account name
 * and, separately, the client address, until the oldest failure leaves the window.
 */
import { SIGNIN_MAX_FAILURES, SIGNIN_WINDOW_MS } from '../../../src-shared/constants.js';
import { newId } from '../../../src-shared/ids.js';
import type { Reader } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';

export const throttleSubjects = (username: string, ip: string): string[] => [`user:${username.toLowerCase()}`, `ip:${ip}`];

export async function isThrottled(db: Reader | WriteTx['trx'], subjects: string[], now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SIGNIN_WINDOW_MS).toISOString();
  for (const subject of subjects) {
    const row = await db
      .selectFrom('signin_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject', '=', subject)
      .where('at', '>', since)
      .executeTakeFirst();
    if (Number(row?.n ?? 0) >= SIGNIN_MAX_FAILURES) return true;
  }
  return false;
}

export async function recordFailure(tx: WriteTx, subjects: string[]): Promise<void> {
  for (const subject of subjects) {
    await tx.trx.insertInto('signin_failures').values({ id: newId(), subject, at: tx.now }).execute();
  }
  const horizon = new Date(Date.parse(tx.now) - SIGNIN_WINDOW_MS).toISOString();
  await tx.trx.deleteFrom('signin_failures').where('at', '<', horizon).execute();
}

/** A good sign-in forgets the account's failures (not the address's: it may be guessing others). */
export async function clearAccountFailures(tx: WriteTx, username: string): Promise<void> {
  await tx.trx.deleteFrom('signin_failures').where('subject', '=', `user:${username.toLowerCase()}`).execute();
}
