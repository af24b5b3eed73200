/**
 * A sync pull tells a caller to drop only what it could see (src-shared/routes/audiences.ts): a
 * caller that reads part of a collection is never sent the removal of a document it never could
 * see — its id and how many there are stay unknown to it — and is still told to drop one it had
 * when a write takes it away (moved to another provider, removed by staff), over HTTP on both
 * databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertDocs } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PAY_METHODS } from '../../../src-server/features/catalog/collections.js';
import { ROLES } from '../../../src-shared/constants/roles.js';
import { expectStatus } from '../../support/actors.js';
import { openFresh } from '../../support/databases.js';
import { pairToken } from '../../support/principals.js';
import { call, FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';
import { seedWorld, type World } from '../../support/world.js';

interface Change {
  collection: string;
  id: string;
  deleted: boolean;
  doc?: Record<string, unknown>;
}

interface Pull {
  reset: boolean;
  cursor: number;
  hasMore: boolean;
  changes: Change[];
}

describe.each(FLAVOURS)('sync departures on %s', (flavour) => {
  let server: TestServer | undefined;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const pull = (token: string, cursor: number) => expectStatus(call<Pull>(world.api, 'GET', `/sync/pull?cursor=${cursor}&limit=5000`, { token }));
  const send = (method: string, path: string, body?: unknown) => expectStatus(call(world.api, method, path, { token: world.tokens.ADMIN, ...(body === undefined ? {} : { body }) }));
  const removals = (page: Pull) => page.changes.filter((change) => change.deleted).map((change) => `${change.collection}/${change.id}`);

  it('sends no role a removal on its first pull of a world where nothing was removed', async () => {
    for (const role of ROLES) expect({ role, removals: removals(await pull(world.tokens[role], 0)) }).toEqual({ role, removals: [] });
  });

  it('tells a provider nothing of other providers’ products, and to drop its own product once it is moved to another provider', async () => {
    const proveedor = world.tokens.PROVEEDOR;
    const from = (await pull(proveedor, 0)).cursor;
    const other = await expectStatus(
      call<{ _id: string }>(world.api, 'POST', '/product', {
        token: world.tokens.ADMIN,
        body: {
          name: 'Salame de otro',
          provider: world.ids.providers.other,
          unit: 'UNITY',
          taxBase: 100,
          taxes: [],
          contributions: 10,
          wholesalerContributions: 5,
          margins: [
            { quantity: 0, value: 1.1 },
            { quantity: 1, value: 1.3 },
          ],
        },
      }),
      201,
    );
    await send('DELETE', `/product/${other._id}`);
    const unseen = await pull(proveedor, from);
    expect(unseen.changes).toEqual([]);
    expect(unseen.cursor).toBeGreaterThan(from);

    const price = { taxBase: 100, taxes: [], wholesalerContributions: 5 };
    await send('PATCH', `/product/${world.ids.products.spare}`, { ...price, provider: world.ids.providers.other });
    const moved = await pull(proveedor, unseen.cursor);
    expect(moved.changes).toEqual([{ collection: 'products', id: world.ids.products.spare, seq: expect.any(Number), deleted: true }]);
    // Its later changes are not its provider's business; the removal is not sent again past its cursor.
    await send('PATCH', `/product/${world.ids.products.spare}`, { ...price, name: 'Manteca de otro' });
    const after = await pull(proveedor, moved.cursor);
    expect(after.changes).toEqual([{ collection: 'products', id: world.ids.products.spare, seq: expect.any(Number), deleted: true }]);
    // Moved back, it comes back whole.
    await send('PATCH', `/product/${world.ids.products.spare}`, { ...price, provider: world.ids.providers.own });
    const back = await pull(proveedor, after.cursor);
    expect(back.changes).toEqual([{ collection: 'products', id: world.ids.products.spare, seq: expect.any(Number), deleted: false, doc: expect.objectContaining({ name: 'Manteca de otro' }) }]);
  });

  it('tells a customer and its partner to drop the draft the customer removed, and nobody else', async () => {
    const draft = world.docs.drafts.customer;
    const av2 = await pairToken(world.api, world.tokens.ADMIN, world.ids.users.av2);
    const froms = { CUSTOMER: (await pull(world.tokens.CUSTOMER, 0)).cursor, AV: (await pull(world.tokens.AV, 0)).cursor, av2: (await pull(av2, 0)).cursor };
    // Removed by the customer itself, the draft is deleted for real (src-shared/planners/drafts.ts).
    await expectStatus(call(world.api, 'DELETE', `/order/v2/draft/${draft}`, { token: world.tokens.CUSTOMER }));
    const gone = [{ collection: 'drafts', id: draft, seq: expect.any(Number), deleted: true }];
    expect((await pull(world.tokens.CUSTOMER, froms.CUSTOMER)).changes).toEqual(gone);
    expect((await pull(world.tokens.AV, froms.AV)).changes).toEqual(gone);
    expect((await pull(av2, froms.av2)).changes).toEqual([]);
    // Staff who read every draft are told too.
    expect(removals(await pull(world.tokens.OPERACION, froms.AV))).toContain(`drafts/${draft}`);
  });

  it('brings the customer and its partner the draft the shop removed, as CLOSED', async () => {
    const draft = world.docs.drafts.av;
    const froms = { CUSTOMER: (await pull(world.tokens.CUSTOMER, 0)).cursor, AV: (await pull(world.tokens.AV, 0)).cursor };
    await send('DELETE', `/order/v2/draft/${draft}`);
    const closed = [{ collection: 'drafts', id: draft, seq: expect.any(Number), deleted: false, doc: expect.objectContaining({ _id: draft, state: 'CLOSED' }) }];
    expect((await pull(world.tokens.CUSTOMER, froms.CUSTOMER)).changes).toEqual(closed);
    expect((await pull(world.tokens.AV, froms.AV)).changes).toEqual(closed);
  });

  it('has a provider rebuild its replica when its products changed between its cursor and the first recorded departure, and no one else', async () => {
    const proveedor = world.tokens.PROVEEDOR;
    const before = (await pull(proveedor, 0)).cursor;
    await send('PATCH', `/product/${world.ids.products.main}`, { taxBase: 100, taxes: [], wholesalerContributions: 5, name: 'Queso cremoso de antes' });
    const newest = (await pull(world.tokens.ADMIN, 0)).cursor;
    const db = world.server.database.db;
    const kept = await db.selectFrom('meta').select('value').where('key', '=', 'sync_departures_from').executeTakeFirstOrThrow();
    // As if departures were recorded only from now (an upgrade to migration 0015 now).
    await db
      .updateTable('meta')
      .set({ value: String(newest) })
      .where('key', '=', 'sync_departures_from')
      .execute();
    try {
      expect(await pull(proveedor, before)).toMatchObject({ reset: true, cursor: 0, changes: [] });
      expect((await pull(proveedor, newest)).reset).toBe(false);
      // Staff who read every product were sent every removal all along.
      expect((await pull(world.tokens.ADMIN, before)).reset).toBe(false);
    } finally {
      await db.updateTable('meta').set({ value: kept.value }).where('key', '=', 'sync_departures_from').execute();
    }
    expect((await pull(proveedor, before)).reset).toBe(false);
  });

  it('starts recording departures after the last change an upgrade finds', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    try {
      await migrateToLatest(database, '0014_log_pages');
      await runWrite(database, { actor: null, now: new Date('2026-03-05T12:00:00Z') }, (tx) => insertDocs(tx, PAY_METHODS, [{ name: 'Efectivo' }, { name: 'Cheque' }]));
      await migrateToLatest(database, '0015_sync_departures');
      const from = await database.db.selectFrom('meta').select('value').where('key', '=', 'sync_departures_from').executeTakeFirstOrThrow();
      expect(from.value).toBe('2');
    } finally {
      await database.cleanup();
    }
  });
});
