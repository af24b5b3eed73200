/**
 * A stock-limit refusal of a call whose body names no quantity (a buy's approval or receipt, an
 * order's confirmation) names the stored document's cart line that moves the stock, never an empty
 * path: every 400 says where (domain §2), in its details and its message. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QUANTITY_MAX } from '../../../src-shared/limits.js';
import { ADDRESS, createCustomer, expectStatus, type ErrorBody } from '../../support/actors.js';
import { api, buyAction, createBuy, createProduct, createProvider, inventory, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const words = (product: string) => `this would take the stock of ${product} past ${QUANTITY_MAX}, the most a stock figure holds`;

describe.each(FLAVOURS)('where a stock-limit refusal of stored lines points on %s', (flavour) => {
  let desk: Desk;
  let provider: string;

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    provider = (await createProvider(desk, { name: 'Molino del Sur' }))._id;
  });
  afterAll(async () => desk?.server.close());

  const product = async (name: string, extra: Record<string, unknown> = {}) => (await createProduct(desk, { name, provider, unit: 'UNITY', taxBase: 1, ...extra }))._id;
  const refusal = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status).toBe(400);
    const { message, details } = body as ErrorBody;
    return { message, paths: (details ?? []).map((d) => d.path) };
  };
  const delivery = { phone: '4000-0000', contactEmail: null, address: ADDRESS, charged: false };

  it('names the buy’s item on an approval and on a receipt, a mixed item’s line for its component', async () => {
    const flour = await product('Harina 0000');
    const salt = await product('Sal entrefina');
    const pack = await product('Combo panadero', { taxBase: 0, mixed: { components: [{ product: flour, quantity: 1 }] } });
    await expectStatus(api(desk, desk.admin, 'PUT', `/product/${flour}/adjustment`, { quantity: QUANTITY_MAX - 5, reason: 'ingreso' }));

    // The third item is the mixed one whose component, on the way, would take the theoretical stock past it.
    const mixed = await createBuy(desk, provider, [
      { product: salt, quantity: 1 },
      { product: salt, quantity: 2 },
      { product: pack, quantity: 10 },
    ]);
    expect(await refusal(buyAction(desk, mixed._id, 'approve'))).toEqual({ message: `cart.items.2.quantity: ${words('Harina 0000')}`, paths: ['cart.items.2.quantity'] });

    // Approved while an order holds 10, then received: real would pass it, on the item that brings it.
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Panadería Molinera' });
    const order = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/order', { customer: customer._id, cart: { items: [{ product: flour, quantity: 10 }] }, delivery }), 201);
    await expectStatus(api(desk, desk.admin, 'PUT', `/order/confirm/${order._id}`, { date: '2026-03-10' }));
    const plain = await createBuy(desk, provider, [
      { product: salt, quantity: 1 },
      { product: flour, quantity: 10 },
    ]);
    await expectStatus(buyAction(desk, plain._id, 'approve'));
    const before = await inventory(desk, flour);
    expect(await refusal(buyAction(desk, plain._id, 'commit'))).toEqual({ message: `cart.items.1.quantity: ${words('Harina 0000')}`, paths: ['cart.items.1.quantity'] });
    expect(await inventory(desk, flour)).toEqual(before);
  });

  it('names the order’s line on a confirmation, leaving the stock as it was', async () => {
    const sugar = await product('Azúcar impalpable');
    const cocoa = await product('Cacao amargo');
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Confitería Central' });
    const placed = async (items: Array<{ product: string; quantity: number }>) =>
      (await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/order', { customer: customer._id, cart: { items }, delivery }), 201))._id;
    const confirm = (id: string) => api<ErrorBody>(desk, desk.admin, 'PUT', `/order/confirm/${id}`, { date: '2026-03-10' });

    await expectStatus(confirm(await placed([{ product: sugar, quantity: QUANTITY_MAX }])));
    const second = await placed([
      { product: cocoa, quantity: 1 },
      { product: sugar, quantity: 1 },
    ]);
    const before = await inventory(desk, sugar);
    expect(await refusal(confirm(second))).toEqual({ message: `cart.items.1.quantity: ${words('Azúcar impalpable')}`, paths: ['cart.items.1.quantity'] });
    expect(await inventory(desk, sugar)).toEqual(before);
  });
});
