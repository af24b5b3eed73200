/**
 * The stock limit (QUANTITY_MAX) on the desk: a write queued offline that would take a stock figure
 * past it — real, or the theoretical stock real and pending make — is refused at once, with the
 * words and on the field the server refuses it with, instead of being queued for the server to
 * refuse on sync. Planned as the app plans it (`plannedWrite` over the desk's replica, synced from a
 * real server); the server's answer to the same call is the reference.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors.js';
import { IPC_CONTRACT } from '../../../src-shared/ipc/contract.js';
import { newId } from '../../../src-shared/ids.js';
import { QUANTITY_MAX } from '../../../src-shared/limits.js';
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { plannedWrite } from '../../../src-main/ipc/handlers/optimistic.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { expectStatus, type ErrorBody } from '../../support/actors.js';
import { createProduct, createProvider } from '../../support/catalog.js';
import { ADMIN, call, signIn } from '../../support/server.js';
import { freePort } from '../../support/sync-server-process.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';

describe('the stock limit on the desk, offline', () => {
  let dir: string;
  let server: RunningServer;
  let admin: string;
  let desk: TestReplica;
  let provider: string;

  /** A write as the desk queues it: planned over the replica, refused at once when the plan is. */
  const queue = (name: RouteName & keyof typeof IPC_CONTRACT, collection: string, input: unknown) =>
    plannedWrite(routeByName(name), collection, IPC_CONTRACT[name].input.parse(input) as never, {
      current: (c, id) => desk.reader.get(c, id),
      replica: desk.reader,
      signedIn: () => ({ actor: { id: 'admin', role: 'ADMIN' }, user: { _id: 'admin' } }),
      newId: () => newId(new Date()),
      now: () => new Date(),
    });
  const onServer = (method: string, path: string, body?: unknown) => call<ErrorBody & { _id: string }>(server.url, method, path, { token: admin, ...(body === undefined ? {} : { body }) });
  const refusalOf = async (pending: Promise<unknown>) => {
    const error = await pending.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).status, details: (error as AppError).details };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stock-limit-offline-'));
    server = await startServer({ databaseUrl: `sqlite:${join(dir, 'server.db')}`, port: await freePort(), adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin, 'Depósito Mayorista');
    desk = openTestReplica({ baseUrl: server.url, token: admin });
  });

  afterAll(async () => {
    await desk?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses at once an adjustment past the limit, on quantity, with the server’s words; one back toward zero is queued', async () => {
    const product = (await createProduct(server.url, admin, provider, { name: 'Caja de fideos', unit: 'UNITY' }))._id;
    await expectStatus(onServer('PUT', `/product/${product}/adjustment`, { quantity: QUANTITY_MAX, reason: 'ingreso' }));
    await syncUntilSettled(desk.engine);

    const offline = await refusalOf(queue('product.adjustment', 'products', { id: product, quantity: 1, reason: 'ingreso' }));
    const online = await onServer('PUT', `/product/${product}/adjustment`, { quantity: 1, reason: 'ingreso' });
    expect(online.status).toBe(400);
    expect(offline).toEqual({ status: 400, details: online.body.details });
    expect(offline.details).toEqual([
      {
        path: 'quantity',
        key: 'stock.figureTooLarge',
        params: { product: 'Caja de fideos', max: QUANTITY_MAX, unit: 'UNITY' },
        message: `this would take the stock of Caja de fideos past ${QUANTITY_MAX}, the most a stock figure holds`,
      },
    ]);

    const back = await queue('product.adjustment', 'products', { id: product, quantity: -1, reason: 'rotura' });
    expect(back.path).toBe(`/product/${product}/adjustment`);
  });

  it('refuses at once a buy’s approval that would show a theoretical stock past the limit, on the buy’s item, as the server does', async () => {
    const product = (await createProduct(server.url, admin, provider, { name: 'Bolsa de harina', unit: 'UNITY' }))._id;
    await expectStatus(onServer('PUT', `/product/${product}/adjustment`, { quantity: QUANTITY_MAX, reason: 'ingreso' }));
    const buy = await expectStatus(onServer('POST', '/buy', { provider, cart: { items: [{ product, quantity: 1_000_000 }] }, withdrawal: { date: null, charged: false } }), 201);
    await syncUntilSettled(desk.engine);

    const offline = await refusalOf(queue('buy.approve', 'buys', { id: buy._id }));
    const online = await onServer('PUT', `/buy/approve/${buy._id}`);
    expect(online.status).toBe(400);
    expect(offline).toEqual({ status: 400, details: online.body.details });
    expect(offline.details?.map((d) => [d.path, d.key])).toEqual([['cart.items.0.quantity', 'stock.figureTooLarge']]);
  });
});
