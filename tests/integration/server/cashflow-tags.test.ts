/**
 * A tag sorts a garage's own movements (domain §6 internal): an internal entry takes one on create
 * and on change, and the entry of a partner, a provider or a third is refused one on `tag` and kept
 * as it was. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaff, expectStatus, type ErrorBody, type Staff } from '../../support/actors.js';
import { createProvider } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Entry {
  _id: string;
  type: string;
  tag: string | null;
  amount: number;
}

describe.each(FLAVOURS)('cash flow tags on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let av: Staff;
  let provider: string;
  let garage: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    av = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera', role: 'AV' });
    provider = await createProvider(server.url, admin, 'Papelera Sur');
    garage = (await expectStatus(call<{ docs: Array<{ _id: string }> }>(server.url, 'GET', '/garage', { token: admin }))).docs[0]?._id ?? '';
  });
  afterAll(() => server?.close());

  const money = { amount: 500, concept: 'EGRESS', paymentMethod: 'CASH' } as const;
  const post = (path: string, body: Record<string, unknown>) => expectStatus(call<Entry>(server.url, 'POST', path, { token: admin, body: { ...money, ...body } }), 201);
  const patch = (id: string, body: Record<string, unknown>) => call<Entry & ErrorBody>(server.url, 'PATCH', `/cashflow/${id}`, { token: admin, body });

  it('an internal entry changes its tag', async () => {
    const entry = await post('/cashflow/internal', { garage, tag: 'caja chica' });
    expect((await expectStatus(patch(entry._id, { tag: 'viáticos' }))).tag).toBe('viáticos');
  });

  it('the entry of a partner or a provider refuses a tag and stays as it was', async () => {
    const third = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/third', { token: admin, body: { name: 'Edesur', tag: 'servicios' } }), 201))._id;
    for (const entry of [await post('/cashflow', { partner: av.user._id }), await post('/cashflow/provider', { provider }), await post('/cashflow/external', { third })]) {
      const refused = await patch(entry._id, { tag: 'zz', amount: 600 });
      expect([refused.status, refused.body.details?.[0]?.path, refused.body.details?.[0]?.key]).toEqual([400, 'tag', 'cashflow.tagInternalOnly']);
      expect(await expectStatus(call<Entry>(server.url, 'GET', `/cashflow/${entry._id}`, { token: admin }))).toMatchObject({ tag: null, amount: 500 });
    }
  });
});
