/**
 * A field write and a whole-row update of one locked row in one write (db/held-fields.ts,
 * db/held-updates.ts): on PostgreSQL both may be held for the closing statement, which writes a row
 * once; the row must end as the two writes leave it in the order they were made, as SQLite, which
 * writes each at once, leaves it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDocToWrite, insertDocs, saveDoc } from '../../../src-server/db/documents.js';
import { writeReadField } from '../../../src-server/db/field-write.js';
import { runWrite, type WriteTx } from '../../../src-server/db/write.js';
import { GARAGES, type GarageFields } from '../../../src-server/features/catalog/collections.js';
import type { Database } from '../../../src-server/db/connect.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';

describe.each(FLAVOURS)('a field write and a whole-row update of one row on %s', (flavour) => {
  let database: Database & { cleanup(): Promise<void> };

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
  });
  afterAll(() => database?.cleanup());

  const newGarage = async (): Promise<string> => {
    const [garage] = await runWrite(database, { actor: null, now: new Date() }, (tx) => insertDocs(tx, GARAGES, [{ name: 'Norte', inventory: true, isDefault: false }]));
    return garage!._id;
  };
  /** Renames the garage by its field alone, as read at `read`. */
  const rename = (tx: WriteTx, id: string, read: string, name: string) => writeReadField(tx, GARAGES, 'name', new Map([[id, { status: 1, value: JSON.stringify(read) }]]), new Map([[id, name]]));
  const stored = async (id: string) => {
    const row = await database.db
      .selectFrom('garages' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow();
    const doc = JSON.parse((row as { doc: string }).doc) as GarageFields;
    const change = await database.db.selectFrom('changes').select('seq').where('doc_id', '=', id).executeTakeFirstOrThrow();
    return { name: doc.name, inventory: doc.inventory, current: Number((row as { seq: number }).seq) === Number(change.seq) };
  };

  it('leaves the field as renamed after the row’s update', async () => {
    const id = await newGarage();
    await runWrite(database, { actor: null, now: new Date() }, async (tx) => {
      const current = (await getDocToWrite<GarageFields>(tx.trx, GARAGES, id))!;
      await saveDoc(tx, GARAGES, current, { ...current, inventory: false });
      await rename(tx, id, 'Norte', 'Sur');
    });
    expect(await stored(id)).toEqual({ name: 'Sur', inventory: false, current: true });
  });

  it('leaves the row as updated after the field’s write, from the document read before it', async () => {
    const id = await newGarage();
    await runWrite(database, { actor: null, now: new Date() }, async (tx) => {
      const current = (await getDocToWrite<GarageFields>(tx.trx, GARAGES, id))!;
      await rename(tx, id, 'Norte', 'Sur');
      await saveDoc(tx, GARAGES, current, { ...current, inventory: false });
    });
    expect(await stored(id)).toEqual({ name: 'Norte', inventory: false, current: true });
  });
});
