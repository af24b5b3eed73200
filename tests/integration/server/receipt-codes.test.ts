/**
 * A provider's document is registered once (domain §6: receipts feed the provider balance): the
 * same type and code of the same provider again, while the first stands, is bad input on `code`,
 * concurrent clerks included; another provider's or another type's code is free, and so is the code
 * of a removed receipt. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, type ErrorBody } from '../../support/actors.js';
import { createProvider } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('receipt codes on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let arcor: string;
  let ledesma: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    arcor = await createProvider(server.url, admin, 'Arcor');
    ledesma = await createProvider(server.url, admin, 'Ledesma');
  });
  afterAll(() => server?.close());

  const receipt = (provider: string, code: string, type = 'FC') =>
    call<{ _id: string; number: number } & ErrorBody>(server.url, 'POST', '/receipt', { token: admin, body: { type, grossTotal: 1000, total: 1210, code, provider } });
  const balance = async (provider: string) => (await expectStatus(call<{ balance: number }>(server.url, 'GET', `/statistics/provider-balances/${provider}`, { token: admin }))).balance;

  it('refuses the same type and code of one provider twice, naming the receipt that has it, and counts it once', async () => {
    const first = await expectStatus(receipt(arcor, 'A-0001-00001234'), 201);
    const again = await receipt(arcor, 'A-0001-00001234');
    expect(again.status).toBe(400);
    expect(again.body.details).toEqual([expect.objectContaining({ path: 'code', key: 'receipt.codeTaken', params: { type: 'FC', code: 'A-0001-00001234', number: first.number } })]);
    expect(await balance(arcor)).toBe(1210);
    await expectStatus(receipt(ledesma, 'A-0001-00001234'), 201);
    await expectStatus(receipt(arcor, 'A-0001-00001234', 'ND'), 201);
  });

  it('frees the code of a removed receipt', async () => {
    const first = await expectStatus(receipt(arcor, 'A-0001-00005678'), 201);
    await expectStatus(call(server.url, 'DELETE', `/receipt/${first._id}`, { token: admin }));
    await expectStatus(receipt(arcor, 'A-0001-00005678'), 201);
  });

  it('lets one of two clerks entering one invoice at once register it', async () => {
    const answers = await Promise.all([receipt(ledesma, 'B-0002-00000001'), receipt(ledesma, 'B-0002-00000001')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  });
});
