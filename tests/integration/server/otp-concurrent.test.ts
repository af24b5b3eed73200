/**
 * The one-time code's limits hold under concurrent calls (domain §8): guesses sent all at once
 * still get five tries per phone, not one per request in flight, and one code signs in once.
 * Over HTTP on both databases; each call from its own loopback address, so only the phone's
 * limits can answer.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OTP_MAX_WRONG } from '../../../src-shared/constants/auth.js';
import { createCustomer, requestOtpCode } from '../../support/actors.js';
import { callFrom } from '../../support/from-address.js';
import { ADMIN, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

const GUESSES = 40;

describe.each(FLAVOURS)('one-time codes under concurrent calls on %s', (flavour) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const verifyFrom = (i: number, phone: string, code: string) => callFrom(`127.0.1.${i + 1}`, server.url, 'POST', '/auth/otp', { phone, code });

  it('counts every wrong guess sent at once, and the right code then no longer works', async () => {
    const phone = '+54 11 48880001';
    await createCustomer(server.url, admin, { name: 'Almacén Concurrente', phone });
    const code = await requestOtpCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => verifyFrom(i, phone, wrong)));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThan(OTP_MAX_WRONG);
    expect((await verifyFrom(GUESSES, phone, code)).status).toBe(429);
  });

  it('signs in once with one code, however many times it is sent at once', async () => {
    const phone = '+54 11 48880002';
    await createCustomer(server.url, admin, { name: 'Kiosco Concurrente', phone });
    const code = await requestOtpCode(server, phone);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => verifyFrom(100 + i, phone, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });
});
