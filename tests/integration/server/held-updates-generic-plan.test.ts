/**
 * PostgreSQL: a write's statements are prepared once per connection (db/pg-driver.ts), and after
 * its fifth run PostgreSQL runs a statement with the plan it made without the values (its generic
 * plan), kept until the table's statistics change. The closing statement's held update of one row
 * (an order's confirm, preparation or delivery) must look that row up by its key in that plan too:
 * named in `= any($ids)`, the generic plan took 10 rows, for which a scan of a table of a few dozen
 * pages cost less, and the bench's orders, a few dozen pages when their plans were made, were read
 * whole by every step after they grew (bench/issue-21-pg.md, round 18).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runText } from '../../../src-server/db/sql-text.js';
import { garageTable, nodesOf, type GarageTable, type PlanNode } from '../../support/closing-plans.js';

/**
 * Garages stored: about 5 pages, not yet analysed (as a new database's tables in their first
 * minute, before autovacuum has looked at them: the bench's whole run).
 */
const GARAGE_COUNT = 20;

/** A value as pg sends it, as text: an array as PostgreSQL's array literal. */
const textOf = (value: unknown): string =>
  Array.isArray(value) ? `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}` : String(value);

describe('PostgreSQL closing statement with one held row, its generic plan', () => {
  let garages: GarageTable;

  beforeAll(async () => {
    garages = await garageTable(inject('postgresUrl'), GARAGE_COUNT, false);
  }, 60_000);
  afterAll(() => garages?.database.close());

  it('looks the row up by its id in the plan made without the values', async () => {
    const { id, closing } = await garages.renameFirst('Depósito Sur');
    // The statement prepared as the driver prepares it, and explained with its generic plan (the values as EXECUTE's literals, as pg writes them).
    const plan = await garages.database.db.connection().execute(async (connection) => {
      await runText(connection, `prepare "closing" as ${closing.sql}`, []);
      await runText(connection, `set plan_cache_mode = force_generic_plan`, []);
      const args = closing.parameters.map((value) => (value === null || value === undefined ? 'null' : pg.escapeLiteral(textOf(value)))).join(', ');
      const [row] = await runText<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(connection, `explain (format json) execute "closing"(${args})`, []);
      await runText(connection, `deallocate "closing"`, []);
      await runText(connection, `reset plan_cache_mode`, []);
      return row!['QUERY PLAN'][0]!.Plan;
    });
    const scanned = nodesOf(plan).filter((node) => node['Relation Name'] === 'garages');
    expect(scanned.length).toBeGreaterThan(0);
    expect(scanned.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    // And the update was stored.
    expect(await garages.storedName(id)).toBe('Depósito Sur');
  });
});
