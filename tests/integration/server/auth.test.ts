/**
 * Authentication as a user meets it (domain §8): password sign-in and its throttling per account
 * and per address (more in auth-limits.test.ts), customers' one-time codes, device pairing, sign-out, disabled users and idle
 * expiry — over HTTP, on both databases, with a clock the tests move.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeLoggedAfter, createCustomer, createStaff, expectStatus, loggedCodeIds, requestOtpCode, type ErrorBody, type Staff } from '../../support/actors.js';
import { SIGNIN_ADDRESS_MAX_FAILURES } from '../../../src-shared/constants/auth.js';
import { DAY, MINUTE, manualClock } from '../../support/clock.js';
import { callFrom } from '../../support/from-address.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const SECOND = 1000;

describe.each(FLAVOURS)('auth on %s', (flavour) => {
  const clock = manualClock();
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const signInFrom = (address: string, username: string, password: string) => callFrom<ErrorBody & { token: string }>(address, server.url, 'POST', '/auth/signin', { username, password });
  const me = (token: string) => call<{ user: { _id: string }; role: string; device: string | null }>(server.url, 'GET', '/auth/me', { token });

  async function staffWithPassword(username: string, password: string): Promise<Staff> {
    const staff = await createStaff(server.url, admin, { name: username, username, role: 'OPERACION' });
    await expectStatus(call(server.url, 'PUT', '/user/profile', { token: staff.token, body: { password } }));
    return staff;
  }

  it('signs in with the right password, any case of the username, and the token says who it is', async () => {
    const response = await call<{ token: string; user: Record<string, unknown> }>(server.url, 'POST', '/auth/signin', {
      body: { username: 'Admin', password: ADMIN.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.user).toMatchObject({ username: 'admin', role: 'ADMIN', status: true });
    expect(JSON.stringify(response.body.user)).not.toMatch(/scrypt|password/i);
    const who = await me(response.body.token);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ user: { _id: response.body.user._id }, role: 'ADMIN', device: null });
  });

  it('answers a wrong password and an unknown user alike, and refuses missing or made-up tokens', async () => {
    const wrong = await signInFrom('127.0.0.9', 'admin', 'not-the-password');
    const unknown = await signInFrom('127.0.0.9', 'nobody', 'whatever');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe('wrong username or password');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect((await call(server.url, 'GET', '/auth/me')).status).toBe(401);
    expect((await me('made-up-token')).status).toBe(401);
  });

  it('throttles an account after 5 failures, from any address, until 15 minutes have passed', async () => {
    await staffWithPassword('alice', 'alice-pass-1');
    await staffWithPassword('bruno', 'bruno-pass-1');
    for (let i = 0; i < 5; i += 1) expect((await signInFrom('127.0.0.2', 'alice', `guess-${i}`)).status).toBe(401);
    const locked = await signInFrom('127.0.0.3', 'ALICE', 'alice-pass-1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/too many failed sign-ins/);
    // The other address is not throttled: another account signs in from it.
    expect((await signInFrom('127.0.0.3', 'bruno', 'bruno-pass-1')).status).toBe(200);
    clock.advance(14 * MINUTE + 59 * SECOND);
    expect((await signInFrom('127.0.0.3', 'alice', 'alice-pass-1')).status).toBe(429);
    clock.advance(2 * SECOND);
    expect((await signInFrom('127.0.0.3', 'alice', 'alice-pass-1')).status).toBe(200);
  });

  it('forgets an account’s failures after a good sign-in', async () => {
    await staffWithPassword('carla', 'carla-pass-1');
    for (let i = 0; i < 4; i += 1) expect((await signInFrom('127.0.0.5', 'carla', `guess-${i}`)).status).toBe(401);
    expect((await signInFrom('127.0.0.6', 'carla', 'carla-pass-1')).status).toBe(200);
    expect((await signInFrom('127.0.0.6', 'carla', 'guess-again')).status).toBe(401);
    expect((await signInFrom('127.0.0.6', 'carla', 'carla-pass-1')).status).toBe(200);
  });

  it('throttles an address only after 50 failures across accounts, not the accounts elsewhere', async () => {
    for (let i = 0; i < SIGNIN_ADDRESS_MAX_FAILURES; i += 1) expect((await signInFrom('127.0.0.4', `someone-${i}`, 'guess')).status).toBe(401);
    const throttled = await signInFrom('127.0.0.4', 'admin', ADMIN.password);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe(String(15 * 60));
    expect((await signInFrom('127.0.0.7', 'admin', ADMIN.password)).status).toBe(200);
    clock.advance(15 * MINUTE + SECOND);
    expect((await signInFrom('127.0.0.4', 'admin', ADMIN.password)).status).toBe(200);
  });

  describe('one-time codes for customers', () => {
    const phone = '+54 11 55550001';
    const otp = (body: Record<string, unknown>) => call<ErrorBody & { token: string; user: { _id: string } }>(server.url, 'POST', '/auth/otp', { body });
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    let customerId: string;

    beforeAll(async () => {
      customerId = (await createCustomer(server.url, admin, { name: 'Almacén Don Pepe', phone }))._id;
    });

    it('sends a 6-digit code valid for 10 minutes that signs the customer in once', async () => {
      // The code of this very request: another request's code, logged late, would not sign in.
      const before = await loggedCodeIds(server, phone);
      const asked = await otp({ phone });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ sent: true, expiresAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString() });
      const code = await codeLoggedAfter(server, phone, before);
      expect(code).toMatch(/^\d{6}$/);
      const signed = await otp({ phone, code });
      expect(signed.status).toBe(200);
      expect(signed.body.user._id).toBe(customerId);
      expect((await me(signed.body.token)).body).toMatchObject({ user: { _id: customerId }, role: 'CUSTOMER' });
      const again = await otp({ phone, code });
      expect(again.status).toBe(401);
    });

    it('finds the customer however the optional spaces of its phone are typed', async () => {
      // Stored as '+54 11 55550001'; a customer types its own number its own way.
      const before = await loggedCodeIds(server, phone);
      expect((await otp({ phone: '+5411 55550001' })).status).toBe(200);
      const code = await codeLoggedAfter(server, phone, before);
      const signed = await otp({ phone: '+541155550001', code });
      expect(signed.status).toBe(200);
      expect(signed.body.user._id).toBe(customerId);
    });

    it('writes no code for a phone no customer has, yet answers the same', async () => {
      const stranger = '+54 11 99990000';
      expect((await otp({ phone: stranger })).body).toMatchObject({ sent: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const logged = await server.database.db.selectFrom('outbound_messages').select('id').where('recipient', '=', stranger).execute();
      expect(logged).toEqual([]);
    });

    it('locks the phone for an hour after 5 wrong codes, across codes: a new code does not reset them', async () => {
      const other = '+54 11 55550002';
      await createCustomer(server.url, admin, { name: 'Kiosco Lola', phone: other });
      const first = await requestOtpCode(server, other);
      for (let i = 0; i < 3; i += 1) expect((await otp({ phone: other, code: wrongCode(first) })).body.message).toBe('wrong code');
      const second = await requestOtpCode(server, other);
      expect((await otp({ phone: other, code: wrongCode(second) })).body.message).toBe('wrong code');
      const fifth = await otp({ phone: other, code: wrongCode(second) });
      expect(fifth.status).toBe(429);
      expect(fifth.body.message).toBe('too many wrong codes: wait 60 minutes and try again');
      expect(fifth.headers.get('retry-after')).toBe(String(60 * 60));
      expect((await otp({ phone: other, code: second })).status).toBe(429);
      const third = await requestOtpCode(server, other);
      expect((await otp({ phone: other, code: third })).status).toBe(429);
      clock.advance(60 * MINUTE + SECOND);
      const fresh = await requestOtpCode(server, other);
      expect((await otp({ phone: other, code: fresh })).status).toBe(200);
    });

    it('accepts a code just before 10 minutes and refuses it after', async () => {
      const early = await requestOtpCode(server, phone);
      clock.advance(9 * MINUTE + 59 * SECOND);
      expect((await otp({ phone, code: early })).status).toBe(200);
      const late = await requestOtpCode(server, phone);
      clock.advance(10 * MINUTE + SECOND);
      const refused = await otp({ phone, code: late });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('the code has expired: ask for a new one');
    });
  });

  describe('device pairing', () => {
    it('gives a code for 10 minutes that signs one device in, once, typed in any case', async () => {
      const user = await expectStatus(call<{ _id: string }>(server.url, 'POST', '/user', { token: admin, body: { name: 'Dora', username: 'dora', role: 'AV' } }), 201);
      const pair = await expectStatus(call<{ code: string; expiresAt: string }>(server.url, 'POST', '/auth/pair', { token: admin, body: { user: user._id } }), 201);
      expect(pair.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      expect(pair.expiresAt).toBe(new Date(clock.now().getTime() + 10 * MINUTE).toISOString());
      const redeemed = await call<{ token: string; user: { _id: string }; device: string }>(server.url, 'POST', `/auth/pair/${pair.code.toLowerCase()}`);
      expect(redeemed.status).toBe(200);
      expect(redeemed.body.user._id).toBe(user._id);
      expect(redeemed.body.device).toMatch(/^[0-9a-f]{24}$/);
      expect((await me(redeemed.body.token)).body).toMatchObject({ role: 'AV', device: redeemed.body.device });
      expect((await call(server.url, 'POST', `/auth/pair/${pair.code}`)).status).toBe(401);
    });

    it('refuses a code after 10 minutes', async () => {
      const user = await expectStatus(call<{ _id: string }>(server.url, 'POST', '/user', { token: admin, body: { name: 'Ema', username: 'ema', role: 'COMPRAS' } }), 201);
      const pair = await expectStatus(call<{ code: string }>(server.url, 'POST', '/auth/pair', { token: admin, body: { user: user._id } }), 201);
      clock.advance(10 * MINUTE + SECOND);
      const late = await call<ErrorBody>(server.url, 'POST', `/auth/pair/${pair.code}`);
      expect(late.status).toBe(401);
      expect(late.body.message).toMatch(/not valid any more/);
    });
  });

  it('signs out only the session it is called with', async () => {
    const first = await signIn(server.url, ADMIN.username, ADMIN.password);
    const second = await signIn(server.url, ADMIN.username, ADMIN.password);
    expect(await expectStatus(call(server.url, 'POST', '/auth/signout', { token: first }))).toEqual({ ok: true });
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('stops a disabled user’s tokens for good, and enabling does not bring them back', async () => {
    const fede = await staffWithPassword('fede', 'fede-pass-1');
    expect((await me(fede.token)).status).toBe(200);
    await expectStatus(call(server.url, 'DELETE', `/user/${fede.user._id}`, { token: admin }));
    expect((await me(fede.token)).status).toBe(401);
    expect((await signInFrom('127.0.0.8', 'fede', 'fede-pass-1')).status).toBe(401);
    await expectStatus(call(server.url, 'PUT', `/user/${fede.user._id}/enable`, { token: admin }));
    expect((await me(fede.token)).status).toBe(401);
    expect((await signInFrom('127.0.0.8', 'fede', 'fede-pass-1')).status).toBe(200);
  });

  it('expires a token after 30 days without use, counted from its last use', async () => {
    const used = await signIn(server.url, ADMIN.username, ADMIN.password);
    const idle = await signIn(server.url, ADMIN.username, ADMIN.password);
    clock.advance(30 * DAY - MINUTE);
    expect((await me(used)).status).toBe(200);
    clock.advance(30 * DAY - MINUTE);
    expect((await me(used)).status).toBe(200);
    expect((await me(idle)).status).toBe(401);
    clock.advance(30 * DAY + MINUTE);
    expect((await me(used)).status).toBe(401);
  });
});
