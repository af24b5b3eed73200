/**
 * A stock figure holds at most QUANTITY_MAX (src-shared/limits.ts): repeated adjustments or buys
 * received could take one past it, one within the limit at a time. The write that would is refused,
 * 400 naming the field the caller sent (an adjustment's quantity, a count's real) or none for a
 * call that sends no quantity (a buy's approval or receipt), and nothing of it is written: not the
 * figure, not its ledger record, not the buy's state. An inventory count names each row that would
 * pass it, in its dry run as when applied; an edit of a confirmed order, its cart.items. A move back toward zero is always taken.
 * Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QUANTITY_MAX } from '../../../src-shared/limits.js';
import { ADDRESS, createCustomer, expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { api, buyAction, createBuy, createProduct, createProvider, getBuy, getProduct, inventory, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const pastLimit = (path: string, product: string) => ({
  path,
  key: 'stock.figureTooLarge',
  params: { product, max: QUANTITY_MAX, unit: 'UNITY' },
  message: `this would take the stock of ${product} past ${QUANTITY_MAX}, the most a stock figure holds`,
});

describe.each(FLAVOURS)('the stock limit on %s', (flavour) => {
  let desk: Desk;
  let provider: string;

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    provider = (await createProvider(desk, { name: 'Depósito Grande' }))._id;
  });
  afterAll(async () => desk?.server.close());

  const product = async (name: string) => (await createProduct(desk, { name, provider, unit: 'UNITY', taxBase: 1 }))._id;
  const put = (id: string, action: string, body: Record<string, unknown>) => api<ErrorBody>(desk, desk.admin, 'PUT', `/product/${id}/${action}`, body);
  const records = async (id: string) => (await expectStatus(api<PageOf<unknown>>(desk, desk.admin, 'GET', `/record/${id}?limit=200`))).total;
  const refused = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status).toBe(400);
    return (body as ErrorBody).details;
  };

  it('takes adjustments up to the limit and refuses the one past it, either way, on quantity; a move back toward zero is taken', async () => {
    const boxes = await product('Caja de leche');
    await expectStatus(put(boxes, 'adjustment', { quantity: QUANTITY_MAX, reason: 'ingreso' }));
    const before = { figures: await inventory(desk, boxes), records: await records(boxes) };
    expect(before.figures).toMatchObject({ real: QUANTITY_MAX });
    expect(await refused(put(boxes, 'adjustment', { quantity: 1, reason: 'ingreso' }))).toEqual([pastLimit('quantity', 'Caja de leche')]);
    expect({ figures: await inventory(desk, boxes), records: await records(boxes) }).toEqual(before);
    await expectStatus(put(boxes, 'adjustment', { quantity: -1, reason: 'rotura' }));
    expect((await inventory(desk, boxes)).real).toBe(QUANTITY_MAX - 1);

    const owed = await product('Caja de jugo');
    await expectStatus(put(owed, 'adjustment', { quantity: -QUANTITY_MAX, reason: 'faltante' }));
    expect(await refused(put(owed, 'adjustment', { quantity: -1, reason: 'faltante' }))).toEqual([pastLimit('quantity', 'Caja de jugo')]);
    expect((await inventory(desk, owed)).real).toBe(-QUANTITY_MAX);
  });

  it('refuses a count whose real, worked out from the theoretical stated, would pass the limit, on theoretical', async () => {
    const cans = await product('Lata de tomate');
    // An order confirmed holds 5: a theoretical of QUANTITY_MAX means QUANTITY_MAX + 5 on hand.
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Almacén Contado' });
    const order = await expectStatus(
      api<{ _id: string }>(desk, desk.admin, 'POST', '/order', {
        customer: customer._id,
        cart: { items: [{ product: cans, quantity: 5 }] },
        delivery: { phone: '4000-0000', contactEmail: null, address: ADDRESS, charged: false },
      }),
      201,
    );
    await expectStatus(api(desk, desk.admin, 'PUT', `/order/confirm/${order._id}`, { date: '2026-03-10' }));
    const before = { figures: await inventory(desk, cans), records: await records(cans) };
    expect(before.figures).toMatchObject({ real: 0, committed: 5 });
    expect(await refused(put(cans, 'force/adjustment', { theoretical: QUANTITY_MAX }))).toEqual([pastLimit('theoretical', 'Lata de tomate')]);
    expect({ figures: await inventory(desk, cans), records: await records(cans) }).toEqual(before);
    await expectStatus(put(cans, 'force/adjustment', { theoretical: QUANTITY_MAX - 5 }));
    expect(await inventory(desk, cans)).toMatchObject({ real: QUANTITY_MAX, committed: 5, theoretical: QUANTITY_MAX - 5 });
  });

  it('refuses the approval or the receipt of a buy that would take pending or real past it on the buy’s item, leaving the buy where it was', async () => {
    const flour = await product('Harina 000');
    await expectStatus(put(flour, 'adjustment', { quantity: QUANTITY_MAX - 5, reason: 'ingreso' }));
    // An order confirmed holds 10, so the 10 on the way keep the theoretical stock within the limit.
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Almacén Harinero' });
    const order = await expectStatus(
      api<{ _id: string }>(desk, desk.admin, 'POST', '/order', {
        customer: customer._id,
        cart: { items: [{ product: flour, quantity: 10 }] },
        delivery: { phone: '4000-0000', contactEmail: null, address: ADDRESS, charged: false },
      }),
      201,
    );
    await expectStatus(api(desk, desk.admin, 'PUT', `/order/confirm/${order._id}`, { date: '2026-03-10' }));
    const small = await createBuy(desk, provider, [{ product: flour, quantity: 10 }]);
    await expectStatus(buyAction(desk, small._id, 'approve'));
    const before = { figures: await inventory(desk, flour), records: await records(flour) };
    expect(before.figures).toMatchObject({ real: QUANTITY_MAX - 5, committed: 10, pending: 10, theoretical: QUANTITY_MAX - 5 });

    // Receiving the 10 would leave QUANTITY_MAX + 5 on hand.
    expect(await refused(buyAction(desk, small._id, 'commit'))).toEqual([pastLimit('cart.items.0.quantity', 'Harina 000')]);
    expect(await getBuy(desk, small._id)).toMatchObject({ state: 'APROBADA', committed: false });
    expect({ figures: await inventory(desk, flour), records: await records(flour) }).toEqual(before);

    // Approving as much as a buy may hold on top of the 10 pending would pass the limit on pending.
    const large = await createBuy(desk, provider, [{ product: flour, quantity: QUANTITY_MAX }]);
    expect(await refused(buyAction(desk, large._id, 'approve'))).toEqual([pastLimit('cart.items.0.quantity', 'Harina 000')]);
    expect((await getBuy(desk, large._id)).state).toBe('A APROBAR');
    expect({ figures: await inventory(desk, flour), records: await records(flour) }).toEqual(before);

    // Taking 6 off the shelf first makes room: the same receipt goes through.
    await expectStatus(put(flour, 'adjustment', { quantity: -6, reason: 'merma' }));
    await expectStatus(buyAction(desk, small._id, 'commit'));
    expect(await inventory(desk, flour)).toMatchObject({ real: QUANTITY_MAX - 1, pending: 0 });
  });

  it("refuses a move that keeps its garage within the limit but takes the product's total over its garages past it", async () => {
    const oil = await product('Aceite de girasol');
    const annex = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/garage', { name: 'Depósito anexo' }), 201);
    await expectStatus(put(oil, 'adjustment', { quantity: QUANTITY_MAX, reason: 'ingreso' }));
    const before = await inventory(desk, oil);
    expect(await refused(put(oil, 'adjustment', { quantity: 1, reason: 'ingreso', garage: annex._id }))).toEqual([pastLimit('quantity', 'Aceite de girasol')]);
    expect(await inventory(desk, oil)).toEqual(before);
  });

  it("refuses a count that would take a product's total over its garages past it on that row's real, every such row at once, in the dry run as when applied", async () => {
    const rice = await product('Arroz largo fino');
    const beans = await product('Porotos alubia');
    const annex = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/garage', { name: 'Depósito de conteo' }), 201);
    for (const id of [rice, beans]) await expectStatus(put(id, 'adjustment', { quantity: QUANTITY_MAX - 2, reason: 'ingreso', garage: annex._id }));
    // The count is of the default garage, which holds none of either: counting 3 leaves QUANTITY_MAX + 1 over both garages.
    const row = async (id: string, real: number) => {
      const found = await getProduct(desk, id);
      return { number: found.number, name: found.name, unitCost: found.unitCost, m100: null, m500: null, m1000: null, wholesaler: found.margins[0]?.value ?? 1, theoretical: 0, real };
    };
    const rows = [await row(rice, 3), await row(beans, 3)];
    const state = async () => ({ rice: await inventory(desk, rice), beans: await inventory(desk, beans), records: (await records(rice)) + (await records(beans)) });
    const before = await state();
    for (const dryRun of [true, false]) {
      expect(await refused(api(desk, desk.admin, 'POST', '/audit/inventory', { rows, dryRun }))).toEqual([pastLimit('rows.0.real', 'Arroz largo fino'), pastLimit('rows.1.real', 'Porotos alubia')]);
    }
    expect(await state()).toEqual(before);

    // Counting 2 fills the limit exactly: taken.
    await expectStatus(api(desk, desk.admin, 'POST', '/audit/inventory', { rows: [await row(rice, 2)] }), 201);
    expect((await inventory(desk, rice)).real).toBe(QUANTITY_MAX);
  });

  it('refuses an edit of a confirmed order whose quantities would take committed past it on cart.items, leaving the order and its reservation as they were', async () => {
    const sugar = await product('Azúcar común');
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Almacén Reserva' });
    const delivery = { phone: '4000-0000', contactEmail: null, address: ADDRESS, charged: false };
    const confirmed = async (quantity: number) => {
      const order = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/order', { customer: customer._id, cart: { items: [{ product: sugar, quantity }] }, delivery }), 201);
      await expectStatus(api(desk, desk.admin, 'PUT', `/order/confirm/${order._id}`, { date: '2026-03-10' }));
      return order;
    };
    // Another order holds 5: the edited one stays within the limit on its own, not with it.
    await confirmed(5);
    const order = await confirmed(QUANTITY_MAX - 10);
    const state = async () => ({ figures: await inventory(desk, sugar), order: (await expectStatus(api<{ cart: unknown }>(desk, desk.admin, 'GET', `/order/${order._id}`))).cart });
    const before = await state();
    expect(before.figures).toMatchObject({ committed: QUANTITY_MAX - 5 });

    const items = [
      { product: sugar, quantity: QUANTITY_MAX - 10 },
      { product: sugar, quantity: 6 },
    ];
    expect(await refused(api(desk, desk.admin, 'PATCH', `/order/${order._id}`, { paymentMethod: 'EFECTIVO', cart: { items } }))).toEqual([pastLimit('cart.items', 'Azúcar común')]);
    expect(await state()).toEqual(before);
    await expectStatus(api(desk, desk.admin, 'PATCH', `/order/${order._id}`, { paymentMethod: 'EFECTIVO', cart: { items: [items[0], { product: sugar, quantity: 5 }] } }));
    expect((await inventory(desk, sugar)).committed).toBe(QUANTITY_MAX);
  });
});
