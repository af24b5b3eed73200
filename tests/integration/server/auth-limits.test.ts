/**
 * The limits on every way in (domain §8), over HTTP on both databases, with a clock the tests move:
 * one person's wrong passwords lock their account only, never the office sharing their address; an
 * admin sees and lifts a lock; one-time codes are limited per phone and per address, alike for
 * phones no customer has; failed pairing codes are limited per address; and a pairing redemption
 * whose answer was lost can be repeated with its code and Idempotency-Key.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OTP_ADDRESS_MAX_REQUESTS, OTP_MAX_SENDS, SIGNIN_ADDRESS_MAX_FAILURES, SIGNIN_MAX_FAILURES } from '../../../src-shared/constants/auth.js';
import { createCustomer, createStaff, expectStatus, type ErrorBody, type Staff } from '../../support/actors.js';
import { MINUTE, manualClock } from '../../support/clock.js';
import { callFrom } from '../../support/from-address.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const HOUR = 60 * MINUTE;

describe.each(FLAVOURS)('sign-in limits on %s', (flavour) => {
  const clock = manualClock();
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const signInFrom = (address: string, username: string, password: string) => callFrom<ErrorBody & { token: string }>(address, server.url, 'POST', '/auth/signin', { username, password });
  const otpFrom = (address: string, body: Record<string, unknown>) => callFrom<ErrorBody & { sent?: boolean; expiresAt?: string }>(address, server.url, 'POST', '/auth/otp', body);
  const me = (token: string) => call(server.url, 'GET', '/auth/me', { token });

  async function staffWithPassword(username: string, password: string, role = 'OPERACION'): Promise<Staff> {
    const staff = await createStaff(server.url, admin, { name: username, username, role });
    await expectStatus(call(server.url, 'PUT', '/user/profile', { token: staff.token, body: { password } }));
    return staff;
  }

  describe('password sign-in', () => {
    it('locks only the account that failed: another user on the same address still signs in', async () => {
      await staffWithPassword('gabi', 'gabi-pass-1');
      await staffWithPassword('hugo', 'hugo-pass-1');
      for (let i = 0; i < SIGNIN_MAX_FAILURES; i += 1) expect((await signInFrom('127.0.0.30', 'gabi', `typo-${i}`)).status).toBe(401);
      const locked = await signInFrom('127.0.0.30', 'gabi', 'gabi-pass-1');
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe(String(15 * 60));
      expect((await signInFrom('127.0.0.30', 'hugo', 'hugo-pass-1')).status).toBe(200);
      expect((await signInFrom('127.0.0.30', 'admin', ADMIN.password)).status).toBe(200);
    });

    it('tells the wait until the oldest failure leaves the window', async () => {
      await staffWithPassword('ines', 'ines-pass-1');
      expect((await signInFrom('127.0.0.31', 'ines', 'typo-0')).status).toBe(401);
      clock.advance(5 * MINUTE);
      for (let i = 1; i < SIGNIN_MAX_FAILURES; i += 1) expect((await signInFrom('127.0.0.31', 'ines', `typo-${i}`)).status).toBe(401);
      expect((await signInFrom('127.0.0.32', 'ines', 'ines-pass-1')).headers.get('retry-after')).toBe(String(10 * 60));
      clock.advance(10 * MINUTE + 1000);
      expect((await signInFrom('127.0.0.32', 'ines', 'ines-pass-1')).status).toBe(200);
    });

    it('keeps holding a guesser’s address after the owner signs in from elsewhere', async () => {
      await staffWithPassword('juan', 'juan-pass-1');
      for (let i = 0; i < SIGNIN_MAX_FAILURES - 1; i += 1) expect((await signInFrom('127.0.0.33', 'juan', `guess-${i}`)).status).toBe(401);
      expect((await signInFrom('127.0.0.34', 'juan', 'juan-pass-1')).status).toBe(200);
      expect((await signInFrom('127.0.0.33', 'juan', 'guess-last')).status).toBe(401);
      expect((await signInFrom('127.0.0.33', 'juan', 'juan-pass-1')).status).toBe(429);
      expect((await signInFrom('127.0.0.34', 'juan', 'juan-pass-1')).status).toBe(200);
    });

    it('shows an admin that an account is locked, and the admin’s unlock lets it in at once', async () => {
      const kevin = await staffWithPassword('kevin', 'kevin-pass-1');
      const lock = () => call<{ locked: boolean; until: string | null }>(server.url, 'GET', `/user/${kevin.user._id}/lock`, { token: admin });
      expect((await lock()).body).toEqual({ locked: false, until: null });
      for (let i = 0; i < SIGNIN_MAX_FAILURES; i += 1) expect((await signInFrom('127.0.0.35', 'kevin', `typo-${i}`)).status).toBe(401);
      expect((await lock()).body).toEqual({ locked: true, until: new Date(clock.now().getTime() + 15 * MINUTE).toISOString() });
      expect((await signInFrom('127.0.0.35', 'kevin', 'kevin-pass-1')).status).toBe(429);
      // Only an admin unlocks.
      expect((await call(server.url, 'PUT', `/user/${kevin.user._id}/unlock`, { token: kevin.token })).status).toBe(403);
      const unlocked = await call(server.url, 'PUT', `/user/${kevin.user._id}/unlock`, { token: admin });
      expect(unlocked.status).toBe(200);
      expect(unlocked.body).toEqual({ locked: false, until: null });
      expect((await lock()).body).toEqual({ locked: false, until: null });
      // From the very address that failed: the office's one PC.
      expect((await signInFrom('127.0.0.35', 'kevin', 'kevin-pass-1')).status).toBe(200);
    });
  });

  describe('one-time codes', () => {
    const known = '+54 11 66660001';
    const unknown = '+54 11 66669999';

    beforeAll(async () => {
      await createCustomer(server.url, admin, { name: 'Despensa Rita', phone: known });
    });

    it('sends at most 5 codes an hour to a phone, and answers a phone no customer has alike', async () => {
      for (const phone of [known, unknown]) {
        for (let i = 0; i < OTP_MAX_SENDS; i += 1) {
          const asked = await otpFrom('127.0.0.40', { phone });
          expect(asked.status).toBe(200);
          expect(asked.body).toEqual({ sent: true, expiresAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString() });
        }
        const refused = await otpFrom('127.0.0.41', { phone });
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe(String(60 * 60));
        expect(refused.body.message).toBe('too many sign-in codes asked for: wait 60 minutes and try again');
      }
      const sent = await server.database.db.selectFrom('outbound_messages').select('id').where('recipient', '=', known).execute();
      expect(sent).toHaveLength(OTP_MAX_SENDS);
      clock.advance(HOUR + 1000);
      expect((await otpFrom('127.0.0.41', { phone: known })).status).toBe(200);
    });

    it('answers wrong codes for a phone no customer has as for a customer’s, lock included', async () => {
      clock.advance(HOUR + 1000);
      const answers: Record<string, unknown[]> = {};
      for (const phone of [known, unknown]) {
        expect((await otpFrom('127.0.0.42', { phone })).status).toBe(200);
        answers[phone] = [];
        for (let i = 0; i < 6; i += 1) {
          const answer = await otpFrom('127.0.0.42', { phone, code: '000000' });
          answers[phone]?.push([answer.status, answer.body.message, answer.headers.get('retry-after')]);
        }
      }
      expect(answers[unknown]).toEqual(answers[known]);
      expect(answers[known]?.at(-1)).toEqual([429, 'too many wrong codes or sign-in calls: wait 60 minutes and try again', String(60 * 60)]);
    });

    it('takes at most 30 calls an hour from one address, asked for any phone, known or not', async () => {
      clock.advance(HOUR + 1000);
      for (let i = 0; i < OTP_ADDRESS_MAX_REQUESTS; i += 1) {
        const phone = `+54 11 7777${String(i).padStart(4, '0')}`;
        expect((await otpFrom('127.0.0.43', { phone })).status).toBe(200);
      }
      const refused = await otpFrom('127.0.0.43', { phone: known });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(60 * 60));
      expect((await otpFrom('127.0.0.43', { phone: known, code: '123456' })).status).toBe(429);
      expect((await otpFrom('127.0.0.44', { phone: known })).status).toBe(200);
    });
  });

  describe('pairing codes', () => {
    let user: { _id: string };
    const pairCode = async () => expectStatus(call<{ code: string; expiresAt: string }>(server.url, 'POST', '/auth/pair', { token: admin, body: { user: user._id } }), 201);
    const redeem = (code: string, key?: string) =>
      call<ErrorBody & { token: string; device: string; user: { _id: string } }>(server.url, 'POST', `/auth/pair/${code}`, key ? { headers: { 'idempotency-key': key } } : {});

    beforeAll(async () => {
      user = await expectStatus(call<{ _id: string }>(server.url, 'POST', '/user', { token: admin, body: { name: 'Lara', username: 'lara', role: 'AV' } }), 201);
    });

    it('holds an address after 50 failed codes, not the others', async () => {
      for (let i = 0; i < SIGNIN_ADDRESS_MAX_FAILURES; i += 1) {
        expect((await callFrom('127.0.0.50', server.url, 'POST', `/auth/pair/ABCDEFG${'23456789'[i % 8]}`)).status).toBe(401);
      }
      const { code } = await pairCode();
      const refused = await callFrom<ErrorBody>('127.0.0.50', server.url, 'POST', `/auth/pair/${code}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(15 * 60));
      expect((await callFrom('127.0.0.51', server.url, 'POST', `/auth/pair/${code}`)).status).toBe(200);
    });

    it('answers a repeated redemption with the same code and Idempotency-Key as the first time, and nobody else', async () => {
      const { code } = await pairCode();
      const first = await redeem(code, 'pair-retry-1');
      expect(first.status).toBe(200);
      const again = await redeem(code, 'pair-retry-1');
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect((await me(again.body.token)).status).toBe(200);
      // The session was made once.
      const sessions = await server.database.db.selectFrom('sessions').select('token_hash').where('device', '=', first.body.device).execute();
      expect(sessions).toHaveLength(1);
      // The code alone, or the key with another code, gets nothing.
      expect((await redeem(code)).status).toBe(401);
      expect((await redeem(code, 'pair-retry-2')).status).toBe(401);
      expect((await redeem('ABCDEFGH', 'pair-retry-1')).status).toBe(401);
      // What is stored does not hold the token.
      const stored = await server.database.db.selectFrom('pairing_replays').select('answer').execute();
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) expect(row.answer).not.toContain(first.body.token);
      // Past the code's life, the answer is gone.
      clock.advance(10 * MINUTE + 1000);
      expect((await redeem(code, 'pair-retry-1')).status).toBe(401);
    });
  });
});
