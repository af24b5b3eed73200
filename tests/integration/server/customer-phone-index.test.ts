/**
 * The database holds one enabled customer per phone line itself (migration 0016): a writer the
 * server's locked check cannot see — another server process, a race — meets the unique index, and
 * the API answers the contract's 400 on `phone` rather than a 500, writing nothing. An upgrade of a
 * database that already holds two enabled customers on one line does not fail: the first of the line
 * is indexed, the others are left out by id and reported in `meta`, and every other line is held.
 * Over HTTP and on the databases themselves, on SQLite and PostgreSQL.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { docs, insertDocs } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { CUSTOMERS } from '../../../src-server/features/customers/collection.js';
import { startServer } from '../../../src-server/server.js';
import { ADDRESS, createCustomer, expectStatus, type ErrorBody } from '../../support/actors.js';
import { FLAVOURS, openFresh } from '../../support/databases.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const TWIN_ID = 'f'.repeat(24);

/**
 * A trigger standing for another writer: as a customer named "Gemelo" is inserted, a customer on the
 * same line is written first, after the server checked the line was free.
 */
async function writeTwinFirst(server: TestServer): Promise<void> {
  const columns = 'id, number, status, created_at, updated_at, created_by, seq, doc, phone';
  const values = `'${TWIN_ID}', new.number + 1000000, 1, new.created_at, new.updated_at, null, new.seq, replace(new.doc, 'Gemelo', 'Otro proceso'), new.phone`;
  if (server.flavour === 'sqlite') {
    await sql.raw(`create trigger twin before insert on customers when new.doc like '%Gemelo%' begin insert into customers (${columns}) values (${values}); end`).execute(server.database.db);
    return;
  }
  await sql
    .raw(
      `create function twin() returns trigger language plpgsql as $$ begin if new.doc like '%Gemelo%' then insert into customers (${columns}) values (${values}); end if; return new; end $$;
       create trigger twin before insert on customers for each row execute function twin()`,
    )
    .execute(server.database.db);
}

describe.each(FLAVOURS)('customer phone index on %s', (flavour) => {
  describe('over HTTP', () => {
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
      server = await startTestServer(flavour, inject('postgresUrl'));
      admin = await signIn(server.url, ADMIN.username, ADMIN.password);
      await writeTwinFirst(server);
    });
    afterAll(() => server?.close());

    it('answers 400 on phone, not a 500, when the index refuses a customer its check let through, and writes nothing', async () => {
      const phone = '+54 11 42220001';
      const response = await call<ErrorBody>(server.url, 'POST', '/customer', { token: admin, body: { name: 'Almacén Gemelo', phone, address: ADDRESS } });
      expect({ status: response.status, details: response.body.details }).toEqual({
        status: 400,
        details: [expect.objectContaining({ path: 'phone', key: 'validation.taken', message: `phone ${phone} is already taken` })],
      });
      const stored = await docs(server.database.db).selectFrom('customers').select('id').where('phone', '=', phone).execute();
      expect(stored).toEqual([]);
      // Other lines are written as before.
      expect((await createCustomer(server.url, admin, { name: 'Almacén Solo', phone: '+54 11 42220002' })).phone).toBe('+54 11 42220002');
    });
  });

  describe('upgrade', () => {
    let cleanup: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await cleanup?.();
      cleanup = undefined;
    });

    it('indexes a database holding two enabled customers on one line: the first held, the others reported, every other line held', async () => {
      const database = await openFresh(flavour, inject('postgresUrl'));
      cleanup = database.cleanup;
      await migrateToLatest(database, '0015_sync_departures');
      const write = (fields: Array<{ name: string; phone: string; status?: boolean }>) =>
        runWrite(database, { actor: null, now: new Date('2026-03-05T12:00:00Z') }, (tx) =>
          insertDocs(
            tx,
            CUSTOMERS,
            fields.map(({ name, phone }) => ({ name, phone, address: ADDRESS })),
          ),
        );
      const [kept, second, third, other] = await write([
        { name: 'Primero', phone: '+54 11 43330001' },
        { name: 'Segundo', phone: '+54 9 11 43330001' },
        { name: 'Tercero', phone: '+5411 43330001' },
        { name: 'Otro', phone: '+54 11 43330002' },
      ]);
      const [disabled] = await write([{ name: 'Dado de baja', phone: '+54 11 43330002' }]);
      await sql`update customers set status = 0 where id = ${disabled?._id}`.execute(database.db);

      expect(await migrateToLatest(database, '0016_customer_phone_unique')).toEqual(['0016_customer_phone_unique']);
      const report = await database.db.selectFrom('meta').select('value').where('key', '=', 'customer_phone_duplicates').executeTakeFirst();
      expect(JSON.parse(report?.value ?? 'null')).toEqual([second?._id, third?._id]);
      const enabled = await docs(database.db).selectFrom('customers').select('id').where('status', '=', 1).orderBy('number').execute();
      expect(enabled.map((row) => row.id)).toEqual([kept?._id, second?._id, third?._id, other?._id]);

      // The database itself now refuses another enabled customer on either line, however written.
      await expect(write([{ name: 'Cuarto', phone: '+541143330001' }])).rejects.toThrow(/unique|duplicate/i);
      await expect(write([{ name: 'Otro más', phone: '+54 9 11 43330002' }])).rejects.toThrow(/unique|duplicate/i);
      expect((await write([{ name: 'Nuevo', phone: '+54 11 43330003' }]))[0]?.phone).toBe('+54 11 43330003');

      // The server says so at every start while they still share the line, and no more once they do not.
      const warned = async () => {
        const lines: Array<{ msg: string; customers?: Array<{ id: string }> }> = [];
        const stream = new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const text of chunk.toString().split('\n')) if (text.trim() !== '') lines.push(JSON.parse(text) as (typeof lines)[number]);
            done();
          },
        });
        const server = await startServer({ databaseUrl: database.url, adminUsername: ADMIN.username, adminPassword: ADMIN.password, logger: { level: 'warn', stream } });
        return { server, shared: lines.filter((line) => line.msg.includes('share a phone line')).map((line) => line.customers?.map((c) => c.id)) };
      };
      const first = await warned();
      try {
        expect(first.shared).toEqual([[second?._id, third?._id]]);
        const admin = await signIn(first.server.url, ADMIN.username, ADMIN.password);
        for (const copy of [second, third]) await expectStatus(call(first.server.url, 'PUT', `/customer/${String(copy?._id)}`, { token: admin }));
      } finally {
        await first.server.close();
      }
      const again = await warned();
      await again.server.close();
      expect(again.shared).toEqual([]);
    });
  });
});
