/**
 * Sign-in by password, by one-time code (customers), and by pairing code (new devices), and
 * sign-out (domain §8). Failures that must be remembered — throttling counts, OTP tries — are
 * answered with committed error results, so the count survives the refusal.
 */
import { OTP_DIGITS, OTP_MAX_TRIES, OTP_TTL_MS, PAIRING_CODE_TTL_MS } from '../../../src-shared/constants.js';
import { AppError, reasonPhrase } from '../../../src-shared/errors.js';
import { newId } from '../../../src-shared/ids.js';
import { docs, getDoc, requireDoc, rowToDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { OtpSender } from '../../deps.js';
import { HttpResult, type Caller } from '../../http/context.js';
import { CUSTOMERS, type CustomerFields } from '../customers/collection.js';
import { USERS, type UserFields } from '../users/collection.js';
import { numericCode, pairingCode, sha256, verifyPassword } from './secrets.js';
import { createSession, revokeSession } from './sessions.js';
import { clearAccountFailures, isThrottled, recordFailure, throttleSubjects } from './throttle.js';

function refusal(status: number, message: string): HttpResult {
  return new HttpResult(status, { statusCode: status, error: reasonPhrase(status), message }, true);
}

const THROTTLED = 'too many failed sign-ins: wait 15 minutes and try again';

export async function signIn(tx: WriteTx, input: { username: string; password: string }, ip: string): Promise<HttpResult | { token: string; user: Doc<UserFields> }> {
  const subjects = throttleSubjects(input.username, ip);
  if (await isThrottled(tx.trx, subjects, new Date(tx.now))) return refusal(429, THROTTLED);
  const row = await docs(tx.trx)
    .selectFrom('users')
    .select(['doc', 'status', 'number', 'password_hash'])
    .where('username', '=', input.username.toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(input.password, (row?.password_hash as string | null | undefined) ?? null);
  const user = row ? rowToDoc<UserFields>(row) : null;
  if (!ok || !user || !user.status) {
    await recordFailure(tx, subjects);
    return refusal(401, 'wrong username or password');
  }
  await clearAccountFailures(tx, input.username);
  const token = await createSession(tx, 'user', user._id, null);
  return { token, user };
}

/** Step one: send a code to a customer's phone. Unknown phones get the same answer (no probing). */
export async function requestOtp(tx: WriteTx, phone: string, sender: OtpSender): Promise<{ sent: true; expiresAt: string }> {
  const expiresAt = new Date(Date.parse(tx.now) + OTP_TTL_MS).toISOString();
  const customer = await docs(tx.trx).selectFrom('customers').select('id').where('phone', '=', phone).where('status', '=', 1).executeTakeFirst();
  if (customer) {
    const code = numericCode(OTP_DIGITS);
    const row = { phone, code_hash: sha256(`${phone}:${code}`), expires_at: expiresAt, tries: 0 };
    await tx.trx.insertInto('otp_codes').values(row).onConflict((oc) => oc.column('phone').doUpdateSet(row)).execute();
    tx.afterCommit(() => void sender.send(phone, code));
  }
  return { sent: true, expiresAt };
}

/** Step two: the code, single use, ten minutes, five tries. */
export async function verifyOtp(tx: WriteTx, phone: string, code: string): Promise<HttpResult | { token: string; user: Doc<CustomerFields> }> {
  const row = await tx.trx.selectFrom('otp_codes').selectAll().where('phone', '=', phone).executeTakeFirst();
  if (!row || Date.parse(row.expires_at) < Date.parse(tx.now)) return refusal(401, 'the code has expired: ask for a new one');
  if (row.code_hash !== sha256(`${phone}:${code}`)) {
    const tries = Number(row.tries) + 1;
    if (tries >= OTP_MAX_TRIES) await tx.trx.deleteFrom('otp_codes').where('phone', '=', phone).execute();
    else await tx.trx.updateTable('otp_codes').set({ tries }).where('phone', '=', phone).execute();
    return refusal(401, tries >= OTP_MAX_TRIES ? 'too many wrong codes: ask for a new one' : 'wrong code');
  }
  await tx.trx.deleteFrom('otp_codes').where('phone', '=', phone).execute();
  const found = await docs(tx.trx).selectFrom('customers').select('id').where('phone', '=', phone).where('status', '=', 1).executeTakeFirst();
  if (!found) return refusal(401, 'the code has expired: ask for a new one');
  const customer = await requireDoc(tx.trx, CUSTOMERS, found.id);
  const token = await createSession(tx, 'customer', customer._id, null);
  return { token, user: customer };
}

/** An admin asks for a code that lets a new device sign in as `userId`. */
export async function createPairingCode(tx: WriteTx, userId: string): Promise<{ code: string; expiresAt: string }> {
  const user = await requireDoc(tx.trx, USERS, userId);
  if (!user.status) throw AppError.conflict('cannot pair a device for a disabled user: enable the user first');
  const code = pairingCode();
  const expiresAt = new Date(Date.parse(tx.now) + PAIRING_CODE_TTL_MS).toISOString();
  await tx.trx.insertInto('pairing_codes').values({ code_hash: sha256(code), user_id: user._id, expires_at: expiresAt, used_at: null }).execute();
  return { code, expiresAt };
}

export async function redeemPairingCode(tx: WriteTx, code: string): Promise<HttpResult | { token: string; user: Doc<UserFields>; device: string }> {
  const hash = sha256(code.toUpperCase());
  const row = await tx.trx.selectFrom('pairing_codes').selectAll().where('code_hash', '=', hash).executeTakeFirst();
  if (!row || row.used_at || Date.parse(row.expires_at) < Date.parse(tx.now)) {
    return refusal(401, 'this pairing code is not valid any more: ask an admin for a new one');
  }
  await tx.trx.updateTable('pairing_codes').set({ used_at: tx.now }).where('code_hash', '=', hash).execute();
  const user = await getDoc(tx.trx, USERS, row.user_id);
  if (!user?.status) return refusal(401, 'this pairing code is not valid any more: ask an admin for a new one');
  const device = newId(new Date(tx.now));
  const token = await createSession(tx, 'user', user._id, device);
  return { token, user, device };
}

export async function signOut(tx: WriteTx, caller: Caller): Promise<{ ok: true }> {
  await revokeSession(tx, caller.tokenHash);
  return { ok: true };
}
