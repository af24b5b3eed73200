/**
 * A SQLite write's transaction begins, commits and rolls back on the statement runner its writes
 * use (db/connect.ts `HeldSqliteDialect`), not through Kysely's driver: it is still logged as one
 * `begin` and one `commit` (or `rollback`) around the write's statements, a failing write leaves
 * nothing, and a read on the database handle still waits for a write under way instead of seeing
 * its rows. A planned version is stored only when it differs from the stored one, in a plain field
 * or a nested one (features/planned-write.ts `unchanged`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src-server/db/connect.js';
import { docs, insertDoc, type Doc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES } from '../../../src-server/features/catalog/collections.js';
import { storePlan } from '../../../src-server/features/planned-write.js';
import type { GarageFields } from '../../../src-shared/documents/catalog.js';
import { sqliteTwoHandles } from '../../support/sqlite-two-handles.js';

describe('SQLite write transactions', () => {
  let one: Database;
  const statements: string[] = [];
  const file = sqliteTwoHandles('sqlite-write-tx-', statements);

  beforeAll(async () => {
    ({ one } = await file.open());
  });
  afterAll(() => file.close());

  const at = { actor: null, now: new Date('2026-03-01T12:00:00Z') };
  const garageNamed = async (name: string) => (await docs(one.db).selectFrom('garages').select(['doc']).execute()).filter((row) => (JSON.parse(row.doc) as GarageFields).name === name).length;
  /** The change number of the document's latest change (`changes` keeps one row a document). */
  const lastChange = async (id: string) => Number((await one.db.selectFrom('changes').select(['seq']).where('doc_id', '=', id).executeTakeFirstOrThrow()).seq);

  it('logs one begin and one commit around the statements of a write', async () => {
    statements.length = 0;
    const made = await runWrite(one, at, (tx) => insertDoc(tx, GARAGES, { name: 'Depósito Norte' }));
    expect(made.name).toBe('Depósito Norte');
    expect(statements[0]).toBe('begin');
    expect(statements.at(-1)).toBe('commit');
    expect(statements.filter((text) => text === 'begin' || text === 'commit')).toEqual(['begin', 'commit']);
    expect(statements.length).toBeGreaterThan(2);
  });

  it('rolls back a write that fails: no row is left, and the next write runs', async () => {
    statements.length = 0;
    const failed = await runWrite(one, at, async (tx) => {
      await insertDoc(tx, GARAGES, { name: 'Depósito Fallido' });
      throw new Error('la escritura falla');
    }).catch((error: unknown) => error);
    expect((failed as Error).message).toBe('la escritura falla');
    expect(statements[0]).toBe('begin');
    expect(statements.at(-1)).toBe('rollback');
    expect(statements).not.toContain('commit');
    expect(await garageNamed('Depósito Fallido')).toBe(0);
    await runWrite(one, at, (tx) => insertDoc(tx, GARAGES, { name: 'Depósito Después' }));
    expect(await garageNamed('Depósito Después')).toBe(1);
  });

  it('keeps a read on the database handle waiting until the write under way commits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const writing = runWrite(one, at, async (tx) => {
      await insertDoc(tx, GARAGES, { name: 'Depósito Pendiente' });
      inserted();
      await held;
    });
    await insertedYet;
    let seen: number | undefined;
    const reading = garageNamed('Depósito Pendiente').then((count) => (seen = count));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toBeUndefined();
    release();
    await writing;
    await reading;
    expect(seen).toBe(1);
  });

  it('stores a planned version only when it differs from the stored one, in a plain field or a nested one', async () => {
    const address = { street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };
    const stored = await runWrite(one, at, (tx) => insertDoc(tx, GARAGES, { name: 'Depósito Sur', address, phone: '+54 11 4444 0000', inventory: true }));
    const plan = (before: Doc<GarageFields>, fields: GarageFields) =>
      runWrite(one, at, async (tx) => (await storePlan(tx, { doc: { collection: 'garages', _id: before._id, before, fields }, linked: [], stock: [] })).doc);
    const own = ({ name, address: where, phone, inventory }: Doc<GarageFields>): GarageFields => ({ name, address: where ? { ...where } : where, phone, inventory });

    const first = await lastChange(stored._id);
    const same = await plan(stored, own(stored));
    expect(same).toBe(stored);
    expect(await lastChange(stored._id)).toBe(first);

    // Every plain field as stored, the nested address not.
    const moved = await plan(stored, { ...own(stored), address: { ...address, city: 'Lanús' } });
    expect(moved.address?.city).toBe('Lanús');
    const second = await lastChange(stored._id);
    expect(second).toBeGreaterThan(first);

    const called = await plan(moved, { ...own(moved), phone: '+54 11 4444 1111' });
    expect(called.phone).toBe('+54 11 4444 1111');
    expect(called.address?.city).toBe('Lanús');
    expect(await lastChange(stored._id)).toBeGreaterThan(second);
    const row = await docs(one.db).selectFrom('garages').select(['doc']).where('id', '=', stored._id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.doc)).toMatchObject({ phone: '+54 11 4444 1111', address: { city: 'Lanús' } });
  });
});
