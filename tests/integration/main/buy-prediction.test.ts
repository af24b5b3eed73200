/**
 * A queued buy shows, until the server answers, the figures the server then stores: items at the
 * products' unit costs or the cost agreed, the withdrawal option's fee, totals and the
 * minimum-purchase warning — planned from the purchasing user's replica, then sent to the real server.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BuyFields } from '../../../src-shared/documents/buys.js';
import { fieldsOf, planWrite, sendWrite, type Planner } from '../../support/predicted-writes.js';
import { buyBody, createProduct, createProvider, createWithdrawal, openDesk, type Desk } from '../../support/purchasing.js';

/** What the purchasing screens and the printed buy read. */
const SHOWN = ['cart', 'cost', 'logistic', 'total', 'warnings', 'withdrawal', 'provider', 'providerName', 'state', 'committed', 'partner', 'isBudget', 'notes', 'driver', 'roadmap'];
const shown = (buy: object) => fieldsOf(buy, SHOWN);

describe('a queued buy is priced as the server prices it', () => {
  let desk: Desk;
  let compras: Planner;
  let provider: string;
  let other: string;
  let products: { cheese: string; soda: string };
  let pickUp: string;

  beforeAll(async () => {
    desk = await openDesk('sqlite', inject('postgresUrl'));
    compras = { url: desk.server.url, token: desk.compras.token, caller: { ...desk.compras.user, role: 'COMPRAS' } };
    provider = (await createProvider(desk, { name: 'Lácteos del Sur', minimumPurchase: 50_000 }))._id;
    other = (await createProvider(desk, { name: 'Bebidas Norte' }))._id;
    const taxes = Object.values(desk.taxes);
    const cheese = await createProduct(desk, { name: 'Queso Cremoso', provider, unit: 'WEIGHT', taxBase: 4200, taxes });
    const soda = await createProduct(desk, { name: 'Soda 2 L', provider: other, unit: 'UNITY', taxBase: 350 });
    products = { cheese: cheese._id, soda: soda._id };
    pickUp = (await createWithdrawal(desk, 'Retiro en planta', 3500))._id;
  });
  afterAll(() => desk?.server.close());

  const createBuy = (input: object, drop: readonly string[] = []) => planWrite(compras, 'buy.create', 'buy.create', 'buys', input, drop);

  it('a new buy under the provider’s minimum: prices, agreed cost, pick-up fee, totals and the warning', async () => {
    const items = [
      { product: products.cheese, quantity: 2500 },
      { product: products.soda, quantity: 24, unitCost: 333.333 },
    ];
    const write = await createBuy(buyBody(provider, items, { withdrawal: { _id: pickUp, date: '2026-03-10', charged: true }, notes: 'Cámara fría' }));
    expect(write.optimistic).toMatchObject({ state: 'A APROBAR', providerName: 'Lácteos del Sur', withdrawal: { name: 'Retiro en planta', fee: 3500 } });
    expect(write.optimistic?.warnings).toHaveLength(1);
    const stored = await sendWrite<BuyFields>(compras, write, 201);
    expect(shown(write.optimistic ?? {})).toEqual(shown(stored));
  });

  it('an edit to another provider, a new cart and a withdrawal changed on its own follow the server', async () => {
    const created = await sendWrite<BuyFields & { _id: string }>(compras, await createBuy(buyBody(provider, [{ product: products.cheese, quantity: 1000 }])), 201);
    const update = await planWrite(compras, 'buy.update', 'buy.update', 'buys', { id: created._id, provider: other, cart: { items: [{ product: products.soda, quantity: 240 }] } });
    expect(shown(update.optimistic ?? {})).toEqual(shown(await sendWrite(compras, update, 200)));

    const withdrawal = await planWrite(compras, 'buy.withdrawal', 'buy.withdrawal', 'buys', { id: created._id, _id: pickUp, date: null, charged: true });
    expect(withdrawal.optimistic).toMatchObject({ withdrawal: { _id: pickUp, fee: 3500 } });
    expect(shown(withdrawal.optimistic ?? {})).toEqual(shown(await sendWrite(compras, withdrawal, 200)));

    const replaced = await planWrite(compras, 'buy.replace', 'buy.replace', 'buys', { id: created._id, ...buyBody(provider, [{ product: products.cheese, quantity: 12_000 }]) });
    expect(replaced.optimistic).toMatchObject({ notes: null, warnings: [] });
    expect(shown(replaced.optimistic ?? {})).toEqual(shown(await sendWrite(compras, replaced, 200)));
  });

  it('shows the buy as sent when the replica lacks its withdrawal option', async () => {
    const write = await createBuy(buyBody(provider, [{ product: products.cheese, quantity: 1000 }], { withdrawal: { _id: pickUp, date: null, charged: true } }), [`withdrawals/${pickUp}`]);
    expect(write.optimistic).not.toHaveProperty('total');
  });
});
