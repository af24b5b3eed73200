/**
 * Statements kept per shape (`db/sql-text.ts`) answer exactly what the same Kysely query answers:
 * each call with its own values, constants written in the query kept, on the database handle, in a
 * write transaction, and — falling back to Kysely — on a reader whose dialect is not registered.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runShaped } from '../../../src-server/db/sql-text.js';
import { runWrite } from '../../../src-server/db/write.js';
import type { Database } from '../../../src-server/db/connect.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';

describe.each(FLAVOURS)('statements kept per shape on %s', (flavour) => {
  let database: Database & { cleanup(): Promise<void> };

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
    await database.db
      .insertInto('counters')
      .values([
        { name: 'alpha', value: 1 },
        { name: 'beta', value: 2 },
        { name: 'gamma', value: 3 },
      ])
      .execute();
  });
  afterAll(() => database?.cleanup());

  /** Counters named in the list, above a floor written into the query itself. */
  const countersIn = (db: Database['db'], names: readonly string[]) =>
    runShaped<{ name: string; value: number }>(
      db,
      `test-counters|${names.length}`,
      (slot) =>
        db
          .selectFrom('counters')
          .select(['name', 'value'])
          .where('value', '>', 1)
          .where(
            'name',
            'in',
            names.map((_, i) => slot(i)),
          )
          .orderBy('name'),
      names,
    );
  const plain = (rows: ReadonlyArray<{ name: string; value: number }>) => rows.map((row) => ({ name: row.name, value: Number(row.value) }));

  it('answers each call with its own values, and keeps the constant of the query', async () => {
    expect(plain(await countersIn(database.db, ['alpha', 'beta']))).toEqual([{ name: 'beta', value: 2 }]);
    expect(plain(await countersIn(database.db, ['gamma', 'alpha']))).toEqual([{ name: 'gamma', value: 3 }]);
    expect(plain(await countersIn(database.db, ['alpha', 'beta', 'gamma']))).toEqual([
      { name: 'beta', value: 2 },
      { name: 'gamma', value: 3 },
    ]);
  });

  it('runs the same in a write transaction and on a reader of unknown dialect', async () => {
    const inWrite = await runWrite(database, { actor: null, now: new Date() }, (tx) => countersIn(tx.trx as unknown as Database['db'], ['beta', 'gamma']));
    expect(plain(inWrite)).toEqual([
      { name: 'beta', value: 2 },
      { name: 'gamma', value: 3 },
    ]);
    const unregistered = await database.db.transaction().execute((trx) => countersIn(trx as unknown as Database['db'], ['alpha', 'gamma']));
    expect(plain(unregistered)).toEqual([{ name: 'gamma', value: 3 }]);
  });
});
