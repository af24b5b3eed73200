/**
 * The update of a row a write locked (`getDocToWrite`) held back for the closing statement on
 * PostgreSQL (`db/held-updates.ts`): stored with its final change number when nothing follows it,
 * and seen by any statement that follows it in the transaction, a query built by hand included.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDocToWrite, insertDocs, saveDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { stateOf } from '../../../src-server/db/tx-state.js';
import { GARAGES, type GarageFields } from '../../../src-server/features/catalog/collections.js';
import type { Database } from '../../../src-server/db/connect.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';

describe.each(FLAVOURS)('updates of locked rows on %s', (flavour) => {
  let database: Database & { cleanup(): Promise<void> };
  let id = '';

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
    const [garage] = await runWrite(database, { actor: null, now: new Date() }, (tx) => insertDocs(tx, GARAGES, [{ name: 'Norte', inventory: true, isDefault: false }]));
    id = garage!._id;
  });
  afterAll(() => database?.cleanup());

  const rename = (name: string, after?: (trx: Database['db']) => Promise<unknown>) =>
    runWrite(database, { actor: null, now: new Date() }, async (tx) => {
      const current = await getDocToWrite<GarageFields>(tx.trx, GARAGES, id);
      await saveDoc(tx, GARAGES, current!, { ...current!, name });
      return after?.(tx.trx);
    });
  const stored = async () => {
    const row = await database.db
      .selectFrom('garages' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow();
    const change = await database.db.selectFrom('changes').select('seq').where('doc_id', '=', id).executeTakeFirstOrThrow();
    return { name: JSON.parse((row as { doc: string }).doc).name as string, seq: Number((row as { seq: number }).seq), changeSeq: Number(change.seq) };
  };

  it('stores the update with the change number its change row holds', async () => {
    await rename('Sur');
    const after = await stored();
    expect(after.name).toBe('Sur');
    expect(after.seq).toBe(after.changeSeq);
    await rename('Oeste');
    const again = await stored();
    expect(again).toMatchObject({ name: 'Oeste', seq: again.changeSeq });
    expect(again.seq).toBeGreaterThan(after.seq);
  });

  it('lets every later statement of the transaction see it', async () => {
    const seen = await rename('Este', (trx) =>
      trx
        .selectFrom('garages' as never)
        .select('doc' as never)
        .where('id' as never, '=', id as never)
        .executeTakeFirstOrThrow(),
    );
    expect(JSON.parse((seen as { doc: string }).doc).name).toBe('Este');
    const after = await stored();
    expect(after).toMatchObject({ name: 'Este', seq: after.changeSeq });
  });

  it('keeps it held past a statement that names none of its tables, and writes it with the closing statement', async () => {
    const held = await rename('Centro', async (trx) => {
      await trx.selectFrom('counters').select('value').execute();
      return stateOf(trx)?.held.get('garages')?.size ?? 0;
    });
    // Only PostgreSQL holds updates back.
    expect(held).toBe(flavour === 'postgres' ? 1 : 0);
    const after = await stored();
    expect(after).toMatchObject({ name: 'Centro', seq: after.changeSeq });
  });
});
