/**
 * Rows a write gives `writeAtClose` (db/closing-rows.ts), and its history entries, are stored as
 * given, on both databases. On SQLite the first row of those tables goes in columns of its own and
 * any further ones as JSON (db/sqlite-closing.ts): both ways must keep every value, its type and the
 * order of the rows.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeAtClose } from '../../../src-server/db/closing-rows.js';
import { insertDoc, insertDocs } from '../../../src-server/db/documents.js';
import type { Database } from '../../../src-server/db/connect.js';
import type { IdempotencyRow } from '../../../src-server/db/tables.js';
import { runWrite } from '../../../src-server/db/write.js';
import { GARAGES } from '../../../src-server/features/catalog/collections.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';

/** A stored answer with what JSON escapes: quotes, a backslash, a line break, accents and a character beyond 16 bits. */
const body = JSON.stringify({ _id: 'x', name: 'Depósito "Norte" \\ 1\nñ 🚚', total: 1234.56, items: [{ quantity: 1500 }] });

const row = (key: string, statusCode: number, text = body, hash: string | null = 'a'.repeat(64)): IdempotencyRow => ({
  key,
  principal: 'user-1',
  method: 'POST',
  path: '/garage',
  status_code: statusCode,
  body: text,
  created_at: '2026-03-01T12:00:00.000Z',
  body_hash: hash,
});

describe.each(FLAVOURS)('rows written at close on %s', (flavour) => {
  let database: Database & { cleanup(): Promise<void> };

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
  });
  afterAll(() => database?.cleanup());

  const stored = (keys: readonly string[]) => database.db.selectFrom('idempotency').selectAll().where('key', 'in', keys).orderBy('key').execute();

  it('stores one row, and several, with every value as given', async () => {
    const rows = [row('first', 201), row('second', 200, '{"empty":""}', null), row('third', 409)];
    await runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, async (tx) => {
      await insertDoc(tx, GARAGES, { name: 'Norte' });
      writeAtClose(tx.state, 'idempotency', rows[0]!);
    });
    await runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, async (tx) => {
      await insertDoc(tx, GARAGES, { name: 'Sur' });
      for (const next of rows.slice(1)) writeAtClose(tx.state, 'idempotency', next);
    });
    const found = await stored(rows.map((next) => next.key));
    expect(found).toEqual([...rows].sort((a, b) => a.key.localeCompare(b.key)));
    expect(found.map((stored) => typeof stored.status_code)).toEqual(['number', 'number', 'number']);
  });

  it('stores none when the write gives none', async () => {
    await runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, (tx) => insertDoc(tx, GARAGES, { name: 'Oeste' }));
    expect(await database.db.selectFrom('idempotency').select('key').execute()).toHaveLength(3);
  });

  it('fails the write, leaving nothing, when a row breaks its table’s key', async () => {
    const before = await database.db
      .selectFrom('garages' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, async (tx) => {
        await insertDoc(tx, GARAGES, { name: 'Este' });
        writeAtClose(tx.state, 'idempotency', row('first', 201));
      }),
    ).rejects.toThrow();
    const after = await database.db
      .selectFrom('garages' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores a write’s history entries, the first and the others, each with its changes as written', async () => {
    const names = ['Depósito "Uno" \\ 🚚', 'Dos\nlíneas', 'Tres'];
    const created = await runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, (tx) =>
      insertDocs(
        tx,
        GARAGES,
        names.map((name) => ({ name })),
      ),
    );
    const entries = await database.db
      .selectFrom('history')
      .select(['doc_id', 'seq', 'action', 'changes'])
      .where('entity', '=', 'garages')
      .where(
        'doc_id',
        'in',
        created.map((doc) => doc._id),
      )
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => entry.doc_id)).toEqual(created.map((doc) => doc._id));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'create', 'create']);
    expect(entries.map((entry) => (JSON.parse(entry.changes) as { name: { after: string } }).name.after)).toEqual(names);
  });
});
