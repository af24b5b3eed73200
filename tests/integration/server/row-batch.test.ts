/**
 * Reads batched into one statement (`db/row-batch.ts`) and a planner's reads answered from them
 * (`features/plan-reads.ts` `PlanPreload`): the same rows as the reads one by one, in one statement,
 * on the database handle, in a write transaction and on a reader of unknown dialect.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LogEvent } from 'kysely';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { insertDocs } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { readRowParts, type RowsPart } from '../../../src-server/db/row-batch.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES, TAXES } from '../../../src-server/features/catalog/collections.js';
import { serverPlanReads } from '../../../src-server/features/plan-reads.js';
import { newId } from '../../../src-shared/ids.js';
import { FLAVOURS, freshDatabaseUrl } from '../../support/databases.js';

describe.each(FLAVOURS)('reads batched in one statement on %s', (flavour) => {
  let database: Database;
  let cleanup: () => void;
  let statements = 0;
  let garages: string[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabaseUrl(flavour, inject('postgresUrl'));
    cleanup = fresh.cleanup;
    database = openDatabase(fresh.url, { log: (_event: LogEvent) => void (statements += 1) });
    await migrateToLatest(database);
    garages = await runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, async (tx) => {
      const made = await insertDocs(tx, GARAGES, [
        { name: 'Norte', isDefault: false, inventory: true },
        { name: 'Sur', isDefault: true, inventory: true },
        { name: 'Oeste', isDefault: false, inventory: true },
      ]);
      await insertDocs(tx, TAXES, [{ name: 'IVA', type: 'V', aliquot: 21 }]);
      return made.map((garage) => garage._id);
    });
  });
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  const [first, second] = [0, 1];
  const parts = (): RowsPart[] => [
    { table: 'garages', ids: [garages[first]!, garages[second]!, newId(new Date())] },
    { table: 'garages', ids: [] },
    { table: 'garages', equals: { column: 'status', value: 1 } },
    { table: 'taxes' },
  ];
  const shape = (rows: ReadonlyArray<ReadonlyArray<{ id: string; status: unknown; number: unknown; seq: unknown }>>) =>
    rows.map((part) => part.map((row) => ({ id: row.id, status: Number(row.status), number: Number(row.number), seq: Number(row.seq) })).sort((a, b) => a.number - b.number));

  it('answers each part its rows, in one statement, alike on every reader', async () => {
    const before = statements;
    const onHandle = await readRowParts(database.db, parts());
    expect(statements - before).toBe(1);
    expect(onHandle.map((part) => part.length)).toEqual([2, 0, 3, 1]);
    expect(onHandle[0]!.map((row) => row.id).sort()).toEqual([garages[first], garages[second]].sort());
    const inWrite = await runWrite(database, { actor: null, now: new Date() }, (tx) => readRowParts(tx.trx, parts()));
    const unregistered = await database.db.transaction().execute((trx) => readRowParts(trx, parts()));
    expect(shape(inWrite)).toEqual(shape(onHandle));
    expect(shape(unregistered)).toEqual(shape(onHandle));
  });

  it("answers a planner's reads from the preload, and reads what it does not cover", async () => {
    const plain = serverPlanReads(database.db);
    const wants = { docs: { garages: [garages[first], garages[second]] }, taxes: true, defaultGarage: true };
    const preloaded = serverPlanReads(database.db, new Set(), wants);
    const before = statements;
    const answers = [await preloaded.docs('garages', [garages[second]!]), await preloaded.taxes(), await preloaded.defaultGarage(), await preloaded.docs('garages', [garages[first]!.toUpperCase()])];
    expect(statements - before).toBe(1);
    expect(answers).toEqual([await plain.docs('garages', [garages[second]!]), await plain.taxes(), await plain.defaultGarage(), await plain.docs('garages', [garages[first]!])]);
    expect((await preloaded.defaultGarage())?.name).toBe('Sur');
    const uncovered = statements;
    expect([...(await preloaded.docs('garages', [garages[2]!])).keys()]).toEqual([garages[2]]);
    expect(statements - uncovered).toBe(1);
  });
});
