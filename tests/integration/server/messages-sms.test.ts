/**
 * Sign-in codes by text message through an HTTP gateway the test plays (issue 22): the post the
 * provider gets, failures retried with backoff on the test's clock (an error status, a time-out, a
 * refused connection), expired codes never sent late, no channel configured, the admin's list that
 * never shows a code, and its retry — over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runWrite } from '../../../src-server/db/write.js';
import { queueMessage } from '../../../src-server/features/messages/queue.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import type { MessageListAnswer } from '../../../src-shared/schemas/message.js';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { MINUTE, manualClock } from '../../support/clock.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { startTestSmsGateway, type TestSmsGateway } from '../../support/sms-gateway.js';

const SECOND = 1000;

/** A notice queued the way a service will queue one: in a write transaction, the loop woken after it unless `wake` is false. */
function queueNotice(server: RunningServer, now: Date, to: string, wake = true): Promise<string> {
  const outbox = { nudge: () => (wake ? server.messages.nudge() : undefined) };
  const text = 'Tu pedido está listo.';
  return runWrite(server.database, { actor: null, now }, (tx) => queueMessage(tx, outbox, { kind: 'notice', channel: 'sms', recipient: to, title: null, body: text, preview: text, expiresAt: null }));
}

describe.each(FLAVOURS)('sign-in codes by text message on %s', (flavour) => {
  const clock = manualClock();
  let gateway: TestSmsGateway;
  let server: TestServer;
  let admin: string;
  let phones = 0;

  beforeAll(async () => {
    gateway = await startTestSmsGateway();
    const sms = { url: gateway.url, header: 'Authorization: Bearer xyz', timeoutMs: 500 };
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now, messaging: { sms } });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.stop();
  });

  async function customerPhone(): Promise<string> {
    phones += 1;
    const phone = `+54 11 5555${String(2000 + phones)}`;
    await createCustomer(server.url, admin, { name: `Cliente ${phones}`, phone, email: `cliente${phones}@example.com` });
    return phone;
  }

  const askCode = (phone: string) => expectStatus(call(server.url, 'POST', '/auth/otp', { body: { phone } }));
  const list = async () => expectStatus(call<MessageListAnswer>(server.url, 'GET', '/message?limit=200', { token: admin }));
  const messageTo = async (phone: string) => (await list()).docs.find((m) => m.recipient === phone)!;

  it('posts { to, text } with the configured header, and the customer signs in with the code', async () => {
    const phone = await customerPhone();
    await askCode(phone);
    const text = await gateway.waitForMessage(phone);
    expect(text.headers.authorization).toBe('Bearer xyz');
    expect(text.headers['content-type']).toBe('application/json');
    const code = /^Tu código de ingreso es (\d{6})\. Vence en 10 minutos\.$/.exec(text.text)?.[1];
    const signedIn = await expectStatus(call<{ token: string }>(server.url, 'POST', '/auth/otp', { body: { phone, code } }));
    expect(signedIn.token).toBeTruthy();
    await server.messages.deliverDue();
    expect(await messageTo(phone)).toMatchObject({ state: 'sent', attempts: 1, channel: 'sms', lastError: null });
  });

  it('retries a 500 and a time-out with backoff, recording each attempt, and sends once the gateway answers', async () => {
    const phone = await customerPhone();
    gateway.answer({ status: 500 });
    await askCode(phone);
    await server.messages.deliverDue();
    expect(await messageTo(phone)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'gateway answered HTTP 500' });
    const posts = () => gateway.received.filter((m) => m.to === phone).length;
    expect(posts()).toBe(1);

    clock.advance(9 * SECOND);
    await server.messages.deliverDue();
    expect(posts()).toBe(1);
    gateway.answer('hang');
    clock.advance(1 * SECOND);
    await server.messages.deliverDue();
    expect(posts()).toBe(2);
    const timedOut = await messageTo(phone);
    expect(timedOut).toMatchObject({ state: 'queued', attempts: 2, lastError: 'gateway not reached: no answer in time' });
    expect(Date.parse(timedOut.nextAttemptAt!) - clock.now().getTime()).toBe(30 * SECOND);

    gateway.answer({ status: 200 });
    clock.advance(30 * SECOND);
    await server.messages.deliverDue();
    expect(posts()).toBe(3);
    expect(await messageTo(phone)).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('never sends an expired code late, and the admin cannot send it again', async () => {
    const phone = await customerPhone();
    gateway.answer({ status: 503 });
    await askCode(phone);
    for (const wait of [0, 10 * SECOND, 30 * SECOND, 2 * MINUTE]) {
      clock.advance(wait);
      await server.messages.deliverDue();
    }
    expect(await messageTo(phone)).toMatchObject({ state: 'queued', attempts: 4 });
    gateway.answer({ status: 200 });
    clock.advance(10 * MINUTE);
    await server.messages.deliverDue();
    const expired = await messageTo(phone);
    expect(expired).toMatchObject({ state: 'failed', attempts: 4, lastError: 'expired' });
    expect(gateway.received.filter((m) => m.to === phone)).toHaveLength(4);
    const retry = await call<{ message: string }>(server.url, 'PUT', `/message/${expired._id}/retry`, { token: admin });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toMatch(/expired/);
  });

  it('lists messages to the admin with codes masked, never in any field', async () => {
    const phone = await customerPhone();
    await askCode(phone);
    const code = /(\d{6})/.exec((await gateway.waitForMessage(phone)).text)![1]!;
    const answer = await list();
    expect(JSON.stringify(answer)).not.toContain(code);
    expect((await messageTo(phone)).preview).toBe('Tu código de ingreso es ······. Vence en 10 minutos.');
    expect(answer.channels).toEqual([
      { channel: 'sms', configured: true, description: new URL(gateway.url).origin },
      { channel: 'email', configured: false, description: null },
    ]);
    expect(JSON.stringify(answer)).not.toContain('xyz');
    const failed = await expectStatus(call<MessageListAnswer>(server.url, 'GET', '/message?state=failed', { token: admin }));
    expect(failed.docs.every((m) => m.state === 'failed')).toBe(true);
  });

  it('sends a failed notice again when the admin retries it, counting attempts afresh', async () => {
    const to = '+54 11 55554001';
    gateway.answer({ status: 500 });
    const id = await queueNotice(server, clock.now(), to);
    for (const wait of [0, 10 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE]) {
      clock.advance(wait);
      await server.messages.deliverDue();
    }
    expect(await messageTo(to)).toMatchObject({ _id: id, state: 'failed', attempts: 5, lastError: 'gateway answered HTTP 500', nextAttemptAt: null });
    clock.advance(60 * MINUTE);
    await server.messages.deliverDue();
    expect(gateway.received.filter((m) => m.to === to)).toHaveLength(5);

    gateway.answer({ status: 200 });
    const retried = await expectStatus(call<{ state: string; attempts: number }>(server.url, 'PUT', `/message/${id}/retry`, { token: admin }));
    expect(retried).toMatchObject({ state: 'queued', attempts: 0 });
    await gateway.waitForMessage(to);
    await server.messages.deliverDue();
    expect(await messageTo(to)).toMatchObject({ state: 'sent', attempts: 1 });
    expect((await call(server.url, 'PUT', `/message/${id}/retry`, { token: admin })).status).toBe(409);
    expect((await call(server.url, 'PUT', `/message/${'0'.repeat(24)}/retry`, { token: admin })).status).toBe(404);
  });

  it('records a refused connection as an attempt to retry', async () => {
    const closed = await startTestSmsGateway();
    await closed.stop();
    const refused = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now, messaging: { sms: { url: closed.url } } });
    try {
      const id = await queueNotice(refused, clock.now(), '+54 11 55554002');
      await refused.messages.deliverDue();
      const row = await refused.database.db.selectFrom('outbound_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'queued', attempts: 1, last_error: 'gateway not reached: ECONNREFUSED' });
    } finally {
      await refused.close();
    }
  });

  it.runIf(flavour === 'postgres')('sends each message once when two servers share the database', async () => {
    const second = await startServer({ databaseUrl: server.database.url, clock: clock.now, messaging: { sms: { url: gateway.url } } });
    try {
      const recipients = Array.from({ length: 40 }, (_, i) => `+54 11 5556${String(1000 + i)}`);
      for (const to of recipients) await queueNotice(server, clock.now(), to, false);
      await Promise.all([server.messages.deliverDue(), second.messages.deliverDue(), server.messages.deliverDue(), second.messages.deliverDue()]);
      for (const to of recipients) expect(gateway.received.filter((m) => m.to === to)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('answers a clear error when no channel is configured, and lists no channel', async () => {
    const bare = await startTestServer(flavour, inject('postgresUrl'), { messaging: {} });
    try {
      const token = await signIn(bare.url, ADMIN.username, ADMIN.password);
      await createCustomer(bare.url, token, { name: 'Sin canal', phone: '+54 11 55553001' });
      const asked = await call<{ message: string }>(bare.url, 'POST', '/auth/otp', { body: { phone: '+54 11 55553001' } });
      expect(asked.status).toBe(503);
      expect(asked.body.message).toBe('customer sign-in is not set up: configure SMTP_URL or SMS_WEBHOOK_URL (see README)');
      const answer = await expectStatus(call<MessageListAnswer>(bare.url, 'GET', '/message', { token }));
      expect(answer.channels.map((c) => c.configured)).toEqual([false, false]);
      expect(answer.docs).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
