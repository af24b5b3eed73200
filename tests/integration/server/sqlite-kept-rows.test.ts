/**
 * SQLite writes take the document rows this process's last writes left without reading them again
 * (db/kept-rows.ts), and stay right when another writer of the file changed them meanwhile. Two
 * handles on one file stand for any other writer (a second server, a tool), as in
 * sqlite-counters.test.ts: a write on `one` after `other` changed a document decides from the other's
 * version, a refusal decided on a kept row that another writer changed is not answered, and a
 * removed document is not found again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors.js';
import { said } from '../../../src-shared/error-keys/index.js';
import type { Database } from '../../../src-server/db/connect.js';
import { docs, getDoc, insertDoc, removeDoc, saveDoc, setDocStatus, type Doc } from '../../../src-server/db/documents.js';
import { runWrite, type WriteTx } from '../../../src-server/db/write.js';
import { GARAGES, type GarageFields } from '../../../src-server/features/catalog/collections.js';
import { sqliteTwoHandles } from '../../support/sqlite-two-handles.js';

describe('SQLite rows kept between writes', () => {
  let one: Database;
  let other: Database;
  const statements: string[] = [];
  const file = sqliteTwoHandles('sqlite-kept-rows-', statements);

  beforeAll(async () => {
    ({ one, other } = await file.open());
  });
  afterAll(() => file.close());

  const write = <T>(database: Database, work: (tx: WriteTx) => Promise<T>) => runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, work);
  const created = (database: Database, name: string) => write(database, (tx) => insertDoc(tx, GARAGES, { name }));
  /** Reads the garage inside the write and renames it from what it read, as a transition rewrites an order from its state. */
  const appended = (database: Database, id: string, suffix: string) =>
    write(database, async (tx) => {
      const current = await getDoc(tx.trx, GARAGES, id);
      if (!current) throw AppError.notFound(GARAGES.label, id);
      if (!current.status) throw AppError.conflict(said('request.alreadyExists', { what: GARAGES.label, id }));
      return saveDoc(tx, GARAGES, current, { ...current, name: `${current.name}${suffix}` });
    });
  const storedName = async (id: string) => (await docs(one.db).selectFrom('garages').select(['doc']).where('id', '=', id).executeTakeFirstOrThrow()).doc;
  const readsOfGarages = () => statements.filter((text) => /^select/i.test(text) && /from "garages"/.test(text));

  it('reads no row its own last write left', async () => {
    const garage = await created(one, 'Depósito Norte');
    statements.length = 0;
    const renamed = await appended(one, garage._id, ' 1');
    expect(renamed.name).toBe('Depósito Norte 1');
    expect(readsOfGarages()).toEqual([]);
    // And again from the row that write left.
    const again = await appended(one, garage._id, ' 2');
    expect(again.name).toBe('Depósito Norte 1 2');
    expect(readsOfGarages()).toEqual([]);
    expect(JSON.parse(await storedName(garage._id)).name).toBe('Depósito Norte 1 2');
  });

  it('decides from what another writer left, not from its kept row', async () => {
    const garage = await created(one, 'Depósito Sur');
    await write(other, async (tx) => {
      const current = (await getDoc(tx.trx, GARAGES, garage._id)) as Doc<GarageFields>;
      return saveDoc(tx, GARAGES, current, { ...current, name: 'Depósito Sur (otro)' });
    });
    const renamed = await appended(one, garage._id, ' 1');
    expect(renamed.name).toBe('Depósito Sur (otro) 1');
    expect(JSON.parse(await storedName(garage._id)).name).toBe('Depósito Sur (otro) 1');
    const history = await one.db.selectFrom('history').select(['changes']).where('doc_id', '=', garage._id).orderBy('seq').execute();
    expect(history).toHaveLength(3);
  });

  it('does not refuse on a kept row another writer changed since', async () => {
    const garage = await created(one, 'Depósito Este');
    await write(one, (tx) => setDocStatus(tx, GARAGES, garage._id, false));
    // Kept by `one` disabled; enabled again by the other writer.
    await write(other, (tx) => setDocStatus(tx, GARAGES, garage._id, true));
    const renamed = await appended(one, garage._id, ' 1');
    expect(renamed).toMatchObject({ name: 'Depósito Este 1', status: true });
    // A refusal that holds on the row as it stands is still answered.
    await write(other, (tx) => setDocStatus(tx, GARAGES, garage._id, false));
    await expect(appended(one, garage._id, ' 2')).rejects.toMatchObject({ status: 409 });
    expect(JSON.parse(await storedName(garage._id)).name).toBe('Depósito Este 1');
  });

  it('does not find a document its own write removed', async () => {
    const garage = await created(one, 'Depósito Oeste');
    await appended(one, garage._id, ' 1');
    await write(one, (tx) => removeDoc(tx, GARAGES, garage._id));
    await expect(appended(one, garage._id, ' 2')).rejects.toMatchObject({ status: 404 });
    expect(await docs(one.db).selectFrom('garages').select(['id']).where('id', '=', garage._id).execute()).toEqual([]);
  });
});
