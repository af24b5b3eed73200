/**
 * New documents numbered as they are inserted (`db/numbered-insert.ts` on PostgreSQL, numbers taken
 * first elsewhere): the stored number column, the number in the stored JSON and the answered
 * document agree, writers side by side never share a number nor leave a gap, and a collection whose
 * columns are computed from the number gets them from the real one.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertDoc, insertDocs, type CollectionDef } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES, type GarageFields } from '../../../src-server/features/catalog/collections.js';
import type { TaxFields } from '../../../src-shared/documents/catalog.js';
import type { Database } from '../../../src-server/db/connect.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';

/** Taxes whose `type` column holds their number as text: on PostgreSQL written in the statement that takes it. */
const NUMBERED_TAXES: CollectionDef<TaxFields> = { name: 'taxes', table: 'taxes', label: 'tax', columns: (doc) => ({ type: `n${doc.number}.${doc.name}` }) };
/** Taxes whose `type` column is computed from their number otherwise: the number is taken before the insert. */
const PARITY_TAXES: CollectionDef<TaxFields> = { name: 'taxes', table: 'taxes', label: 'tax', columns: (doc) => ({ type: doc.number % 2 === 0 ? 'even' : 'odd' }) };

describe.each(FLAVOURS)('documents numbered as they are inserted on %s', (flavour) => {
  let database: Database & { cleanup(): Promise<void> };

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
  });
  afterAll(() => database?.cleanup());

  const write = <T>(work: Parameters<typeof runWrite<T>>[2]) => runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, work);
  /** The stored rows of a table, by number; `type` is only the taxes' column. */
  const stored = async (table: 'garages' | 'taxes') => {
    const rows = await database.db
      .selectFrom(table as never)
      .selectAll()
      .orderBy('number' as never)
      .execute();
    return rows as Array<{ id: string; number: number; doc: string; type?: string }>;
  };

  it('stores, in the column and the JSON, the numbers it answers; writers side by side share none and skip none', async () => {
    const garage = (name: string): GarageFields => ({ name, inventory: true, isDefault: false });
    const first = await write((tx) => insertDocs(tx, GARAGES, [garage('A'), garage('B')]));
    expect(first.map((doc) => doc.number)).toEqual([1, 2]);
    const answered = await Promise.all(Array.from({ length: 8 }, (_, i) => write((tx) => insertDocs(tx, GARAGES, [garage(`C${i}`), garage(`D${i}`)]))));
    const single = await write((tx) => insertDoc(tx, GARAGES, garage('E')));
    const rows = await stored('garages');
    expect(rows.map((row) => Number(row.number))).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    for (const row of rows) expect(JSON.parse(row.doc)).toMatchObject({ _id: row.id, number: Number(row.number) });
    const byId = new Map(rows.map((row) => [row.id, Number(row.number)]));
    for (const doc of [...first, ...answered.flat(), single]) expect(byId.get(doc._id)).toBe(doc.number);
    // Each write's documents are consecutive, in the order given.
    for (const [c, d] of answered) expect(d!.number).toBe(c!.number + 1);
  });

  it('computes the columns of a collection from the number it stores', async () => {
    const made = await write((tx) =>
      insertDocs(tx, NUMBERED_TAXES, [
        { name: 'IVA', type: 'V', aliquot: 21 },
        { name: 'IIBB', type: 'V', aliquot: 3 },
      ]),
    );
    const rows = await stored('taxes');
    expect(rows.map((row) => [Number(row.number), row.type, JSON.parse(row.doc).number])).toEqual(made.map((doc) => [doc.number, `n${doc.number}.${doc.name}`, doc.number]));
    const more = await write((tx) =>
      insertDocs(tx, PARITY_TAXES, [
        { name: 'Ganancias', type: 'V', aliquot: 35 },
        { name: 'Sellos', type: 'V', aliquot: 1 },
      ]),
    );
    const after = (await stored('taxes')).filter((row) => more.some((doc) => doc._id === row.id));
    expect(after.map((row) => [Number(row.number), row.type])).toEqual(more.map((doc) => [doc.number, doc.number % 2 === 0 ? 'even' : 'odd']));
  });
});
