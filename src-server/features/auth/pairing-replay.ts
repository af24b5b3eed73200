/**
 * A pairing redemption whose answer was lost on the way leaves a spent code and a session nobody
 * holds. A device that sent an Idempotency-Key may repeat the call, with the same code and key,
 * within the code's life, and gets the same answer (same token and device).
 *
 * The answer holds a live session token, so it is not kept the way other writes' answers are
 * (src-server/http/idempotency.ts keeps them in clear, keyed by the caller's principal — for an
 * anonymous call only an address). Here the code is the credential:
 * - the row is found by a hash of code and key, so only a request presenting both finds it;
 * - the answer is encrypted (AES-256-GCM) with a key derived (HKDF) from the code and the
 *   Idempotency-Key, so the row alone — a copy of the database, a backup — does not yield the
 *   token. Someone holding the database could still brute-force the 8-character code from its
 *   SHA-256 in `pairing_codes` and still needs the Idempotency-Key; the row lives only as long as
 *   the code (ten minutes), and a revocation of the user drops it, which bounds that exposure;
 * - nothing here is logged.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Reader } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { sha256 } from './secrets.js';

const lookupOf = (code: string, key: string): string => sha256(`pairing-replay\n${code}\n${key}`);

function keyOf(code: string, key: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', code, salt, `pairing-replay\n${key}`, 32));
}

function seal(code: string, key: string, answer: unknown): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(code, key, salt), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return [salt, iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
}

function open(code: string, key: string, stored: string): unknown {
  const [salt, iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
  if (!salt || !iv || !tag || !sealed) return null;
  const decipher = createDecipheriv('aes-256-gcm', keyOf(code, key, salt), iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8'));
}

export async function storePairingReplay(tx: WriteTx, code: string, key: string, userId: string, answer: unknown, expiresAt: string): Promise<void> {
  await tx.trx
    .insertInto('pairing_replays')
    .values({ lookup: lookupOf(code, key), user_id: userId, answer: seal(code, key, answer), expires_at: expiresAt })
    .execute();
}

/** The answer first given to this code and key, while the code would still be alive; else null. */
export async function findPairingReplay(tx: WriteTx, code: string, key: string): Promise<unknown> {
  const row = await tx.trx.selectFrom('pairing_replays').select(['answer', 'expires_at']).where('lookup', '=', lookupOf(code, key)).executeTakeFirst();
  if (!row || Date.parse(row.expires_at) < Date.parse(tx.now)) return null;
  return open(code, key, row.answer);
}

export async function dropPairingReplays(tx: WriteTx, userId: string): Promise<void> {
  await tx.trx.deleteFrom('pairing_replays').where('user_id', '=', userId).execute();
}

export async function purgePairingReplays(db: Reader, now: Date): Promise<number> {
  const result = await db.deleteFrom('pairing_replays').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
