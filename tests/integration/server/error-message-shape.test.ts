/**
 * Every 400 leads its message the same way, whoever refused it (the body's schema, a planner's row
 * check, a single field's refusal): `path: words`, so the message alone says where the problem is;
 * the words alone when they name that very path themselves (`name is required`) or when there is no
 * path (the body as a whole). A schema's refusal of `rows.0.real` or `cart.items.0.quantity` said
 * only "real must be at least 0", not which row. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADDRESS, type ErrorBody } from '../../support/actors.js';
import { createProduct, createProvider } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const NO_SUCH_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const row = { number: 999_999, name: 'Yerba', unitCost: 1, m100: null, m500: null, m1000: null, wholesaler: 1.2, theoretical: 1, real: 1 };

describe.each(FLAVOURS)('the message of a 400 on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  /** A counted product's number: the row's only fault is the one each case gives it. */
  let counted: number;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    counted = (await createProduct(server.url, admin, { provider: await createProvider(server.url, admin), unit: 'UNITY' })).number;
  });
  afterAll(async () => {
    await server.close();
  });

  const refused = async (method: string, path: string, body: unknown): Promise<{ message: string; paths: string[] }> => {
    const answer = await call<ErrorBody>(server.url, method, path, { token: admin, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    return { message: answer.body.message, paths: (answer.body.details ?? []).map((d) => d.path) };
  };

  it('leads with the path a schema refused, inside a list as at the top', async () => {
    expect(await refused('POST', '/audit/inventory', { rows: [{ ...row, number: counted, real: -1 }] })).toEqual({ message: 'rows.0.real: real must be at least 0', paths: ['rows.0.real'] });
    const order = { customer: NO_SUCH_ID, cart: { items: [{ product: NO_SUCH_ID, quantity: 0 }] }, delivery: { phone: '+54 11 5555 0000', contactEmail: null, address: ADDRESS, charged: true } };
    expect(await refused('POST', '/order', order)).toEqual({ message: 'cart.items.0.quantity: quantity must be greater than 0', paths: ['cart.items.0.quantity'] });
  });

  it('leads with the row a planner refused, as a single field’s refusal leads with its field', async () => {
    expect(await refused('POST', '/audit/inventory', { rows: [row], dryRun: true })).toEqual({ message: 'rows.0.number: number 999999 matches no product', paths: ['rows.0.number'] });
    expect(await refused('POST', '/receipt', { type: 'FC', grossTotal: 1, total: 1, code: 'x', provider: NO_SUCH_ID })).toEqual({
      message: `provider: no enabled provider has id ${NO_SUCH_ID}`,
      paths: ['provider'],
    });
  });

  it('says the words alone when they name their field, or when the body as a whole is refused', async () => {
    expect(await refused('POST', '/provider', {})).toEqual({ message: 'name is required', paths: ['name'] });
    expect(await refused('POST', '/provider', { name: 'Lácteos', zz: 1 })).toEqual({ message: 'unknown field: zz', paths: ['zz'] });
    expect(await refused('POST', '/provider', { name: 'Lácteos', address: { zz: 1 } })).toMatchObject({ message: expect.stringMatching(/^address\./) });
    expect(await refused('POST', '/provider', [])).toEqual({ message: 'input must be an object', paths: [''] });
  });
});
