/**
 * Sign-in by password, by one-time code (customers), and by pairing code (new devices), and
 * sign-out (domain §8). Events that limits count — failures, codes sent, OTP calls — are recorded
 * with committed error results, so the count survives the refusal (limit-rules.ts says which).
 */
import { OTP_DIGITS, OTP_TTL_MS, PAIRING_CODE_TTL_MS } from '../../../src-shared/constants/auth.js';
import { phoneKey } from '../../../src-shared/constants/customers.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError, reasonPhrase } from '../../../src-shared/errors.js';
import { newId } from '../../../src-shared/ids.js';
import { normalizeUsername } from '../../../src-shared/usernames.js';
import { docs, getDoc, requireDoc, rowToDoc, type Doc } from '../../db/documents.js';
import { lockedForWrite } from '../../db/locks.js';
import type { WriteTx } from '../../db/write.js';
import type { Messaging } from '../../deps.js';
import { HttpResult, type Caller } from '../../http/context.js';
import { CUSTOMERS, type CustomerFields } from '../customers/collection.js';
import { enabledCustomerOnLine } from '../customers/service.js';
import { canSendSignInCodes, queueSignInCode, SIGN_IN_NOT_SET_UP } from '../messages/sign-in-code.js';
import { USERS, type UserFields } from '../users/collection.js';
import { accountAddressLimit, accountLimit, otpAddressLimit, otpSendLimit, otpWrongLimit, pairAddressLimit, signinLimits } from './limit-rules.js';
import { countEvent, forgetEvents, limitReached } from './limits.js';
import { findPairingReplay, storePairingReplay } from './pairing-replay.js';
import { newToken, numericCode, pairingCode, sha256, verifyPassword } from './secrets.js';
import { createSession, revokeSession } from './sessions.js';

function refusal(status: number, message: string): HttpResult {
  return new HttpResult(status, { statusCode: status, error: reasonPhrase(status), message }, true);
}

/** 429 with `Retry-After`: the seconds until the limit has room again. */
function tooMany(seconds: number, what: string): HttpResult {
  const minutes = Math.ceil(seconds / 60);
  const message = `${what}: wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again`;
  return new HttpResult(429, { statusCode: 429, error: reasonPhrase(429), message }, true, { 'retry-after': String(seconds) });
}

const TOO_MANY_SIGNINS = 'too many failed sign-ins';

export async function signIn(tx: WriteTx, input: { username: string; password: string }, ip: string): Promise<HttpResult | { token: string; user: Doc<UserFields> }> {
  const account = normalizeUsername(input.username);
  const limits = signinLimits(account, ip);
  const wait = await limitReached(tx.trx, limits, new Date(tx.now));
  if (wait !== null) return tooMany(wait, TOO_MANY_SIGNINS);
  const row = await docs(tx.trx).selectFrom('users').select(['doc', 'status', 'number', 'password_hash']).where('username', '=', account).executeTakeFirst();
  const ok = await verifyPassword(input.password, (row?.password_hash as string | null | undefined) ?? null);
  const user = row ? rowToDoc<UserFields>(row) : null;
  if (!ok || !user || !user.status) {
    await countEvent(tx, limits);
    return refusal(401, 'wrong username or password');
  }
  await forgetEvents(tx, [accountLimit(account), accountAddressLimit(account, ip)]);
  const token = await createSession(tx, 'user', user._id, null);
  return { token, user };
}

/**
 * Step one: send a code to a customer's phone. A phone no customer has gets the same answer and a
 * code row too — one nobody is sent — so step two answers it exactly as it would a customer's.
 * The code is queued in this transaction for the outbound message service (features/messages).
 */
export async function requestOtp(tx: WriteTx, typed: string, ip: string, messaging: Messaging): Promise<HttpResult | { sent: true; expiresAt: string }> {
  if (!canSendSignInCodes(messaging.channels)) return refusal(503, SIGN_IN_NOT_SET_UP);
  const phone = phoneKey(typed);
  const limits = [otpAddressLimit(ip), otpSendLimit(phone)];
  const wait = await limitReached(tx.trx, limits, new Date(tx.now));
  if (wait !== null) return tooMany(wait, 'too many sign-in codes asked for');
  await countEvent(tx, limits);
  const expiresAt = new Date(Date.parse(tx.now) + OTP_TTL_MS).toISOString();
  const customer = await enabledCustomerOnLine(tx.trx, phone);
  const code = customer ? numericCode(OTP_DIGITS) : newToken();
  const row = { phone, code_hash: sha256(`${phone}:${code}`), expires_at: expiresAt, tries: 0 };
  await tx.trx
    .insertInto('otp_codes')
    .values(row)
    .onConflict((oc) => oc.column('phone').doUpdateSet(row))
    .execute();
  if (customer) {
    // Sent to the phone as the customer's record holds it, which is how a gateway expects it.
    const { email, phone: stored } = await requireDoc(tx.trx, CUSTOMERS, customer.id);
    await queueSignInCode(tx, messaging.channels, messaging.outbox, { phone: stored ?? typed, email: email || null }, code, expiresAt);
  }
  return { sent: true, expiresAt };
}

const EXPIRED_CODE = 'the code has expired: ask for a new one';

/** Step two: the code, single use, ten minutes; five wrong codes an hour lock the phone. */
export async function verifyOtp(tx: WriteTx, typed: string, code: string, ip: string): Promise<HttpResult | { token: string; user: Doc<CustomerFields> }> {
  const phone = phoneKey(typed);
  const wrongCodes = otpWrongLimit(phone);
  const wait = await limitReached(tx.trx, [otpAddressLimit(ip), wrongCodes], new Date(tx.now));
  if (wait !== null) return tooMany(wait, 'too many wrong codes or sign-in calls');
  await countEvent(tx, [otpAddressLimit(ip)]);
  const row = await tx.trx.selectFrom('otp_codes').selectAll().where('phone', '=', phone).executeTakeFirst();
  if (!row || Date.parse(row.expires_at) < Date.parse(tx.now)) return refusal(401, EXPIRED_CODE);
  if (row.code_hash !== sha256(`${phone}:${code}`)) {
    await countEvent(tx, [wrongCodes]);
    const locked = await limitReached(tx.trx, [wrongCodes], new Date(tx.now));
    if (locked === null) return refusal(401, 'wrong code');
    // The phone is locked: its code dies with it, so a wait does not bring it back.
    await tx.trx.deleteFrom('otp_codes').where('phone', '=', phone).execute();
    return tooMany(locked, 'too many wrong codes');
  }
  await tx.trx.deleteFrom('otp_codes').where('phone', '=', phone).execute();
  const found = await enabledCustomerOnLine(tx.trx, phone);
  if (!found) return refusal(401, EXPIRED_CODE);
  // Whoever holds the code is the customer: their own earlier typos no longer count.
  await forgetEvents(tx, [wrongCodes]);
  const customer = await requireDoc(tx.trx, CUSTOMERS, found.id);
  const token = await createSession(tx, 'customer', customer._id, null);
  return { token, user: customer };
}

/** An admin asks for a code that lets a new device sign in as `userId`. */
export async function createPairingCode(tx: WriteTx, userId: string): Promise<{ code: string; expiresAt: string }> {
  const user = await requireDoc(tx.trx, USERS, userId);
  if (!user.status) throw AppError.conflict(said('auth.pairDisabledUser', {}));
  const code = pairingCode();
  const expiresAt = new Date(Date.parse(tx.now) + PAIRING_CODE_TTL_MS).toISOString();
  await tx.trx
    .insertInto('pairing_codes')
    .values({ code_hash: sha256(code), user_id: user._id, expires_at: expiresAt, used_at: null })
    .execute();
  return { code, expiresAt };
}

type Paired = { token: string; user: Doc<UserFields>; device: string };

const STALE_PAIRING_CODE = 'this pairing code is not valid any more: ask an admin for a new one';

/**
 * A new device redeems a code. With an Idempotency-Key, a repeat with the same code and key gets
 * the first answer back (pairing-replay.ts); failures count against the address like sign-in's.
 */
export async function redeemPairingCode(tx: WriteTx, typed: string, ip: string, replayKey: string | null): Promise<HttpResult | Paired> {
  const code = typed.toUpperCase();
  if (replayKey) {
    const replay = await findPairingReplay(tx, code, replayKey);
    if (replay) return replay as Paired;
  }
  const limits = [pairAddressLimit(ip)];
  const wait = await limitReached(tx.trx, limits, new Date(tx.now));
  if (wait !== null) return tooMany(wait, 'too many failed pairing codes');
  const hash = sha256(code);
  // Single use: a second redemption of the code at once waits here and then finds it used (db/locks.ts).
  const row = await lockedForWrite(tx, tx.trx.selectFrom('pairing_codes').selectAll().where('code_hash', '=', hash)).executeTakeFirst();
  const user = row && !row.used_at && Date.parse(row.expires_at) >= Date.parse(tx.now) ? await getDoc(tx.trx, USERS, row.user_id) : null;
  if (!row || !user?.status) {
    await countEvent(tx, limits);
    return refusal(401, STALE_PAIRING_CODE);
  }
  await tx.trx.updateTable('pairing_codes').set({ used_at: tx.now }).where('code_hash', '=', hash).execute();
  const device = newId(new Date(tx.now));
  const token = await createSession(tx, 'user', user._id, device);
  const answer: Paired = { token, user, device };
  if (replayKey) await storePairingReplay(tx, code, replayKey, user._id, answer, row.expires_at);
  return answer;
}

export async function signOut(tx: WriteTx, caller: Caller): Promise<{ ok: true }> {
  await revokeSession(tx, caller.tokenHash);
  return { ok: true };
}
