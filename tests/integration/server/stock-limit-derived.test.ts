/**
 * The stock limit (QUANTITY_MAX) on what stock figures make, not only on each one: the theoretical
 * stock (real − committed + pending) a write would take past it is refused, as real was, and an
 * order whose mixed product would commit more of a component than a figure holds is refused when
 * taken, on its cart line, rather than kept pending and never confirmable. An inventory count that
 * another write pushes past the limit between its check and its write names its row as the check
 * does. Over HTTP (the race inside one real write transaction), on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppError } from '../../../src-shared/errors.js';
import { QUANTITY_MAX } from '../../../src-shared/limits.js';
import { planAuditInventory } from '../../../src-shared/planners/audit-count.js';
import { runWrite } from '../../../src-server/db/write.js';
import { serverPlanContext, serverPlanReads } from '../../../src-server/features/plan-reads.js';
import { storePlan } from '../../../src-server/features/planned-write.js';
import { applyStockChanges } from '../../../src-server/features/stock/service.js';
import { ADDRESS, createCustomer, expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { api, buyAction, createBuy, createProduct, createProvider, getProduct, inventory, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const pastLimit = (path: string, product: string) => ({
  path,
  key: 'stock.figureTooLarge',
  params: { product, max: QUANTITY_MAX, unit: 'UNITY' },
  message: `this would take the stock of ${product} past ${QUANTITY_MAX}, the most a stock figure holds`,
});

describe.each(FLAVOURS)('the stock limit on derived figures on %s', (flavour) => {
  let desk: Desk;
  let provider: string;

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    provider = (await createProvider(desk, { name: 'Depósito Mayorista' }))._id;
  });
  afterAll(async () => desk?.server.close());

  const product = async (name: string, extra: Record<string, unknown> = {}) => (await createProduct(desk, { name, provider, unit: 'UNITY', taxBase: 1, ...extra }))._id;
  const adjust = (id: string, body: Record<string, unknown>) => api<ErrorBody>(desk, desk.admin, 'PUT', `/product/${id}/adjustment`, { reason: 'ingreso', ...body });
  const records = async (id: string) => (await expectStatus(api<PageOf<unknown>>(desk, desk.admin, 'GET', `/record/${id}?limit=200`))).total;
  const refused = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status).toBe(400);
    return (body as ErrorBody).details;
  };
  const countRow = async (id: string, real: number) => {
    const found = await getProduct(desk, id);
    return { number: found.number, name: found.name, unitCost: found.unitCost, m100: null, m500: null, m1000: null, wholesaler: found.margins[0]?.value ?? 1, theoretical: 0, real };
  };

  it('refuses a buy’s approval that would show a theoretical stock past the limit, and an adjustment on quantity, writing nothing', async () => {
    const flour = await product('Harina de trigo');
    await expectStatus(adjust(flour, { quantity: QUANTITY_MAX }));
    // 10,000,000 on hand and 1,000,000 on the way would show 11,000,000 to come.
    const buy = await createBuy(desk, provider, [{ product: flour, quantity: 1_000_000 }]);
    const before = { figures: await inventory(desk, flour), records: await records(flour) };
    expect(await refused(buyAction(desk, buy._id, 'approve'))).toEqual([pastLimit('cart.items.0.quantity', 'Harina de trigo')]);
    expect({ figures: await inventory(desk, flour), records: await records(flour) }).toEqual(before);
    expect(before.figures).toMatchObject({ real: QUANTITY_MAX, pending: 0, theoretical: QUANTITY_MAX });

    // 5 on the way beside QUANTITY_MAX − 5 on hand: real may take 1 more, the theoretical stock may not.
    const salt = await product('Sal fina');
    await expectStatus(adjust(salt, { quantity: QUANTITY_MAX - 5 }));
    await expectStatus(buyAction(desk, (await createBuy(desk, provider, [{ product: salt, quantity: 5 }]))._id, 'approve'));
    expect(await refused(adjust(salt, { quantity: 1 }))).toEqual([pastLimit('quantity', 'Sal fina')]);
    expect(await inventory(desk, salt)).toMatchObject({ real: QUANTITY_MAX - 5, pending: 5, theoretical: QUANTITY_MAX });
  });

  it('refuses an order whose mixed product would commit more of a component than a figure holds, on its cart line, and takes one that fills it', async () => {
    const yeast = await product('Levadura');
    const box = await product('Caja de panadería', { taxBase: 0, mixed: { components: [{ product: yeast, quantity: 100_000 }] } });
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Panadería Grande' });
    const order = (quantity: number) =>
      api<ErrorBody & { _id: string }>(desk, desk.admin, 'POST', '/order', {
        customer: customer._id,
        cart: {
          items: [
            { product: yeast, quantity: 1 },
            { product: box, quantity },
          ],
        },
        delivery: { phone: '4000-0000', contactEmail: null, address: ADDRESS, charged: false },
      });
    const orders = async () => (await expectStatus(api<PageOf<unknown>>(desk, desk.admin, 'GET', `/order?customer=${customer._id}`))).total;
    // 1,000 boxes of 100,000 each: 100,000,000 of yeast.
    expect(await refused(order(1000))).toEqual([pastLimit('cart.items.1.quantity', 'Levadura')]);
    // 100 boxes and the loose one: 10,000,001, one past the limit, named on the line that passes it.
    expect(await refused(order(100))).toEqual([pastLimit('cart.items.1.quantity', 'Levadura')]);
    expect(await orders()).toBe(0);

    const filled = await expectStatus(
      api<{ _id: string }>(desk, desk.admin, 'POST', '/order', {
        customer: customer._id,
        cart: { items: [{ product: box, quantity: 100 }] },
        delivery: { phone: '4000-0000', contactEmail: null, address: ADDRESS, charged: false },
      }),
      201,
    );
    await expectStatus(api(desk, desk.admin, 'PUT', `/order/confirm/${filled._id}`, { date: '2026-03-10' }));
    expect(await inventory(desk, yeast)).toMatchObject({ committed: QUANTITY_MAX, theoretical: -QUANTITY_MAX });
  });

  it('refuses a count whose real would take the theoretical stock past the limit on its row, in the dry run as when applied', async () => {
    const rice = await product('Arroz doble carolina');
    await expectStatus(buyAction(desk, (await createBuy(desk, provider, [{ product: rice, quantity: 10 }]))._id, 'approve'));
    const before = { figures: await inventory(desk, rice), records: await records(rice) };
    for (const dryRun of [true, false]) {
      expect(await refused(api(desk, desk.admin, 'POST', '/audit/inventory', { rows: [await countRow(rice, QUANTITY_MAX)], dryRun }))).toEqual([pastLimit('rows.0.real', 'Arroz doble carolina')]);
    }
    expect({ figures: await inventory(desk, rice), records: await records(rice) }).toEqual(before);
    await expectStatus(api(desk, desk.admin, 'POST', '/audit/inventory', { rows: [await countRow(rice, QUANTITY_MAX - 10)] }), 201);
    expect(await inventory(desk, rice)).toMatchObject({ real: QUANTITY_MAX - 10, pending: 10, theoretical: QUANTITY_MAX });
  });

  it('names the counted row when another write took the product past the limit between the count’s check and its write', async () => {
    const beans = await product('Porotos negros');
    const annex = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/garage', { name: 'Depósito de carrera' }), 201);
    await expectStatus(adjust(beans, { quantity: QUANTITY_MAX - 10, garage: annex._id }));
    const before = { figures: await inventory(desk, beans), records: await records(beans) };
    // Counting 8 in the default garage leaves QUANTITY_MAX − 2 over both: the check passes it.
    const body = { rows: [await countRow(beans, 8)], dryRun: false };
    const caught = await runWrite(desk.server.database, { actor: null, now: new Date() }, async (tx) => {
      const plan = await planAuditInventory(body, serverPlanReads(tx.trx, new Set(['products', 'stock'])), serverPlanContext(tx, { id: desk.compras.user._id, role: 'ADMIN' }));
      // Another write lands 5 more in the annex before the count is written.
      await applyStockChanges(tx, [{ product: beans, garage: annex._id, field: 'real', delta: 5, reason: 'ingreso', refKind: 'adjustment', refId: null, path: 'quantity' }]);
      // The refusal ends the transaction: neither write is kept.
      await storePlan(tx, plan);
      return null;
    }).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).details).toEqual([pastLimit('rows.0.real', 'Porotos negros')]);
    expect({ figures: await inventory(desk, beans), records: await records(beans) }).toEqual(before);
  });
});
