/**
 * A partner named on a provider or a buy is an AV user (domain §6), as on an order, a cash flow and
 * a payment: an id of no document, a customer's, or a purchasing clerk's is bad input on `partner`,
 * and nothing is stored. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { BuyFields } from '../../../src-shared/documents/buys.js';
import type { ProviderFields } from '../../../src-shared/documents/catalog.js';
import { createCustomer, createStaff, expectStatus, type ErrorBody, type Staff } from '../../support/actors.js';
import { createProduct, createProvider } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const MISSING = '0123456789abcdef01234567';

describe.each(FLAVOURS)('partners named on providers and buys on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let av: Staff;
  let buyer: Staff;
  let provider: string;
  let product: string;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    av = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera', role: 'AV' });
    buyer = await createStaff(server.url, admin, { name: 'Bruno Compras', username: 'bruno', role: 'COMPRAS' });
    provider = await createProvider(server.url, admin, 'La Serenísima');
    product = (await createProduct(server.url, admin, provider, { name: 'Leche 1 l' }))._id;
    customer = (await createCustomer(server.url, av.token, { name: 'Almacén Luz' }))._id;
  });
  afterAll(() => server?.close());

  const refusedOnPartner = (response: { status: number; body: ErrorBody }, key: string) => {
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'partner', key })]);
  };
  const getProvider = (id: string) => expectStatus(call<Doc<ProviderFields>>(server.url, 'GET', `/provider/${id}`, { token: admin }));

  it('a provider names an AV as its partner, on create and on update', async () => {
    const created = await expectStatus(call<Doc<ProviderFields>>(server.url, 'POST', '/provider', { token: buyer.token, body: { name: 'Mastellone', partner: av.user._id } }), 201);
    expect(created.partner).toBe(av.user._id);
    const cleared = await expectStatus(call<Doc<ProviderFields>>(server.url, 'PATCH', `/provider/${created._id}`, { token: buyer.token, body: { partner: null } }));
    expect(cleared.partner).toBeNull();
  });

  it.each([
    ['no document', (): string => MISSING, 'reference.notEnabled'],
    ['a customer', (): string => customer, 'reference.notEnabled'],
    ['a purchasing clerk', (): string => buyer.user._id, 'partner.notPartner'],
  ] as const)('a provider refuses %s as its partner and keeps what it had', async (_what, partner, key) => {
    const before = await getProvider(provider);
    refusedOnPartner(await call<ErrorBody>(server.url, 'PATCH', `/provider/${provider}`, { token: buyer.token, body: { partner: partner() } }), key);
    expect(await getProvider(provider)).toEqual(before);
    refusedOnPartner(await call<ErrorBody>(server.url, 'POST', '/provider', { token: buyer.token, body: { name: `Sin socio ${key}`, partner: partner() } }), key);
    const listed = await expectStatus(call<{ docs: unknown[] }>(server.url, 'GET', `/provider/public?query=${encodeURIComponent('Sin socio')}`, { token: admin }));
    expect(listed.docs).toEqual([]);
  });

  it('a buy names an AV as its partner, and refuses a purchasing clerk on create and on edit', async () => {
    const body = (partner: string) => ({ provider, partner, cart: { items: [{ product, quantity: 3 }] }, withdrawal: { date: null, charged: false } });
    const buy = await expectStatus(call<Doc<BuyFields>>(server.url, 'POST', '/buy', { token: buyer.token, body: body(av.user._id) }), 201);
    expect(buy.partner).toBe(av.user._id);
    refusedOnPartner(await call<ErrorBody>(server.url, 'POST', '/buy', { token: buyer.token, body: body(buyer.user._id) }), 'partner.notPartner');
    refusedOnPartner(await call<ErrorBody>(server.url, 'PATCH', `/buy/${buy._id}`, { token: buyer.token, body: { partner: buyer.user._id } }), 'partner.notPartner');
    const stored = await expectStatus(call<{ docs: Array<Doc<BuyFields>> }>(server.url, 'GET', `/buy?provider=${provider}`, { token: admin }));
    expect(stored.docs.map((b) => [b._id, b.partner])).toEqual([[buy._id, av.user._id]]);
  });
});
