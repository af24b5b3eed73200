/**
 * PostgreSQL's driver (db/pg-driver.ts): a write's `begin` is sent with its first statement and its
 * `commit` with its closing statement, and a write's statements are prepared once per connection.
 * What must hold beside the round trips saved: the first statement runs inside the transaction, a
 * closing statement that fails (its guard, a broken key) commits nothing, a commit that fails fails
 * the write, the connection serves the next write in each case, and a schema change never leaves a
 * statement prepared on the old tables.
 */
import { sql, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { docs, insertDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runText } from '../../../src-server/db/sql-text.js';
import { runWrite } from '../../../src-server/db/write.js';
import type { WriteGuard } from '../../../src-server/db/write-guard.js';
import { GARAGES } from '../../../src-server/features/catalog/collections.js';
import { freshPostgresUrl } from '../../support/databases.js';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('PostgreSQL round trips of a write', () => {
  let database: Database;
  let statements: string[] = [];
  let trips = 0;

  beforeAll(async () => {
    const url = await freshPostgresUrl(inject('postgresUrl'));
    // One connection: every write and read below meets the statements the one before it prepared.
    const log = (event: LogEvent) => {
      statements.push(event.query.sql);
    };
    database = openDatabase(url, { poolSize: 1, log, onRoundTrip: () => (trips += 1) });
    await migrateToLatest(database);
  });
  afterAll(() => database?.close());

  /** What `work` sent: its statements as Kysely logged them, and the round trips the server waited for. */
  async function counted(work: () => Promise<unknown>): Promise<{ statements: string[]; trips: number }> {
    statements = [];
    trips = 0;
    await work();
    return { statements, trips };
  }

  const garageNames = async () => (await docs(database.db).selectFrom('garages').select('doc').execute()).map((row) => (JSON.parse(row.doc) as { name: string }).name).sort();

  it('sends begin with the first statement and commit with the closing one', async () => {
    const sent = await counted(() =>
      runWrite(database, { actor: null, now: NOW }, async (tx) => {
        await runText(tx.trx, 'select 1 as "one" where $1::text is not null', ['x']);
        await insertDoc(tx, GARAGES, { name: 'Norte' });
      }),
    );
    expect(sent.statements[0]).toBe('begin');
    expect(sent.statements.at(-1)).toBe('commit');
    // begin · the select · the closing statement (the held insert) · commit: two round trips.
    expect(sent.statements).toHaveLength(4);
    expect(sent.trips).toBe(2);
    expect(await garageNames()).toEqual(['Norte']);
  });

  it('runs the first statement inside the transaction: it is rolled back with the write', async () => {
    const failed = runWrite(database, { actor: null, now: NOW }, async (tx) => {
      await runText(tx.trx, `insert into "garages" ("id", "number", "status", "created_at", "updated_at", "seq", "doc") values ($1, 999, 1, '', '', 0, '{}')`, ['lost']);
      throw new Error('la escritura falló');
    });
    await expect(failed).rejects.toThrow('la escritura falló');
    expect(await docs(database.db).selectFrom('garages').select('id').where('id', '=', 'lost').execute()).toEqual([]);
  });

  it('sends nothing for a write that runs no statement', async () => {
    const sent = await counted(() => runWrite(database, { actor: null, now: NOW }, async () => 'nada'));
    expect(sent.trips).toBe(0);
  });

  it('commits nothing when the closing statement fails its guard, and serves the next write', async () => {
    const refused = new Error('sesión cerrada');
    const guard: WriteGuard = { key: 'test-never', condition: (_kind, first) => `$${first + 1}::boolean`, values: [false], refusal: () => refused };
    const failed = runWrite(database, { actor: null, now: NOW, guard }, (tx) => insertDoc(tx, GARAGES, { name: 'Rechazado' }));
    await expect(failed).rejects.toBe(refused);
    await runWrite(database, { actor: null, now: NOW }, (tx) => insertDoc(tx, GARAGES, { name: 'Sur' }));
    expect(await garageNames()).toEqual(['Norte', 'Sur']);
  });

  it('fails the write when its commit fails, leaving nothing, and serves the next write', async () => {
    await sql`create function refuse_garage() returns trigger language plpgsql as $$ begin if new.doc like '%Diferido%' then raise exception 'diferido rechazado'; end if; return null; end $$`.execute(
      database.db,
    );
    await sql`create constraint trigger refuse_garage after insert on garages deferrable initially deferred for each row execute function refuse_garage()`.execute(database.db);
    const failed = runWrite(database, { actor: null, now: NOW }, (tx) => insertDoc(tx, GARAGES, { name: 'Diferido' }));
    await expect(failed).rejects.toThrow('diferido rechazado');
    await runWrite(database, { actor: null, now: NOW }, (tx) => insertDoc(tx, GARAGES, { name: 'Este' }));
    expect(await garageNames()).toEqual(['Este', 'Norte', 'Sur']);
  });

  it('prepares a write’s statements once per connection', async () => {
    await runWrite(database, { actor: null, now: NOW }, (tx) => insertDoc(tx, GARAGES, { name: 'Oeste' }));
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db);
    // The closing statement, which takes the change numbers, among them.
    expect(prepared.rows.some((row) => row.statement.includes('take_change_numbers('))).toBe(true);
  });

  it('prepares statements anew after a schema change, so a read of every column sees the new one', async () => {
    await sql`create table "shapes" ("id" text primary key, "a" integer)`.execute(database.db);
    await sql`insert into "shapes" values ('x', 1)`.execute(database.db);
    const read = () => runWrite(database, { actor: null, now: NOW }, (tx) => runText<Record<string, unknown>>(tx.trx, 'select * from "shapes" where "id" = $1', ['x']));
    expect(await read()).toEqual([{ id: 'x', a: 1 }]);
    expect(await read()).toEqual([{ id: 'x', a: 1 }]);
    await sql`alter table "shapes" add column "b" integer default 2`.execute(database.db);
    expect(await read()).toEqual([{ id: 'x', a: 1, b: 2 }]);
  });
});
