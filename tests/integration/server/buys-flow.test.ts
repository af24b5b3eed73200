/**
 * Buys through their life (domain §4–6), over real HTTP on both databases, with the numbers written
 * out: ham is UNITY with tax base 100 and the 21 % purchase tax (unit cost 121); cheese is WEIGHT
 * at 2000 per kg with no tax (unit cost 2000, quantities in grams).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { TrackerFields } from '../../../src-server/features/stock/collections.js';
import { expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { api, buyAction, buyBody, createBuy, createProduct, createProvider, createWithdrawal, getBuy, inventory, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const ZERO = { real: 0, committed: 0, pending: 0, theoretical: 0, critical: 0 };

describe.each(FLAVOURS)('buys on %s', (flavour) => {
  let desk: Desk;
  let provider: string;
  let fleteFee350: string;

  /** Fresh products per test, so each test's stock figures start at zero. */
  async function products(tag: string): Promise<{ ham: string; cheese: string }> {
    const purchase21 = desk.taxes['IVA 21% compras'];
    const ham = await createProduct(desk, { name: `Jamón ${tag}`, provider, unit: 'UNITY', taxBase: 100, taxes: [purchase21] });
    const cheese = await createProduct(desk, { name: `Queso ${tag}`, provider, unit: 'WEIGHT', taxBase: 2000 });
    expect([ham.unitCost, cheese.unitCost]).toEqual([121, 2000]);
    return { ham: ham._id, cheese: cheese._id };
  }

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    provider = (await createProvider(desk, { name: 'Lácteos del Sur' }))._id;
    fleteFee350 = (await createWithdrawal(desk, 'Flete Sur', 350))._id;
  });
  afterAll(async () => desk?.server.close());

  it('prices the items, copies the withdrawal option and derives cost, logistic and total', async () => {
    const { ham, cheese } = await products('totals');
    const items = [
      { product: ham, quantity: 10 },
      { product: cheese, quantity: 1500 },
    ];
    const charged = await createBuy(desk, provider, items, { withdrawal: { _id: fleteFee350, date: '2026-03-05', charged: true } });
    expect(charged.cart).toEqual({
      items: [
        { number: 1, product: ham, quantity: 10, unitCost: 121, price: 1210 },
        { number: 2, product: cheese, quantity: 1500, unitCost: 2000, price: 3000 },
      ],
      total: 4210,
    });
    expect(charged.withdrawal).toEqual({ _id: fleteFee350, name: 'Flete Sur', fee: 350, date: '2026-03-05', charged: true });
    expect([charged.cost, charged.logistic, charged.total]).toEqual([4210, 350, 3860]);
    expect(charged).toMatchObject({ state: 'A APROBAR', committed: false, provider, providerName: 'Lácteos del Sur', warnings: [], receipts: [] });

    const notCharged = await createBuy(desk, provider, items, { withdrawal: { _id: fleteFee350, date: null, charged: false } });
    expect([notCharged.logistic, notCharged.total]).toEqual([0, 4210]);
    // No option, no fee, even when marked charged.
    const noOption = await createBuy(desk, provider, items, { withdrawal: { date: null, charged: true } });
    expect(noOption.withdrawal).toEqual({ _id: null, name: null, fee: 0, date: null, charged: true });
    expect([noOption.logistic, noOption.total]).toEqual([0, 4210]);
  });

  it('approve puts the quantities in pending; commit turns pending into real', async () => {
    const { ham, cheese } = await products('commit');
    const buy = await createBuy(desk, provider, [
      { product: ham, quantity: 10 },
      { product: cheese, quantity: 1500 },
    ]);
    expect(await inventory(desk, ham)).toEqual(ZERO);

    const approved = await expectStatus(buyAction(desk, buy._id, 'approve'));
    expect(approved).toMatchObject({ state: 'APROBADA', committed: false, approvedAt: desk.clock.now().toISOString() });
    expect(await inventory(desk, ham)).toEqual({ ...ZERO, pending: 10, theoretical: 10 });
    expect(await inventory(desk, cheese)).toEqual({ ...ZERO, pending: 1500, theoretical: 1500 });

    const committed = await expectStatus(buyAction(desk, buy._id, 'commit'));
    expect(committed).toMatchObject({ state: 'APROBADA', committed: true });
    expect(await inventory(desk, ham)).toEqual({ ...ZERO, real: 10, theoretical: 10 });
    expect(await inventory(desk, cheese)).toEqual({ ...ZERO, real: 1500, theoretical: 1500 });

    // One record per change, naming the buy: the figures are the sum of their records.
    const records = await expectStatus(api<PageOf<{ field: string; delta: number; refId: string }>>(desk, desk.compras.token, 'GET', `/record/${ham}`));
    expect(records.docs.map((r) => [r.field, r.delta, r.refId]).sort()).toEqual(
      [
        ['pending', 10, buy._id],
        ['pending', -10, buy._id],
        ['real', 10, buy._id],
      ].sort(),
    );
    // Same unit cost: no cost alert.
    const alerts = await expectStatus(api<PageOf<unknown>>(desk, desk.compras.token, 'GET', `/tracker/${ham}?kind=COST_CHANGED`));
    expect(alerts.total).toBe(0);
  });

  it('commit with an agreed unit cost updates the product (and its tax base) and raises COST_CHANGED', async () => {
    const { ham } = await products('cost');
    const buy = await createBuy(desk, provider, [{ product: ham, quantity: 4, unitCost: 130 }]);
    expect(buy.cart.items[0]).toMatchObject({ unitCost: 130, price: 520 });
    await expectStatus(buyAction(desk, buy._id, 'approve'));
    // Approval alone changes no cost.
    expect((await expectStatus(api<{ unitCost: number }>(desk, desk.compras.token, 'GET', `/product/${ham}`))).unitCost).toBe(121);

    await expectStatus(buyAction(desk, buy._id, 'commit'));
    const product = await expectStatus(api<{ unitCost: number; taxBase: number }>(desk, desk.compras.token, 'GET', `/product/${ham}`));
    // 130 / 1.21 = 107.43801…, kept to 4 places.
    expect([product.unitCost, product.taxBase]).toEqual([130, 107.438]);
    const alerts = await expectStatus(api<PageOf<Doc<TrackerFields>>>(desk, desk.compras.token, 'GET', `/tracker/${ham}?kind=COST_CHANGED`));
    expect(alerts.docs).toHaveLength(1);
    expect(alerts.docs[0]).toMatchObject({ kind: 'COST_CHANGED', product: ham, before: 121, after: 130, acknowledged: false });
    expect(await inventory(desk, ham)).toEqual({ ...ZERO, real: 4, theoretical: 4 });
  });

  it('a commit changes only the costs its items differ on, each change alerted in item order', async () => {
    const { ham, cheese } = await products('mixed costs');
    // The cheese at its own cost, the ham twice: the second line's cost is the one the product ends with.
    const buy = await createBuy(desk, provider, [
      { product: cheese, quantity: 1000 },
      { product: ham, quantity: 2, unitCost: 130 },
      { product: ham, quantity: 1, unitCost: 140 },
    ]);
    await expectStatus(buyAction(desk, buy._id, 'approve'));
    await expectStatus(buyAction(desk, buy._id, 'commit'));
    const cost = async (id: string) => (await expectStatus(api<{ unitCost: number }>(desk, desk.compras.token, 'GET', `/product/${id}`))).unitCost;
    expect([await cost(cheese), await cost(ham)]).toEqual([2000, 140]);
    const alerts = async (id: string) => (await expectStatus(api<PageOf<Doc<TrackerFields>>>(desk, desk.compras.token, 'GET', `/tracker/${id}?kind=COST_CHANGED`))).docs;
    expect(await alerts(cheese)).toEqual([]);
    expect((await alerts(ham)).map((alert) => [alert.before, alert.after]).sort()).toEqual([
      [121, 130],
      [130, 140],
    ]);
  });

  it('rolling back an approval takes pending back and makes the buy editable again', async () => {
    const { ham } = await products('rollback');
    const buy = await createBuy(desk, provider, [{ product: ham, quantity: 6 }]);
    await expectStatus(buyAction(desk, buy._id, 'approve'));
    expect((await inventory(desk, ham)).pending).toBe(6);

    const back = await expectStatus(buyAction(desk, buy._id, 'rollbackApprove'));
    expect(back).toMatchObject({ state: 'A APROBAR', committed: false, approvedAt: null });
    expect(await inventory(desk, ham)).toEqual(ZERO);

    const edited = await expectStatus(api<{ cart: { total: number } }>(desk, desk.compras.token, 'PATCH', `/buy/${buy._id}`, { cart: { items: [{ product: ham, quantity: 8 }] } }));
    expect(edited.cart.total).toBe(968);
    await expectStatus(buyAction(desk, buy._id, 'approve'));
    expect((await inventory(desk, ham)).pending).toBe(8);
  });

  it('cancels from A APROBAR without touching stock, and from APROBADA releasing pending', async () => {
    const { ham } = await products('cancel');
    const pending = await createBuy(desk, provider, [{ product: ham, quantity: 3 }]);
    expect(await expectStatus(buyAction(desk, pending._id, 'cancel'))).toMatchObject({ state: 'CANCELADA' });
    expect(await inventory(desk, ham)).toEqual(ZERO);

    const approved = await createBuy(desk, provider, [{ product: ham, quantity: 5 }]);
    await expectStatus(buyAction(desk, approved._id, 'approve'));
    expect((await inventory(desk, ham)).pending).toBe(5);
    expect(await expectStatus(buyAction(desk, approved._id, 'cancel'))).toMatchObject({ state: 'CANCELADA', committed: false });
    expect(await inventory(desk, ham)).toEqual(ZERO);
  });

  it('a mixed product moves its components, never its own stock', async () => {
    const { ham, cheese } = await products('mixed');
    // A UNITY mix of 2 hams and 250 g of cheese: tax base 2 × 100 + 2000 × 250 / 1000 = 700.
    const mix = await createProduct(desk, {
      name: 'Picada',
      provider,
      unit: 'UNITY',
      taxBase: 0,
      mixed: {
        components: [
          { product: ham, quantity: 2 },
          { product: cheese, quantity: 250 },
        ],
      },
    });
    expect(mix.unitCost).toBe(700);
    const buy = await createBuy(desk, provider, [{ product: mix._id, quantity: 3 }]);
    expect(buy.cart.total).toBe(2100);
    await expectStatus(buyAction(desk, buy._id, 'approve'));
    expect((await inventory(desk, ham)).pending).toBe(6);
    expect((await inventory(desk, cheese)).pending).toBe(750);
    await expectStatus(buyAction(desk, buy._id, 'commit'));
    expect(await inventory(desk, ham)).toEqual({ ...ZERO, real: 6, theoretical: 6 });
    expect(await inventory(desk, cheese)).toEqual({ ...ZERO, real: 750, theoretical: 750 });
    expect(await inventory(desk, mix._id)).toEqual(ZERO);
  });

  it('accepts a buy under the minimum purchase with a warning', async () => {
    const small = (await createProvider(desk, { name: 'Mayorista Grande', minimumPurchase: 5000 }))._id;
    const { ham } = await products('minimum');
    const under = await createBuy(desk, small, [{ product: ham, quantity: 10 }]);
    expect(under.cost).toBe(1210);
    // A key with its parameters for the screens to translate, and the English words for an API client.
    expect(under.warnings).toEqual([
      { message: "the buy's cost 1210.00 is under Mayorista Grande's minimum purchase of 5000.00", key: 'buy.underMinimum', params: { provider: 'Mayorista Grande', cost: 1210, minimum: 5000 } },
    ]);
    // Raising the quantity clears it: warnings follow every edit.
    const enough = await expectStatus(api<Doc<{ cost: number; warnings: unknown[] }>>(desk, desk.compras.token, 'PATCH', `/buy/${under._id}`, { cart: { items: [{ product: ham, quantity: 50 }] } }));
    expect([enough.cost, enough.warnings]).toEqual([6050, []]);
  });

  it('answers 400 on the failing field and stores nothing', async () => {
    const { ham, cheese } = await products('invalid');
    const before = (await expectStatus(api<PageOf<unknown>>(desk, desk.compras.token, 'GET', '/buy'))).total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [buyBody('0123456789abcdef01234567', [{ product: ham, quantity: 1 }]), 'provider'],
      [buyBody(provider, [{ product: ham, quantity: 1.5 }]), 'cart.items.0.quantity'],
      [
        buyBody(provider, [
          { product: ham, quantity: 1 },
          { product: cheese, quantity: 10.5 },
        ]),
        'cart.items.1.quantity',
      ],
      [buyBody(provider, [{ product: '0123456789abcdef01234567', quantity: 1 }]), 'cart.items.0.product'],
      [buyBody(provider, [{ product: ham, quantity: 1 }], { withdrawal: { _id: '0123456789abcdef01234567', date: null, charged: true } }), 'withdrawal._id'],
    ];
    for (const [body, path] of cases) {
      const response = await api<ErrorBody>(desk, desk.compras.token, 'POST', '/buy', body);
      expect(response.status, path).toBe(400);
      expect(response.body.details?.map((d) => d.path)).toEqual([path]);
    }
    expect((await expectStatus(api<PageOf<unknown>>(desk, desk.compras.token, 'GET', '/buy'))).total).toBe(before);
  });

  it('PUT replaces the whole buy while A APROBAR, repricing it', async () => {
    const { ham, cheese } = await products('replace');
    const buy = await createBuy(desk, provider, [{ product: ham, quantity: 1 }], { notes: 'primera versión' });
    const replaced = await expectStatus(
      api<Doc<{ cart: { total: number }; notes: string | null; logistic: number }>>(
        desk,
        desk.compras.token,
        'PUT',
        `/buy/${buy._id}`,
        buyBody(provider, [{ product: cheese, quantity: 500 }], { withdrawal: { _id: fleteFee350, date: null, charged: true } }),
      ),
    );
    expect([replaced.cart.total, replaced.logistic, replaced.notes, replaced.number]).toEqual([1000, 350, null, buy.number]);
    expect((await getBuy(desk, buy._id)).cart.items).toEqual([{ number: 1, product: cheese, quantity: 500, unitCost: 2000, price: 1000 }]);
  });
});
