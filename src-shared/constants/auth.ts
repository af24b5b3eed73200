/**
 * Signing in (domain §8): throttles, one-time codes, sessions and device pairing. No literal of
 * these is to be retyped elsewhere: other modules import them.
 */
/** Wrong passwords for one account (and for one account from one address) before it is throttled. */
export const SIGNIN_MAX_FAILURES = 5;
/** Failed sign-ins and pairing redemptions from one address, across accounts: an office shares one. */
export const SIGNIN_ADDRESS_MAX_FAILURES = 50;
export const SIGNIN_WINDOW_MS = 15 * 60_000;
export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong codes for one phone within the window, across every code it was sent, before it is locked. */
export const OTP_MAX_WRONG = 5;
/** Codes sent to one phone within the window. */
export const OTP_MAX_SENDS = 5;
/** OTP calls (asking and answering) from one client address within the window. */
export const OTP_ADDRESS_MAX_REQUESTS = 30;
export const OTP_WINDOW_MS = 60 * 60_000;
export const TOKEN_IDLE_TTL_MS = 30 * 24 * 60 * 60_000;
export const PAIRING_CODE_TTL_MS = 10 * 60_000;
/** Device pairing codes: typed by a person, so no 0/O or 1/I/L look-alikes; case-insensitive. */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 8;
