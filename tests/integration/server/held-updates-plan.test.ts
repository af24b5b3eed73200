/**
 * PostgreSQL: the closing statement writes a held update (db/held-updates.ts, closing-rows.ts) by
 * looking its rows up by primary key, whatever the table's size. Its rows go as JSON, which the
 * planner takes for 100 rows: joined on that alone, past a table's first few hundred rows it read
 * the whole table for every write (an order's confirm, preparation and delivery each read every
 * order). The plan PostgreSQL makes for the statement as it was sent must not scan the table.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runText } from '../../../src-server/db/sql-text.js';
import { garageTable, nodesOf, type GarageTable, type PlanNode } from '../../support/closing-plans.js';

/** Garages stored: some 150 pages. */
const GARAGE_COUNT = 600;

describe('PostgreSQL closing statement with a held update', () => {
  let garages: GarageTable;

  beforeAll(async () => {
    garages = await garageTable(inject('postgresUrl'), GARAGE_COUNT, true);
  }, 60_000);
  afterAll(() => garages?.database.close());

  it('looks the held row up by its id instead of scanning the table', async () => {
    const { id, closing } = await garages.renameFirst('Depósito Norte');
    const [row] = await runText<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(garages.database.db, `explain (format json) ${closing.sql}`, closing.parameters);
    const scanned = nodesOf(row!['QUERY PLAN'][0]!.Plan).filter((node) => node['Relation Name'] === 'garages' && node['Node Type'] === 'Seq Scan');
    expect(scanned).toEqual([]);
    // And the update was stored.
    expect(await garages.storedName(id)).toBe('Depósito Norte');
  });
});
