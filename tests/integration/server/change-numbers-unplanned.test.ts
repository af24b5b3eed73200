/**
 * PostgreSQL: the change numbers every write takes in its closing statement (`take_change_numbers`,
 * migration 0029) are taken without planning a query at each call. Its query was planned anew each
 * time (PL/pgSQL preferred a plan for the call's count to its generic one), and the planning cost
 * more than the run: 4% of PostgreSQL's CPU per order lifecycle. Seen from PostgreSQL's own
 * statement statistics (`pg_stat_statements`, loaded in a cluster of this test's own): after a
 * dozen writes, no statement that takes a number was planned more than once. And the numbers are
 * what they were: increasing, one for each change, none twice.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { insertDocs } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES } from '../../../src-server/features/catalog/collections.js';
import { freshPostgresUrl } from '../../support/databases.js';
import { startPostgres, type RunningPostgres } from '../../support/postgres.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const WRITES = 12;

describe('PostgreSQL change numbers', () => {
  let cluster: RunningPostgres;
  let database: Database;
  let client: pg.Client;

  beforeAll(async () => {
    cluster = await startPostgres({ shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', 'pg_stat_statements.track_planning': 'on' });
    const url = await freshPostgresUrl(cluster.url);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create extension pg_stat_statements');
    database = openDatabase(url);
    await migrateToLatest(database);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await client?.end();
    cluster?.stop();
  });

  it('takes each write’s numbers without planning a query per call', async () => {
    await client.query('select pg_stat_statements_reset()');
    for (let i = 0; i < WRITES; i += 1) {
      await runWrite(database, { actor: null, now: NOW }, (tx) =>
        insertDocs(tx, GARAGES, [
          { name: `Depósito ${i} A`, inventory: true, isDefault: false },
          { name: `Depósito ${i} B`, inventory: true, isDefault: false },
        ]),
      );
    }
    const { rows } = await client.query<{ calls: number; plans: number }>(
      `select coalesce(sum(calls), 0)::int as "calls", coalesce(sum(plans), 0)::int as "plans" from pg_stat_statements
       where query ilike '%nextval%' and dbid = (select oid from pg_database where datname = current_database())`,
    );
    expect(rows[0]!.plans).toBeLessThanOrEqual(1);

    // Every garage written has a change number of its own.
    const changes = await client.query<{ seq: string }>(
      `select "c"."seq"::text as "seq" from "changes" as "c" join "garages" as "g" on "g"."id" = "c"."doc_id" where "c"."collection" = 'garages' and "g"."doc"::jsonb ->> 'name' like 'Depósito %'`,
    );
    expect(new Set(changes.rows.map((row) => row.seq)).size).toBe(WRITES * 2);
  });

  it('answers as many increasing numbers as asked, and none for none', async () => {
    await client.query('begin');
    try {
      const { rows } = await client.query<{ taken: string[]; none: string[] }>(`select take_change_numbers(3)::text[] as "taken", take_change_numbers(0)::text[] as "none"`);
      const taken = rows[0]!.taken.map(Number);
      expect(taken).toHaveLength(3);
      expect(taken[1]! - taken[0]!).toBe(1);
      expect(taken[2]! - taken[1]!).toBe(1);
      expect(rows[0]!.none).toEqual([]);
    } finally {
      await client.query('rollback');
    }
  });
});
