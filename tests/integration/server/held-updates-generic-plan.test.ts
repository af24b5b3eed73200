/**
 * PostgreSQL: a write's statements are prepared once per connection (db/pg-driver.ts), and after
 * its fifth run PostgreSQL runs a statement with the plan it made without the values (its generic
 * plan), kept until the table's statistics change. The closing statement's held update of one row
 * (an order's confirm, preparation or delivery) must look that row up by its key in that plan too:
 * named in `= any($ids)`, the generic plan took 10 rows, for which a scan of a table of a few dozen
 * pages cost less, and the bench's orders, a few dozen pages when their plans were made, were read
 * whole by every step after they grew (bench/issue-21-pg.md, round 18).
 */
import { randomBytes } from 'node:crypto';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { getDocToWrite, insertDocs, saveDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runText } from '../../../src-server/db/sql-text.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES, type GarageFields } from '../../../src-server/features/catalog/collections.js';
import { freshPostgresUrl } from '../../support/databases.js';

const NOW = new Date('2026-03-01T12:00:00Z');
/**
 * Garages stored, each with a name of this many characters that do not compress: about 4 rows a page, 5 pages, not yet analysed
 * (as a new database's tables in their first minute, before autovacuum has looked at them: the bench's whole run).
 */
const GARAGE_COUNT = 20;
const NAME_LENGTH = 1500;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A value as pg sends it, as text: an array as PostgreSQL's array literal. */
const textOf = (value: unknown): string =>
  Array.isArray(value) ? `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}` : String(value);

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('PostgreSQL closing statement with one held row, its generic plan', () => {
  let database: Database;
  let sent: Array<{ sql: string; parameters: readonly unknown[] }> = [];

  beforeAll(async () => {
    const url = await freshPostgresUrl(inject('postgresUrl'));
    database = openDatabase(url, {
      log: (event: LogEvent) => {
        sent.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    await migrateToLatest(database);
    const names = Array.from({ length: GARAGE_COUNT }, (_, i) => ({ name: `${i} ${randomBytes(NAME_LENGTH).toString('base64').slice(0, NAME_LENGTH)}`, inventory: true, isDefault: false }));
    await runWrite(database, { actor: null, now: NOW }, (tx) => insertDocs(tx, GARAGES, names));
  }, 60_000);
  afterAll(() => database?.close());

  it('looks the row up by its id in the plan made without the values', async () => {
    const first = await database.db
      .selectFrom('garages' as never)
      .select('id' as never)
      .orderBy('number' as never)
      .limit(1)
      .executeTakeFirstOrThrow();
    const id = (first as { id: string }).id;
    sent = [];
    await runWrite(database, { actor: null, now: NOW }, async (tx) => {
      const current = await getDocToWrite<GarageFields>(tx.trx, GARAGES, id);
      await saveDoc(tx, GARAGES, current!, { ...current!, name: 'Depósito Sur' });
    });
    const closing = sent.find((statement) => statement.sql.includes('take_change_numbers(') && statement.sql.includes('update "garages"'));
    expect(closing).toBeDefined();
    // The statement prepared as the driver prepares it, and explained with its generic plan (the values as EXECUTE's literals, as pg writes them).
    const plan = await database.db.connection().execute(async (connection) => {
      await runText(connection, `prepare "closing" as ${closing!.sql}`, []);
      await runText(connection, `set plan_cache_mode = force_generic_plan`, []);
      const args = closing!.parameters.map((value) => (value === null || value === undefined ? 'null' : pg.escapeLiteral(textOf(value)))).join(', ');
      const [row] = await runText<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(connection, `explain (format json) execute "closing"(${args})`, []);
      await runText(connection, `deallocate "closing"`, []);
      await runText(connection, `reset plan_cache_mode`, []);
      return row!['QUERY PLAN'][0]!.Plan;
    });
    const garages = nodesOf(plan).filter((node) => node['Relation Name'] === 'garages');
    expect(garages.length).toBeGreaterThan(0);
    expect(garages.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    // And the update was stored.
    const stored = await database.db
      .selectFrom('garages' as never)
      .select('doc' as never)
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow();
    expect(JSON.parse((stored as { doc: string }).doc).name).toBe('Depósito Sur');
  });
});
