/**
 * A count queued on the desk is planned over the figures the desk's ledger holds (the latest
 * record of each figure of the product in the garage), as the server plans it over its stock
 * table: a count that disagrees with figures the desk holds is refused at once, with the server's
 * own refusal; one of a product whose ledger the desk has not pulled is shown as sent, for the
 * server to settle. Planned as the app plans it (`plannedWrite` over the desk's replica).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPC_CONTRACT } from '../../../src-shared/ipc/contract.js';
import { AppError } from '../../../src-shared/errors.js';
import { newId } from '../../../src-shared/ids.js';
import { routeByName } from '../../../src-shared/routes/index.js';
import { plannedWrite } from '../../../src-main/ipc/handlers/optimistic.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { expectStatus } from '../../support/actors.js';
import { createProduct, createProvider } from '../../support/catalog.js';
import { ADMIN, call, signIn } from '../../support/server.js';
import { freePort } from '../../support/sync-server-process.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';

describe('a stock count planned on the desk', () => {
  let dir: string;
  let server: RunningServer;
  let admin: string;
  let desk: TestReplica;
  let provider: string;

  const count = (input: unknown) =>
    plannedWrite(routeByName('product.forceAdjustment'), 'products', IPC_CONTRACT['product.forceAdjustment'].input.parse(input) as never, {
      current: (c, id) => desk.reader.get(c, id),
      replica: desk.reader,
      signedIn: () => ({ actor: { id: 'admin', role: 'ADMIN' }, user: { _id: 'admin' } }),
      newId: () => newId(new Date()),
      now: () => new Date(),
    });
  const adjust = (product: string, quantity: number) => expectStatus(call(server.url, 'PUT', `/product/${product}/adjustment`, { token: admin, body: { quantity, reason: 'ingreso' } }));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stock-counts-'));
    server = await startServer({ databaseUrl: `sqlite:${join(dir, 'server.db')}`, port: await freePort(), adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin, 'Lácteos del Sur');
    desk = openTestReplica({ baseUrl: server.url, token: admin });
  });

  afterAll(async () => {
    await desk?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses at once a count whose real and theoretical disagree with the figures the desk holds', async () => {
    const product = (await createProduct(server.url, admin, provider, { name: 'Yogur Frutilla', unit: 'UNITY' }))._id;
    await adjust(product, 20);
    await adjust(product, -4);
    await syncUntilSettled(desk.engine);
    const refusal = await count({ id: product, real: 10, theoretical: 12 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 400, key: 'product.theoreticalMismatch', params: { real: '10' } });
    // Agreeing figures are planned: the product shown as it is, until the server's totals come back.
    const write = await count({ id: product, real: 10, theoretical: 10 });
    expect(write.optimistic).toMatchObject({ _id: product, inventory: { real: 16 } });
  });

  it('shows as sent a count of a product whose ledger the desk has not pulled', async () => {
    const product = (await createProduct(server.url, admin, provider, { name: 'Manteca', unit: 'UNITY' }))._id;
    await syncUntilSettled(desk.engine);
    await adjust(product, 7);
    const write = await count({ id: product, real: 3, theoretical: 5 });
    expect(write.optimistic).toMatchObject({ _id: product });
    expect(write.path).toBe(`/product/${product}/force/adjustment`);
  });
});
