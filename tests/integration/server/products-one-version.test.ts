/**
 * PostgreSQL: a write that moves stock writes each product it moves once (src-server/db/held-fields.ts):
 * the stock figures and the final change number in one new version of the row, by the write's
 * closing statement, where it was two (the figures, then the change number). Seen from outside,
 * over HTTP: a row trigger counts the versions each transaction leaves of each product, and the
 * version left carries the change number the next pull serves the product under.
 *
 * The write stays conditional on the figures it read: two writers that each read a product's
 * figures before the other committed (the product's row held locked meanwhile, so both reach their
 * closing statement) cannot both write what they worked out; the second finds the figures moved,
 * runs again, and the product ends with both moves; and it waits for the product before it takes
 * any running number, so it never waits for a number under the product's lock while a writer that
 * locked the product first waits for that number.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { freshPostgresUrl } from '../../support/databases.js';
import { addStock, createOrder, createProduct, createProvider, inventory, moveOrder, type Product } from '../../support/orders.js';
import { ADMIN, call, signIn } from '../../support/server.js';

interface Pull {
  cursor: number;
  changes: Array<{ collection: string; id: string; seq: number }>;
}

describe('one version of a product per stock move on PostgreSQL', () => {
  let server: RunningServer;
  let client: pg.Client;
  let admin = '';
  let provider = '';
  let databaseUrl = '';

  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl(inject('postgresUrl'));
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // A deadlock shows as writes that never end rather than as one run again a second later (below).
    await client.query(`alter database "${new URL(databaseUrl).pathname.slice(1)}" set deadlock_timeout = '20s'`);
    server = await startServer({ databaseUrl, adminUsername: ADMIN.username, adminPassword: ADMIN.password, logger: false });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin);
    // Every new version of a product row, with the transaction that wrote it and the change number it holds.
    await client.query(`create table "test_product_versions" ("id" text not null, "tx" bigint not null, "seq" bigint not null)`);
    await client.query(`create function "test_product_version"() returns trigger language plpgsql as $$
      begin insert into "test_product_versions" values (new."id", txid_current(), new."seq"); return new; end $$`);
    await client.query(`create trigger "test_product_version" after update on "products" for each row execute function "test_product_version"()`);
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await server?.close();
  });

  /** Per product named, the versions each transaction left of it, and the change number of the last. */
  const versions = async (ids: readonly string[]): Promise<Array<{ id: string; versions: number; seq: number }>> => {
    const { rows } = await client.query<{ id: string; versions: string; seq: string }>(
      `select "id", count(*)::text as "versions", max("seq")::text as "seq" from "test_product_versions" where "id" = any($1::text[]) group by "id", "tx" order by "id", max("seq")`,
      [ids],
    );
    return rows.map((row) => ({ id: row.id, versions: Number(row.versions), seq: Number(row.seq) }));
  };
  const pull = (cursor: number) => expectStatus(call<Pull>(server.url, 'GET', `/sync/pull?cursor=${cursor}&limit=5000`, { token: admin }));
  const newProduct = (): Promise<Product> => createProduct(server.url, admin, { provider, unit: 'UNITY' });

  it('writes each product of an order once when it is confirmed and once when it is delivered, with the change number its pull serves', async () => {
    const [rice, salt] = [await newProduct(), await newProduct()];
    for (const product of [rice, salt]) await addStock(server.url, admin, product._id, 50);
    const customer = (await createCustomer(server.url, admin, { name: 'Almacén Don Pedro' }))._id;
    const order = await createOrder(server.url, admin, {
      customer,
      items: [
        { product: rice._id, quantity: 3 },
        { product: salt._id, quantity: 2 },
      ],
    });
    await client.query(`delete from "test_product_versions"`);
    const from = (await pull(0)).cursor;
    await moveOrder(server.url, admin, order._id, ['confirm', 'prepare', 'deliver']);
    // Per product: the confirm (committed), then the delivery (real): one version each.
    const ids = [rice._id, salt._id].sort();
    const written = await versions(ids);
    expect(written.map(({ id, versions }) => [id, versions])).toEqual(
      ids.flatMap((id) => [
        [id, 1],
        [id, 1],
      ]),
    );
    const served = (await pull(from)).changes.filter((change) => change.collection === 'products');
    expect(served.map((change) => [change.id, change.seq]).sort()).toEqual(ids.map((id) => [id, Math.max(...written.filter((row) => row.id === id).map((row) => row.seq))]).sort());
    expect(await inventory(server.url, admin, rice._id)).toMatchObject({ real: 47, committed: 0 });
    expect(await inventory(server.url, admin, salt._id)).toMatchObject({ real: 48, committed: 0 });
  });

  it('runs a write again when another moved the product’s figures after it read them, and keeps both moves', async () => {
    const flour = await newProduct();
    await addStock(server.url, admin, flour._id, 10);
    const customer = (await createCustomer(server.url, admin, { name: 'Panadería La Espiga' }))._id;
    const order = await createOrder(server.url, admin, { customer, items: [{ product: flour._id, quantity: 3 }] });
    const lanus = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/garage', { token: admin, body: { name: 'Lanús' } }), 201))._id;
    // The product's row held locked: each write below reads the figures without the other's move, and waits for the row.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    let writes: Promise<unknown> = Promise.resolve();
    try {
      const {
        rows: [own],
      } = await holder.query<{ pid: number }>('select pg_backend_pid() as "pid"');
      await holder.query('begin');
      await holder.query(`select 1 from "products" where "id" = $1 for update`, [flour._id]);
      const waiting = async (count: number): Promise<void> => {
        for (let waited = 0; ; waited += 1) {
          const { rows } = await client.query<{ waiting: string }>(
            `select count(*)::text as "waiting" from pg_stat_activity where "wait_event_type" = 'Lock' and "datname" = current_database() and "pid" <> $1`,
            [own?.pid],
          );
          if (Number(rows[0]?.waiting) >= count) return;
          if (waited > 400) throw new Error(`fewer than ${count} writes wait for the product’s row`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      // First an adjustment in another garage (it reads the product back for its answer, so writes it before its closing
      // statement), then the order's confirm, whose figures wait for its closing statement: the adjustment gets the row first.
      const adjusted = expectStatus(call(server.url, 'PUT', `/product/${flour._id}/adjustment`, { token: admin, body: { quantity: 7, reason: 'ingreso', garage: lanus } }));
      await waiting(1);
      const confirmed = moveOrder(server.url, admin, order._id, ['confirm']);
      writes = Promise.all([adjusted, confirmed]);
      await waiting(2);
      await holder.query('commit');
      // The confirm locks the product before the counters it shares with the adjustment (held-fields.ts): taken the other way
      // round, each would wait for the other, until PostgreSQL found the deadlock and ran one again.
      const stuck = new Promise((_, reject) => setTimeout(() => reject(new Error('the two writes still wait for each other')), 10_000).unref());
      await Promise.race([writes, stuck]);
    } finally {
      await holder.end();
      await writes.catch(() => undefined);
    }
    // The confirm worked its figures out without the adjustment's 7: written as read, the product would show 10 on hand.
    expect(await inventory(server.url, admin, flour._id)).toMatchObject({ real: 17, committed: 3 });
  });
});
