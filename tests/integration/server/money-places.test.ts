/**
 * Money keeps two decimals, and a unit cost, a tax base, a margin or a percentage four (domain §3).
 * A figure with more is refused, 400 on its exact field with the decimals message, never rounded
 * away without a word: a receipt's tax line of 0.004 was stored as 0. One schema does it for every
 * call that takes money (src-shared/schemas/common.ts). Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { api, buyBody, createProduct, createProvider, getProduct, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const tooPrecise = (path: string, field: string, decimals: number) => ({ path, key: 'validation.decimals', params: { field, decimals }, message: `${field} keeps at most ${decimals} decimals` });

describe.each(FLAVOURS)('money and rates past their decimals on %s', (flavour) => {
  let desk: Desk;
  let provider: string;
  let product: string;

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    provider = (await createProvider(desk, { name: 'Lácteos del Sur' }))._id;
    product = (await createProduct(desk, { name: 'Leche entera', provider, unit: 'UNITY', taxBase: 50 }))._id;
  });
  afterAll(async () => desk?.server.close());

  const refused = async (method: string, path: string, body: Record<string, unknown>, token = desk.admin) => {
    const answer = await api<ErrorBody>(desk, token, method, path, body);
    expect(answer.status).toBe(400);
    return answer.body.details;
  };
  const receipts = async () => (await expectStatus(api<PageOf<unknown>>(desk, desk.admin, 'GET', `/receipt?provider=${provider}&limit=200`))).total;

  it('refuses a receipt’s tax line of 0.004 on taxes.0.value, and its totals past the cent, storing nothing; a tax line to the cent is taken as sent', async () => {
    const purchase21 = desk.taxes['IVA 21% compras'];
    const fc = { type: 'FC', grossTotal: 1000, total: 1210, code: '0001-00000001', provider };
    expect(await refused('POST', '/receipt', { ...fc, taxes: [{ id: purchase21, value: 0.004 }] }, desk.compras.token)).toEqual([tooPrecise('taxes.0.value', 'value', 2)]);
    expect(await refused('POST', '/receipt', { ...fc, grossTotal: 1000.001, total: 1210.999 }, desk.compras.token)).toEqual([
      tooPrecise('grossTotal', 'grossTotal', 2),
      tooPrecise('total', 'total', 2),
    ]);
    expect(await receipts()).toBe(0);

    const taken = await expectStatus(api<{ taxes: Array<{ value: number }> }>(desk, desk.compras.token, 'POST', '/receipt', { ...fc, taxes: [{ id: purchase21, value: 0.01 }] }), 201);
    expect(taken.taxes.map((t) => t.value)).toEqual([0.01]);
  });

  it('refuses fees, prices and amounts past the cent wherever money is taken', async () => {
    expect(await refused('POST', '/withdrawal', { name: 'Retiro propio', fee: 1500.125 }, desk.compras.token)).toEqual([tooPrecise('fee', 'fee', 2)]);
    expect(await refused('POST', '/delivery', { name: 'Envío zona sur', customerPrice: 300.001, partnerPrice: 100 })).toEqual([tooPrecise('customerPrice', 'customerPrice', 2)]);
    expect(await refused('PATCH', `/provider/${provider}`, { minimumPurchase: 0.999 }, desk.compras.token)).toEqual([tooPrecise('minimumPurchase', 'minimumPurchase', 2)]);
    const third = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/third', { name: 'Librería Central', tag: 'insumos' }), 201);
    expect(await refused('POST', '/cashflow/external', { third: third._id, amount: 10.005, concept: 'EGRESS', paymentMethod: 'CASH' })).toEqual([tooPrecise('amount', 'amount', 2)]);
    // A sum of binary floats is no third decimal anyone typed: 0.1 + 0.2 is the 0.3 it stands for.
    const freight = await expectStatus(api<{ fee: number }>(desk, desk.compras.token, 'POST', '/withdrawal', { name: 'Retiro flete', fee: 0.1 + 0.2 }), 201);
    expect(freight.fee).toBe(0.3);
  });

  it('keeps a tax base and a unit cost to four places and refuses a fifth, on the product and on a buy’s line', async () => {
    const body = {
      name: 'Queso por unidad',
      provider,
      unit: 'UNITY',
      margins: [
        { quantity: 0, value: 1.2 },
        { quantity: 1, value: 1.35 },
      ],
      contributions: 10,
      wholesalerContributions: 5,
    };
    expect(await refused('POST', '/product', { ...body, taxBase: 12.34567 }, desk.compras.token)).toEqual([tooPrecise('taxBase', 'taxBase', 4)]);
    expect(
      await refused(
        'POST',
        '/product',
        {
          ...body,
          taxBase: 12,
          margins: [
            { quantity: 0, value: 1.23456 },
            { quantity: 1, value: 1.35 },
          ],
        },
        desk.compras.token,
      ),
    ).toEqual([tooPrecise('margins.0.value', 'value', 4)]);
    expect(await refused('POST', '/product', { ...body, taxBase: 12, contributions: 10.00001 }, desk.compras.token)).toEqual([tooPrecise('contributions', 'contributions', 4)]);

    const kept = await createProduct(desk, { name: 'Queso cremoso', provider, unit: 'UNITY', taxBase: 12.3456 });
    expect((await getProduct(desk, kept._id)).taxBase).toBe(12.3456);

    expect(await refused('POST', '/buy', buyBody(provider, [{ product, quantity: 2, unitCost: 61.23456 }]), desk.compras.token)).toEqual([tooPrecise('cart.items.0.unitCost', 'unitCost', 4)]);
    const buys = await expectStatus(api<PageOf<unknown>>(desk, desk.compras.token, 'GET', `/buy?provider=${provider}`));
    expect(buys.total).toBe(0);
  });
});
