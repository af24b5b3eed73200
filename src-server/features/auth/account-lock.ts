/**
 * An account throttled for failed sign-ins (domain §8): whether it is, until when, and an admin's
 * unlock, which forgets every failure counted against it from any address.
 */
import type { AccountLock } from '../../../src-shared/documents/users.js';
import { normalizeUsername } from '../../../src-shared/usernames.js';
import type { AnyReader } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { accountLimit } from './limit-rules.js';
import { forgetAccount, limitReached } from './limits.js';

export async function accountLock(db: AnyReader, username: string, now: Date): Promise<AccountLock> {
  const wait = await limitReached(db, [accountLimit(normalizeUsername(username))], now);
  return wait === null ? { locked: false, until: null } : { locked: true, until: new Date(now.getTime() + wait * 1000).toISOString() };
}

export async function unlockAccount(tx: WriteTx, username: string): Promise<AccountLock> {
  await forgetAccount(tx, normalizeUsername(username));
  return { locked: false, until: null };
}
