/**
 * Which limits each way in is held to (domain §8; numbers in src-shared/constants/auth.ts):
 *
 * - password sign-in: 5 failures per account and, separately, per account from one address, and a
 *   far higher count per address across accounts, so one person's typos never lock out an office
 *   sharing one address. A good sign-in clears the account's count and its count from that
 *   address — not its counts from other addresses, so a guesser elsewhere stays held while the
 *   owner keeps signing in;
 * - one-time codes: per phone, codes sent and wrong codes (across every code: a new code does not
 *   reset them); per address, every OTP call;
 * - pairing redemption: failures per address, like sign-in.
 *
 * Unknown usernames and phones are counted exactly like known ones, so a limit tells nothing.
 */
import { OTP_ADDRESS_MAX_REQUESTS, OTP_MAX_SENDS, OTP_MAX_WRONG, OTP_WINDOW_MS, SIGNIN_ADDRESS_MAX_FAILURES, SIGNIN_MAX_FAILURES, SIGNIN_WINDOW_MS } from '../../../src-shared/constants/auth.js';
import type { Limit } from './limits.js';

export const accountLimit = (account: string): Limit => ({ bucket: `signin:account:${account}`, max: SIGNIN_MAX_FAILURES, windowMs: SIGNIN_WINDOW_MS, account });

export const accountAddressLimit = (account: string, ip: string): Limit => ({
  bucket: `signin:account-address:${account}|${ip}`,
  max: SIGNIN_MAX_FAILURES,
  windowMs: SIGNIN_WINDOW_MS,
  account,
});

export const signinAddressLimit = (ip: string): Limit => ({ bucket: `signin:address:${ip}`, max: SIGNIN_ADDRESS_MAX_FAILURES, windowMs: SIGNIN_WINDOW_MS });

export const signinLimits = (account: string, ip: string): Limit[] => [accountLimit(account), accountAddressLimit(account, ip), signinAddressLimit(ip)];

export const otpAddressLimit = (ip: string): Limit => ({ bucket: `otp:address:${ip}`, max: OTP_ADDRESS_MAX_REQUESTS, windowMs: OTP_WINDOW_MS });

export const otpSendLimit = (phone: string): Limit => ({ bucket: `otp:sent:${phone}`, max: OTP_MAX_SENDS, windowMs: OTP_WINDOW_MS });

export const otpWrongLimit = (phone: string): Limit => ({ bucket: `otp:wrong:${phone}`, max: OTP_MAX_WRONG, windowMs: OTP_WINDOW_MS });

export const pairAddressLimit = (ip: string): Limit => ({ bucket: `pair:address:${ip}`, max: SIGNIN_ADDRESS_MAX_FAILURES, windowMs: SIGNIN_WINDOW_MS });

/** How long any counted event can matter: older rows are housekeeping's. */
export const LONGEST_LIMIT_WINDOW_MS = Math.max(SIGNIN_WINDOW_MS, OTP_WINDOW_MS);
