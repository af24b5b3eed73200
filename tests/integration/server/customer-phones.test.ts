/**
 * One enabled customer per phone line (domain §8: customers sign in with their phone, and a code
 * must sign in one customer, never whichever of two the database finds first). Another partner's
 * customer on a taken line is bad input on `phone` (spaces and Argentina's mobile 9 aside), concurrent writers included, and
 * a disabled customer's line is free again. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { CustomerFields } from '../../../src-shared/documents/customers.js';
import { ADDRESS, codeLoggedAfter, createCustomer, createStaff, customerSignIn, expectStatus, loggedCodeIds, type ErrorBody, type Staff } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('customer phones on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let vera: Staff;
  let tomas: Staff;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    vera = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera', role: 'AV' });
    tomas = await createStaff(server.url, admin, { name: 'Tomás Ventas', username: 'tomas', role: 'AV' });
  });
  afterAll(() => server?.close());

  const post = (token: string, name: string, phone: string) => call<Doc<CustomerFields> & ErrorBody>(server.url, 'POST', '/customer', { token, body: { name, phone, address: ADDRESS } });
  const expectPhoneTaken = (response: { status: number; body: ErrorBody }, phone: string) => {
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'phone', key: 'validation.taken', message: `phone ${phone} is already taken` })]);
  };
  const named = async (name: string) =>
    (await expectStatus(call<{ docs: Array<Doc<CustomerFields>> }>(server.url, 'GET', `/customer?query=${encodeURIComponent(name)}&status=true`, { token: admin }))).docs;

  it('refuses another partner’s customer on a line already taken, however its spaces fall, and signs in the first', async () => {
    const first = await createCustomer(server.url, vera.token, { name: 'Almacén Primero', phone: '+54 11 41110001' });
    expectPhoneTaken(await post(tomas.token, 'Almacén Copia', '+5411 41110001'), '+5411 41110001');
    expect(await named('Almacén Copia')).toEqual([]);
    const signedIn = await customerSignIn(server, '+54 11 41110001');
    expect(signedIn.user._id).toBe(first._id);
  });

  /** Signs in typing `typed`; the code goes to the phone as the customer's record holds it. */
  async function signInAs(typed: string, stored: string): Promise<string> {
    const before = await loggedCodeIds(server, stored);
    await expectStatus(call(server.url, 'POST', '/auth/otp', { body: { phone: typed } }));
    const code = await codeLoggedAfter(server, stored, before);
    return (await expectStatus(call<{ user: Doc<CustomerFields> }>(server.url, 'POST', '/auth/otp', { body: { phone: typed, code } }))).user._id;
  }

  it('takes an Argentine mobile written with its 9 as the same line, to sign in and to stay unique', async () => {
    const kept = await createCustomer(server.url, vera.token, { name: 'Kiosco Celular', phone: '+54 11 41110009' });
    // As WhatsApp shows the number, with the spaces the ordering page drops.
    expect(await signInAs('+5491141110009', '+54 11 41110009')).toBe(kept._id);
    expectPhoneTaken(await post(tomas.token, 'Kiosco Copia', '+54 9 1141110009'), '+54 9 1141110009');
    const written = await createCustomer(server.url, vera.token, { name: 'Almacén Celular', phone: '+549 11 41110010' });
    expect(await signInAs('+54 11 41110010', '+549 11 41110010')).toBe(written._id);
  });

  it('refuses moving a customer onto a taken line, keeps it as it was, and lets a customer restate its own phone', async () => {
    await createCustomer(server.url, vera.token, { name: 'Kiosco Dueño', phone: '+54 11 42220002' });
    const other = await createCustomer(server.url, vera.token, { name: 'Kiosco Vecino', phone: '+54 11 42220003' });
    const moved = await call<ErrorBody>(server.url, 'PATCH', `/customer/${other._id}`, { token: vera.token, body: { phone: '+54 11 42220002' } });
    expectPhoneTaken(moved, '+54 11 42220002');
    expect(await expectStatus(call<Doc<CustomerFields>>(server.url, 'GET', `/customer/${other._id}`, { token: admin }))).toEqual(other);
    const same = await expectStatus(call<Doc<CustomerFields>>(server.url, 'PATCH', `/customer/${other._id}`, { token: vera.token, body: { phone: '+5411 42220003', notes: 'Abre a las 8' } }));
    expect(same).toMatchObject({ phone: '+5411 42220003', notes: 'Abre a las 8' });
  });

  it('frees a disabled customer’s line: the new customer takes it and signs in', async () => {
    const closed = await createCustomer(server.url, vera.token, { name: 'Bar Cerrado', phone: '+54 11 43330004' });
    await expectStatus(call(server.url, 'PUT', `/customer/${closed._id}`, { token: vera.token }));
    const reopened = await expectStatus(post(tomas.token, 'Bar Nuevo', '+54 11 43330004'), 201);
    expect((await customerSignIn(server, '+54 11 43330004')).user._id).toBe(reopened._id);
  });

  it('lets exactly one of two customers created at once on one line in', async () => {
    const answers = await Promise.all([post(vera.token, 'Gemelo Uno', '+54 11 44440005'), post(tomas.token, 'Gemelo Dos', '+54 11 44440005')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect((await named('Gemelo')).length).toBe(1);
  });
});
