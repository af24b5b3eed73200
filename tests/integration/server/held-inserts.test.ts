/**
 * New documents numbered by the write's closing statement on PostgreSQL (`db/held-inserts.ts`,
 * numbers taken as the write starts on SQLite): the stored number, the number in the stored JSON,
 * in the history entry and in the answer agree; a statement that reads the table first inserts what
 * is held, numbered in the order the documents were made; a document that copied another's number
 * before it was final stores the final one; and, on PostgreSQL, the collection's counter is not
 * locked while the write works.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDoc, insertDocs } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES, type GarageFields } from '../../../src-server/features/catalog/collections.js';
import type { Database } from '../../../src-server/db/connect.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';

const garage = (name: string): GarageFields => ({ name, inventory: true, isDefault: false });

describe.each(FLAVOURS)('documents numbered as the write closes on %s', (flavour) => {
  let database: Database & { cleanup(): Promise<void> };

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
  });
  afterAll(() => database?.cleanup());

  const write = <T>(work: Parameters<typeof runWrite<T>>[2]) => runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, work);
  const stored = async () => {
    const rows = (await database.db
      .selectFrom('garages' as never)
      .selectAll()
      .execute()) as Array<{ id: string; number: number; doc: string }>;
    return new Map(rows.map((row) => [row.id, { number: Number(row.number), doc: JSON.parse(row.doc) as GarageFields & { number: number } }]));
  };
  /** The number a document's creation entry in the history holds. */
  const historyNumber = async (id: string) => {
    const row = await database.db.selectFrom('history').select('changes').where('doc_id', '=', id).where('action', '=', 'create').executeTakeFirstOrThrow();
    return (JSON.parse(row.changes) as Record<string, { after?: unknown }>).number?.after;
  };

  it('stores in the row, its JSON and its history entry the number it answers', async () => {
    const made = await write((tx) => insertDocs(tx, GARAGES, [garage('A'), garage('B')]));
    const rows = await stored();
    expect(made[1]!.number).toBe(made[0]!.number + 1);
    for (const doc of made) {
      expect(rows.get(doc._id)).toEqual({ number: doc.number, doc: expect.objectContaining({ number: doc.number, name: doc.name }) });
      expect(await historyNumber(doc._id)).toBe(doc.number);
    }
  });

  it('inserts what is held before a statement that reads the table, numbered in the order made', async () => {
    const [first, readBack, second] = await write(async (tx) => {
      const [one] = await insertDocs(tx, GARAGES, [garage('C')]);
      const read = await getDoc<GarageFields>(tx.trx, GARAGES, one!._id);
      const [two] = await insertDocs(tx, GARAGES, [garage('D')]);
      return [one!, read!, two!];
    });
    expect(readBack.number).toBe(first.number);
    expect(second.number).toBe(first.number + 1);
    const rows = await stored();
    expect([rows.get(first._id)?.number, rows.get(second._id)?.number]).toEqual([first.number, second.number]);
    expect(await historyNumber(second._id)).toBe(second.number);
  });

  it('gives a document that copied another’s number before it was final the final one', async () => {
    const [first, copy] = await write(async (tx) => {
      const [one] = await insertDocs(tx, GARAGES, [garage('E')]);
      const [two] = await insertDocs(tx, GARAGES, [garage(`after #${one!.number}`)]);
      return [one!, two!];
    });
    expect(copy.name).toBe(`after #${first.number}`);
    expect((await stored()).get(copy._id)?.doc.name).toBe(`after #${first.number}`);
    const entry = await database.db.selectFrom('history').select('changes').where('doc_id', '=', copy._id).executeTakeFirstOrThrow();
    expect((JSON.parse(entry.changes) as { name: { after: string } }).name.after).toBe(`after #${first.number}`);
  });

  it.runIf(flavour === 'postgres')('leaves the collection’s counter unlocked while the write works, and takes it as it closes', async () => {
    let reached!: () => void;
    const wrote = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = write(async (tx) => {
      const made = await insertDocs(tx, GARAGES, [garage('F')]);
      reached();
      await held;
      return made;
    });
    await wrote;
    // Another writer takes and commits a number meanwhile: with the counter locked it would wait for the first.
    const [other] = await Promise.race([
      write((tx) => insertDocs(tx, GARAGES, [garage('G')])),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the counter was locked')), 5_000)),
    ]);
    release();
    const [late] = await slow;
    expect(late!.number).toBe(other!.number + 1);
    const rows = await stored();
    expect(rows.get(late!._id)?.number).toBe(late!.number);
    const numbers = [...rows.values()].map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});
