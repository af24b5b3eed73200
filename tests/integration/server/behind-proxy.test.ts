/**
 * Behind a reverse proxy every request arrives from the proxy's address, so the per-address limit
 * on customers' sign-in codes (domain §8) would be one budget for the whole clientele. With
 * TRUST_PROXY naming the proxy, its X-Forwarded-For says who the client is; a header from anyone
 * else, or from any client when no proxy is trusted, changes nothing. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OTP_ADDRESS_MAX_REQUESTS, OTP_MAX_SENDS } from '../../../src-shared/constants/auth.js';
import { trustedProxiesFromEnv } from '../../../src-server/http/client-address.js';
import { callFrom } from '../../support/from-address.js';
import { FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';

const PROXY = '127.0.0.50';

/** Asks for codes for phones no customer has, never more per phone than its own limit allows, so only the address limit can answer 429. */
async function askCodes(server: TestServer, from: string, count: number, forwardedFor: (i: number) => string | null, prefix: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const phone = `+54 11 ${prefix}${String(Math.floor(i / OTP_MAX_SENDS)).padStart(4, '0')}`;
    const client = forwardedFor(i);
    const answer = await callFrom(from, server.url, 'POST', '/auth/otp', { phone }, client === null ? {} : { 'x-forwarded-for': client });
    statuses.push(answer.status);
  }
  return statuses;
}

describe.each(FLAVOURS)('client addresses behind a proxy on %s', (flavour) => {
  let proxied: TestServer;
  let direct: TestServer;

  beforeAll(async () => {
    proxied = await startTestServer(flavour, inject('postgresUrl'), { trustProxy: trustedProxiesFromEnv(` ${PROXY} , `) });
    direct = await startTestServer(flavour, inject('postgresUrl'));
  });
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
  });

  it('counts each client the trusted proxy names on its own', async () => {
    const first = await askCodes(proxied, PROXY, OTP_ADDRESS_MAX_REQUESTS + 1, () => '203.0.113.7', '1111');
    expect(first.slice(0, OTP_ADDRESS_MAX_REQUESTS).every((s) => s === 200)).toBe(true);
    expect(first.at(-1)).toBe(429);
    // Another customer behind the same proxy still gets its code.
    expect(await askCodes(proxied, PROXY, 1, () => '203.0.113.8', '2222')).toEqual([200]);
  });

  it('ignores X-Forwarded-For from a client that is not the proxy', async () => {
    const statuses = await askCodes(proxied, '127.0.0.51', OTP_ADDRESS_MAX_REQUESTS + 1, (i) => `198.51.100.${i + 1}`, '3333');
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const statuses = await askCodes(direct, '127.0.0.52', OTP_ADDRESS_MAX_REQUESTS + 1, (i) => `198.51.100.${i + 1}`, '4444');
    expect(statuses.at(-1)).toBe(429);
  });
});
