/**
 * Regression: tracker alerts are held one open alert per kind, product *and garage* (tracker.ts).
 * Negative stock in a second garage raised nothing while the first garage's alert was open.
 * Each alert keeps the figure its garage was left at (`after`), which the alerts screen names
 * ("Quedó en -5 …") however the stock stands later.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, type PageOf } from '../../support/actors.js';
import { api, createProduct, createProvider, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

describe.each(FLAVOURS)('negative stock alerts per garage on %s', (flavour) => {
  let desk: Desk;
  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
  });
  afterAll(async () => desk?.server.close());

  it('raises one open alert per garage, not one per product', async () => {
    const provider = (await createProvider(desk, { name: 'Almacén Mayorista' }))._id;
    const product = (await createProduct(desk, { name: 'Harina', provider, unit: 'UNITY', taxBase: 300 }))._id;
    const lanus = (await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/garage', { name: 'Lanús' }), 201))._id;
    const adjust = (quantity: number, garage?: string) =>
      expectStatus(api(desk, desk.operacion.token, 'PUT', `/product/${product}/adjustment`, { quantity, reason: 'merma', ...(garage ? { garage } : {}) }));
    const openAlerts = async () =>
      (await expectStatus(api<PageOf<{ garage: string | null; after: number | null }>>(desk, desk.compras.token, 'GET', `/tracker/${product}?kind=NEGATIVE_STOCK&acknowledged=false`))).docs;
    const openGarages = async () => (await openAlerts()).map((a) => a.garage).sort();

    await adjust(-5);
    const [temperley] = await openGarages();
    expect(temperley).not.toBe(lanus);
    await adjust(-3, lanus);
    expect(await openGarages()).toEqual([temperley, lanus].sort());
    // Still one per garage while they stay open.
    await adjust(-1, lanus);
    await adjust(-1);
    expect(await openGarages()).toHaveLength(2);
    // The figure each garage was left at when its alert was raised; later moves do not rewrite it.
    expect(Object.fromEntries((await openAlerts()).map((a) => [a.garage, a.after]))).toEqual({ [temperley!]: -5, [lanus]: -3 });
  });
});
