/**
 * A customer's sign-in code by email (issue 22, domain §8): with only SMTP configured, the code is
 * queued with the request, the sender loop mails it to a real SMTP server the test starts, and the
 * customer signs in with the code the mail carries — over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { signInCodeOf, startTestSmtp, type TestSmtp } from '../../support/smtp.js';

describe.each(FLAVOURS)('sign-in codes by email on %s', (flavour) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(flavour, inject('postgresUrl'), { messaging: { smtp: { url: smtp.url, from: 'Ventas <ventas@example.com>' } } });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('mails the code to the customer, who signs in with it', async () => {
    const phone = '+54 11 55551001';
    const customer = await createCustomer(server.url, admin, { name: 'Almacén Rosa', phone, email: 'rosa@example.com' });
    const asked = await call<{ sent: boolean }>(server.url, 'POST', '/auth/otp', { body: { phone } });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitForMessage('rosa@example.com');
    expect(mail.from).toBe('ventas@example.com');
    expect(mail.subject).toBe('Tu código de ingreso');
    expect(mail.text).toMatch(/^Tu código de ingreso es \d{6}\. Vence en 10 minutos\.$/);
    const signedIn = await expectStatus(call<{ token: string; user: { _id: string } }>(server.url, 'POST', '/auth/otp', { body: { phone, code: signInCodeOf(mail) } }));
    expect(signedIn.user._id).toBe(customer._id);
    const me = await expectStatus(call<{ role: string }>(server.url, 'GET', '/auth/me', { token: signedIn.token }));
    expect(me.role).toBe('CUSTOMER');
  });

  it('records a customer with no email as not reachable, answering the request like any other', async () => {
    const phone = '+54 11 55551002';
    await createCustomer(server.url, admin, { name: 'Kiosco sin correo', phone });
    const asked = await call(server.url, 'POST', '/auth/otp', { body: { phone } });
    expect(asked.status).toBe(200);
    const row = await server.database.db.selectFrom('outbound_messages').selectAll().where('recipient', '=', phone).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', channel: 'sms', attempts: 0 });
    expect(row.last_error).toMatch(/customer has no email/);
    expect(row.body).not.toMatch(/\d{6}/);
  });
});
