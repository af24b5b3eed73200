/**
 * SQLite writes number from the counters this process's last write left (db/sqlite-counters.ts) and
 * check them in their closing statement. Two handles on one file stand for any other writer (a
 * second server, a tool): each numbers after what the other committed, with no gap, no repeat and no
 * failure; a write that fails leaves no row and takes no number; and a write on kept counters runs
 * no statement to read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src-server/db/connect.js';
import { docs, insertDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES } from '../../../src-server/features/catalog/collections.js';
import { sqliteTwoHandles } from '../../support/sqlite-two-handles.js';

describe('SQLite counters kept between writes', () => {
  let one: Database;
  let other: Database;
  const statements: string[] = [];
  const file = sqliteTwoHandles('sqlite-counters-', statements);

  beforeAll(async () => {
    ({ one, other } = await file.open());
  });
  afterAll(() => file.close());

  const garage = (database: Database, name: string) => runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, (tx) => insertDoc(tx, GARAGES, { name }));
  const stored = async () => {
    const garages = await docs(one.db).selectFrom('garages').select(['number', 'seq']).orderBy('number').execute();
    const changes = await one.db.selectFrom('changes').select(['seq', 'collection']).where('collection', '=', 'garages').orderBy('seq').execute();
    const counters = await one.db.selectFrom('counters').select(['name', 'value']).where('name', 'in', ['seq', 'number:garages']).execute();
    return { garages, changes, counters: Object.fromEntries(counters.map((row) => [row.name, Number(row.value)])) };
  };

  it('numbers after what another writer of the file committed, with no gap and no repeat', async () => {
    const made = [];
    // Alternating handles: each one's kept counters are stale by the other's write before it.
    for (let i = 0; i < 6; i += 1) made.push(await garage(i % 3 === 2 ? other : one, `Depósito ${i}`));
    const { garages, changes, counters } = await stored();
    const numbers = garages.map((row) => Number(row.number));
    expect(made.map((doc) => doc.number)).toEqual(numbers);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const seqs = garages.map((row) => Number(row.seq));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(changes.map((row) => Number(row.seq))).toEqual(seqs);
    expect(counters).toEqual({ seq: Math.max(...seqs), 'number:garages': numbers.at(-1) });
  });

  it('runs no statement to read the counters while it is their only writer', async () => {
    await garage(one, 'Antes');
    statements.length = 0;
    await garage(one, 'Sin lectura');
    expect(statements.filter((text) => /from "counters"/.test(text) && /^select/i.test(text))).toEqual([]);
    expect(statements.filter((text) => /insert into temp."closing"/.test(text))).toHaveLength(1);
    // Another writer since: the next write finds it in its closing statement and runs again, reading them first.
    await garage(other, 'Otro');
    statements.length = 0;
    const after = await garage(one, 'Con lectura');
    expect(statements.filter((text) => /^select "name", "value" from "counters"/.test(text))).toHaveLength(1);
    const { counters } = await stored();
    expect(after.number).toBe(counters['number:garages']);
  });

  it('leaves no row and takes no number when the write fails', async () => {
    const before = await stored();
    await expect(
      runWrite(one, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, async (tx) => {
        await insertDoc(tx, GARAGES, { name: 'Fallido' });
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(await stored()).toEqual(before);
    const next = await garage(one, 'Después');
    expect(next.number).toBe(before.counters['number:garages']! + 1);
  });
});
