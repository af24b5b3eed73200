/** Sign-in, OTP and device pairing inputs (spec §5, domain §8). */
import { z } from 'zod';
import { OTP_DIGITS } from '../constants/auth.js';
import { USERNAME_MAX } from '../constants/field-lengths.js';
import { customerPhone, id, obj, pairingCode, text } from './common.js';
import { contract, fieldError } from './messages.js';

export const signinBody = obj({
  username: text(USERNAME_MAX, 1),
  // Never trimmed or capped: a password is compared as typed, and the first admin's may predate the profile rule.
  password: z.string({ error: fieldError() }).min(1),
});
export type SigninBody = z.output<typeof signinBody>;

const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/**
 * Customers sign in by phone (domain §8): the first call sends a code, the same call with `code`
 * answers the token. The phone is a customer phone, so it follows the customer phone pattern.
 */
export const otpBody = obj({
  phone: customerPhone(),
  code: z
    .string({ error: fieldError({ mismatch: (f) => contract.digits(f, OTP_DIGITS) }) })
    .regex(OTP_CODE_PATTERN)
    .optional(),
});
export type OtpBody = z.output<typeof otpBody>;

/** `POST /auth/pair`: an admin asks for a pairing code for this user. */
export const pairRequestBody = obj({ user: id() });
export type PairRequestBody = z.output<typeof pairRequestBody>;

/** `POST /auth/pair/{code}`: the new device redeems the code. */
export const pairCodeParams = obj({ code: pairingCode() });
export type PairCodeParams = z.output<typeof pairCodeParams>;
