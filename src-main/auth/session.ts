/**
 * The signed-in session (domain §8): sign-in by password, by one-time code (customers) or by a
 * pairing code (a new device), and sign-out — all through the API client. The token never leaves
 * the main process; it is kept through a `SecretStore`. A start resumes the kept session at once
 * (the replica works offline) and then checks it with the server.
 */
import { z } from 'zod';
import { type Role, ROLES } from '../../src-shared/constants/roles.js';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import type { Session } from '../../src-shared/ipc/auth.js';
import { READ_DOCUMENTS } from '../../src-shared/ipc/read-documents.js';
import type { ApiClient } from '../sync/index.js';
import { unwrap } from './api-result.js';
import type { SecretStore } from './secret-store.js';

const credentialSchema = z.object({
  token: z.string().min(1),
  user: READ_DOCUMENTS.user,
  role: z.enum(ROLES),
  device: z.string().nullable(),
});
type Credential = z.output<typeof credentialSchema>;

const signedInAnswer = z.object({ token: z.string().min(1), user: READ_DOCUMENTS.user, device: z.string().optional() });
const meAnswer = z.object({ user: READ_DOCUMENTS.user, role: z.enum(ROLES), device: z.string().nullable() });
const codeAnswer = z.object({ code: z.string(), expiresAt: z.string() });
const otpSentAnswer = z.object({ sent: z.literal(true), expiresAt: z.string() });

export interface AuthSession {
  /** The bearer token for the API client; null when signed out. */
  token(): string | null;
  current(): Session;
  /** At start: the kept session, as it was (no network, so an offline start is not held up). */
  restore(): Promise<Session>;
  /** Checks the session with the server: a revoked token signs out; an unreachable server changes nothing. */
  verify(): Promise<Session>;
  signIn(input: { username: string; password: string }): Promise<Session>;
  otpRequest(phone: string): Promise<z.output<typeof otpSentAnswer>>;
  otpVerify(phone: string, code: string): Promise<Session>;
  pair(code: string): Promise<Session>;
  /** An admin asks for a code that signs a new device in as `user`. */
  pairingCode(user: string): Promise<z.output<typeof codeAnswer>>;
  signOut(): Promise<Session>;
}

export interface AuthSessionOptions {
  api: Pick<ApiClient, 'call'>;
  secrets: SecretStore;
  log?: (message: string) => void;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('INTERNAL', `the server answered ${what} with an unexpected shape`, { cause: parsed.error });
  return parsed.data;
}

/** Staff records carry their role; a customer (OTP) has none, it is the CUSTOMER role. */
function roleOf(user: Record<string, unknown>): Role {
  const role = ROLES.find((r) => r === user.role);
  return role ?? 'CUSTOMER';
}

export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const { api, secrets } = options;
  const log = options.log ?? (() => undefined);
  let credential: Credential | null = null;
  let remembered = false;

  const current = (): Session => {
    if (credential === null) return { status: 'signed-out' };
    const { user, role, device } = credential;
    return { status: 'signed-in', user, role, device, remembered };
  };

  const refuseIfSignedIn = (): void => {
    if (credential !== null) throw AppError.conflict(said('desktop.someoneSignedIn', {}));
  };

  async function begin(answer: unknown, what: string, role?: Role): Promise<Session> {
    const { token, user, device } = parse(signedInAnswer, answer, what);
    credential = { token, user, role: role ?? roleOf(user), device: device ?? null };
    remembered = await secrets.save(JSON.stringify(credential));
    return current();
  }

  async function forget(): Promise<void> {
    credential = null;
    remembered = false;
    await secrets.clear();
  }

  return {
    token: () => credential?.token ?? null,
    current,

    async restore() {
      const kept = await secrets.load();
      if (kept === null) return current();
      let stored: unknown = null;
      try {
        stored = JSON.parse(kept);
      } catch {
        // Unreadable: treated as no kept session below.
      }
      const parsed = credentialSchema.safeParse(stored);
      if (parsed.success) {
        credential = parsed.data;
        remembered = true;
      } else {
        await forget();
      }
      return current();
    },

    async verify() {
      if (credential === null) return current();
      const me = await api.call('auth.me');
      if (me.ok) {
        credential = { ...credential, ...parse(meAnswer, me.body, 'auth.me') };
        remembered = await secrets.save(JSON.stringify(credential));
      } else if (me.error.code === 'UNAUTHORIZED') {
        await forget();
      } else {
        // Offline start: keep the kept session; sync reports the server once it answers.
        log(`the server could not check the kept session (${me.error.code}); working with it offline`);
      }
      return current();
    },

    async signIn(input) {
      refuseIfSignedIn();
      return begin(unwrap(await api.call('auth.signin', { body: input })), 'the sign-in');
    },

    async otpRequest(phone) {
      refuseIfSignedIn();
      return parse(otpSentAnswer, unwrap(await api.call('auth.otp', { body: { phone } })), 'the code request');
    },

    async otpVerify(phone, code) {
      refuseIfSignedIn();
      return begin(unwrap(await api.call('auth.otp', { body: { phone, code } })), 'the code', 'CUSTOMER');
    },

    async pair(code) {
      refuseIfSignedIn();
      return begin(unwrap(await api.call('auth.pairRedeem', { params: { code } })), 'the pairing');
    },

    async pairingCode(user) {
      if (credential === null) throw AppError.unauthorized();
      return parse(codeAnswer, unwrap(await api.call('auth.pair', { body: { user } })), 'the pairing code');
    },

    async signOut() {
      if (credential === null) return current();
      const answer = await api.call('auth.signout');
      // Signed out here either way; an unreachable server keeps the token until it expires idle.
      if (!answer.ok && answer.error.code !== 'UNAUTHORIZED') log(`the server did not revoke the session (${answer.error.code})`);
      await forget();
      return current();
    },
  };
}
