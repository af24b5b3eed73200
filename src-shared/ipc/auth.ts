/**
 * Auth calls (domain §8): the main process holds the token; screens only ever see the session.
 * `setup` is the embedded mode's first run: it creates the first admin (and, if asked, the demo
 * data) and signs in as that admin.
 */
import { z } from 'zod';
import { PASSWORD_MAX, USERNAME_MAX } from '../constants/field-lengths.js';
import { ROLES } from '../constants/roles.js';
import { flag, obj, text } from '../schemas/common.js';
import { otpBody, pairCodeParams, pairRequestBody, signinBody } from '../schemas/auth.js';
import { fieldError } from '../schemas/messages.js';
import { ipcCall, noInput } from './define.js';
import { READ_DOCUMENTS } from './read-documents.js';

export const sessionSchema = z.discriminatedUnion('status', [
  /** Embedded mode with no admin yet: the screens show the setup step. */
  z.object({ status: z.literal('needs-setup') }),
  z.object({ status: z.literal('signed-out') }),
  z.object({
    status: z.literal('signed-in'),
    /** The signed-in user's document, as the users reads answer it. */
    user: READ_DOCUMENTS.user,
    role: z.enum(ROLES),
    device: z.string().nullable(),
    /** False when the token could not be kept safely: the next start asks to sign in again. */
    remembered: z.boolean(),
  }),
]);
export type Session = z.output<typeof sessionSchema>;
export type SignedInSession = Extract<Session, { status: 'signed-in' }>;

/**
 * The first admin guards the whole database, so its password is held to more than the profile's
 * 1-character minimum.
 */
export const SETUP_PASSWORD_MIN = 8;

export const setupInput = obj({
  username: text(USERNAME_MAX, 1),
  password: z.string({ error: fieldError() }).min(SETUP_PASSWORD_MIN).max(PASSWORD_MAX),
  demo: flag().optional(),
});
export type SetupInput = z.output<typeof setupInput>;

export const otpRequestInput = obj({ phone: otpBody.shape.phone });
export const otpVerifyInput = obj({ phone: otpBody.shape.phone, code: otpBody.shape.code.unwrap() });

export const AUTH_CALLS = {
  'auth.session': ipcCall(noInput, sessionSchema),
  'auth.setup': ipcCall(setupInput, sessionSchema),
  'auth.signIn': ipcCall(signinBody, sessionSchema),
  'auth.otpRequest': ipcCall(otpRequestInput, z.object({ sent: z.literal(true), expiresAt: z.string() })),
  'auth.otpVerify': ipcCall(otpVerifyInput, sessionSchema),
  /** A new device redeems the code an admin gave it. */
  'auth.pair': ipcCall(pairCodeParams, sessionSchema),
  /** An admin asks for a code to pair a device for `user`. */
  'auth.pairingCode': ipcCall(pairRequestBody, z.object({ code: z.string(), expiresAt: z.string() })),
  'auth.signOut': ipcCall(noInput, sessionSchema),
} as const;
