/**
 * Codes never reach the server's log (domain §8): a customer asks for a code, the gateway fails and
 * then takes it, the customer signs in — the log says what happened to the message, never its code.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { manualClock } from '../../support/clock.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { startTestSmsGateway, type TestSmsGateway } from '../../support/sms-gateway.js';

describe('the log of a sign-in code sent', () => {
  const clock = manualClock();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((text) => text.trim() !== ''),
      );
      done();
    },
  });
  let gateway: TestSmsGateway;
  let server: TestServer;

  beforeAll(async () => {
    gateway = await startTestSmsGateway();
    server = await startTestServer('sqlite', inject('postgresUrl'), { clock: clock.now, logger: { level: 'debug', stream }, messaging: { sms: { url: gateway.url } } });
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.stop();
  });

  it('records the failed attempt and never the code', async () => {
    const admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const phone = '+54 11 55557001';
    await createCustomer(server.url, admin, { name: 'Cliente del log', phone });
    gateway.answer({ status: 500 });
    await expectStatus(call(server.url, 'POST', '/auth/otp', { body: { phone } }));
    await server.messages.deliverDue();
    gateway.answer({ status: 200 });
    clock.advance(10_000);
    await server.messages.deliverDue();
    const code = /(\d{6})/.exec(gateway.received.at(-1)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await expectStatus(call(server.url, 'POST', '/auth/otp', { body: { phone, code } }));

    expect(lines.some((line) => line.includes('message not delivered: retrying') && line.includes('gateway answered HTTP 500'))).toBe(true);
    // Digits around it are a timestamp or a duration, not the code.
    const alone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    expect(lines.filter((line) => alone.test(line))).toEqual([]);
  });
});
