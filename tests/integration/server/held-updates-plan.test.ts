/**
 * PostgreSQL: the closing statement writes a held update (db/held-updates.ts, closing-rows.ts) by
 * looking its rows up by primary key, whatever the table's size. Its rows go as JSON, which the
 * planner takes for 100 rows: joined on that alone, past a table's first few hundred rows it read
 * the whole table for every write (an order's confirm, preparation and delivery each read every
 * order). The plan PostgreSQL makes for the statement as it was sent must not scan the table.
 */
import { randomBytes } from 'node:crypto';
import { sql, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { getDocToWrite, insertDocs, saveDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runText } from '../../../src-server/db/sql-text.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES, type GarageFields } from '../../../src-server/features/catalog/collections.js';
import { freshPostgresUrl } from '../../support/databases.js';

const NOW = new Date('2026-03-01T12:00:00Z');
/** Garages stored, each with a name of this many characters that do not compress: about 4 rows a page, some 150 pages. */
const GARAGE_COUNT = 600;
const NAME_LENGTH = 1500;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('PostgreSQL closing statement with a held update', () => {
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
    await sql`analyze "garages"`.execute(database.db);
  }, 60_000);
  afterAll(() => database?.close());

  it('looks the held row up by its id instead of scanning the table', async () => {
    const first = await firstGarage();
    sent = [];
    await runWrite(database, { actor: null, now: NOW }, async (tx) => {
      const current = await getDocToWrite<GarageFields>(tx.trx, GARAGES, first);
      await saveDoc(tx, GARAGES, current!, { ...current!, name: 'Depósito Norte' });
    });
    const closing = sent.find((statement) => statement.sql.includes('take_change_numbers(') && statement.sql.includes('update "garages"'));
    expect(closing).toBeDefined();
    const [row] = await runText<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(database.db, `explain (format json) ${closing!.sql}`, closing!.parameters);
    const scanned = nodesOf(row!['QUERY PLAN'][0]!.Plan).filter((node) => node['Relation Name'] === 'garages' && node['Node Type'] === 'Seq Scan');
    expect(scanned).toEqual([]);
    // And the update was stored.
    const stored = await database.db
      .selectFrom('garages' as never)
      .select('doc' as never)
      .where('id' as never, '=', first as never)
      .executeTakeFirstOrThrow();
    expect(JSON.parse((stored as { doc: string }).doc).name).toBe('Depósito Norte');
  });

  async function firstGarage(): Promise<string> {
    const row = await database.db
      .selectFrom('garages' as never)
      .select('id' as never)
      .orderBy('number' as never)
      .limit(1)
      .executeTakeFirstOrThrow();
    return (row as { id: string }).id;
  }
});
