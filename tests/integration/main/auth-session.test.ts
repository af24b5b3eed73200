/**
 * The desktop's auth session against the real API server (SQLite, real HTTP): password, one-time
 * code and pairing sign-ins through the API client, the token kept through a secret store and
 * resumed at start, revoked tokens noticed, and sign-out revoking the token on the server.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer } from '../../support/actors.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { createAuthSession, type AuthSession } from '../../../src-main/auth/session.js';
import type { SecretStore } from '../../../src-main/auth/secret-store.js';
import { createApiClient } from '../../../src-main/sync/index.js';

/** A store that keeps the secret like a disk would (it survives the session object). */
function keepingStore(): SecretStore & { kept: string | null } {
  const store = {
    kept: null as string | null,
    load: async () => store.kept,
    save: async (secret: string) => ((store.kept = secret), true),
    clear: async () => void (store.kept = null),
  };
  return store;
}

describe('auth session', () => {
  let server: TestServer;
  let adminToken: string;

  function session(secrets: SecretStore, baseUrl = server.url): AuthSession {
    const auth: AuthSession = createAuthSession({ api: createApiClient({ baseUrl, token: () => auth.token() }), secrets });
    return auth;
  }

  async function otpCode(phone: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const row = await server.database.db.selectFrom('outbound_messages').select('body').where('recipient', '=', phone).executeTakeFirst();
      const code = row ? /(\d{6})/.exec(row.body)?.[1] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no code was sent to ${phone}`);
  }

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'));
    adminToken = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  it('signs in by password, keeps the token, and answers the server’s refusal as an error value', async () => {
    const secrets = keepingStore();
    const auth = session(secrets);
    await expect(auth.signIn({ username: ADMIN.username, password: 'wrong' })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'wrong username or password' });
    expect(auth.current()).toEqual({ status: 'signed-out' });
    const signedIn = await auth.signIn(ADMIN);
    expect(signedIn).toMatchObject({ status: 'signed-in', role: 'ADMIN', device: null, remembered: true, user: { username: ADMIN.username } });
    expect(auth.token()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(secrets.kept ?? '{}')).toMatchObject({ token: auth.token(), role: 'ADMIN' });
    await expect(auth.signIn(ADMIN)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('resumes a kept session at start without the network, and drops it once the server says it is revoked', async () => {
    const secrets = keepingStore();
    const first = session(secrets);
    await first.signIn(ADMIN);
    const token = first.token();

    const offline = session(secrets, 'http://127.0.0.1:9/api');
    expect(await offline.restore()).toMatchObject({ status: 'signed-in', remembered: true });
    expect(await offline.verify()).toMatchObject({ status: 'signed-in' });
    expect(offline.token()).toBe(token);

    await call(server.url, 'POST', '/auth/signout', { token });
    const later = session(secrets);
    await later.restore();
    expect(await later.verify()).toEqual({ status: 'signed-out' });
    expect(secrets.kept).toBeNull();
  });

  it('signs out here and on the server', async () => {
    const auth = session(keepingStore());
    await auth.signIn(ADMIN);
    const token = auth.token();
    expect(await auth.signOut()).toEqual({ status: 'signed-out' });
    expect(auth.token()).toBeNull();
    expect((await call(server.url, 'GET', '/auth/me', { token })).status).toBe(401);
  });

  it('signs a customer in by one-time code', async () => {
    const phone = '+54 11 55551234';
    await createCustomer(server.url, adminToken, { name: 'Cliente OTP', phone });
    const auth = session(keepingStore());
    expect(await auth.otpRequest(phone)).toMatchObject({ sent: true, expiresAt: expect.any(String) });
    await expect(auth.otpVerify(phone, '000000')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const signedIn = await auth.otpVerify(phone, await otpCode(phone));
    expect(signedIn).toMatchObject({ status: 'signed-in', role: 'CUSTOMER', user: { name: 'Cliente OTP' } });
  });

  it('pairs a new device with a code an admin asked for', async () => {
    const admin = session(keepingStore());
    await admin.signIn(ADMIN);
    const user = (admin.current() as { user: { _id: string } }).user;
    const { code } = await admin.pairingCode(user._id);
    const device = session(keepingStore());
    const paired = await device.pair(code);
    expect(paired).toMatchObject({ status: 'signed-in', role: 'ADMIN', device: expect.stringMatching(/^[0-9a-f]{24}$/) });
    await expect(session(keepingStore()).pair(code)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(session(keepingStore()).pairingCode(user._id)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
