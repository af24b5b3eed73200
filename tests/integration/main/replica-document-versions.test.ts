/**
 * Replica migration 0008 moves the documents' versions (text, change number, update time) out of
 * their rows (`document_rows`, `document_versions`, joined again by the `documents` view). A replica of the schema before it keeps
 * every row and value, every index (now on `document_rows`), its search entries, and what its
 * pending local writes show, and the writer goes on from there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDocumentWriter, createReplicaReader, openReplica } from '../../../src-main/replica/index.js';
import { createOldReplica, createOldRows, oldProduct as product } from '../../support/old-replica.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'replica-texts-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('moves an existing replica’s versions out of its rows, keeping rows, indexes, search and pending writes', () => {
  const path = join(dir, 'old.db');
  const old = createOldReplica(path);
  const writer = createOldRows(old);
  writer.put(1, product(1, 'Queso Cremoso'), { pending: 0 });
  // A pending local edit: the row shows the edit, the server's version waits in `base`.
  writer.put(2, { ...product(2, 'Jamón Crudo editado'), provider: 'prov-2' }, { pending: 1, base: product(2, 'Jamón Crudo') });
  // A pending local removal: no version shown, the server's kept aside.
  writer.put(3, null, { pending: 1, base: product(3, 'Salame') });
  const rowsBefore = old.prepare('SELECT * FROM documents ORDER BY rowid').all();
  const indexesBefore = old.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL ORDER BY name").pluck().all();
  expect(indexesBefore.length).toBeGreaterThan(30);
  old.close();

  const replica = openReplica(path);
  try {
    const db = replica.db;
    expect(db.prepare('SELECT * FROM documents ORDER BY rowid').all()).toEqual(rowsBefore);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'document_rows' AND sql IS NOT NULL ORDER BY name").pluck().all()).toEqual(indexesBefore);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE tbl_name = 'documents' AND type = 'index'").pluck().get()).toBe(0);
    const reader = createReplicaReader(db);
    expect(reader.search('products', 'queso', { limit: 5 }).map((d) => d._id)).toEqual(['p-1']);
    expect(reader.get('products', 'p-2')).toMatchObject({ name: 'Jamón Crudo editado' });
    expect(reader.get('products', 'p-3')).toBeUndefined();
    expect(reader.list('products', { filters: { provider: 'prov-2' } }).docs.map((d) => d._id)).toEqual(['p-2']);

    // The writer on the new tables: a pull over a pending row changes only the server's version,
    // the write's refusal brings it back, a new document lands in both tables.
    const after = createDocumentWriter(db);
    after.applyServer('products', 'p-2', 10, { ...product(2, 'Jamón Crudo Serrano') }, 0);
    expect(reader.get('products', 'p-2')).toMatchObject({ name: 'Jamón Crudo editado' });
    after.restore('products', 'p-2');
    expect(reader.get('products', 'p-2')).toMatchObject({ name: 'Jamón Crudo Serrano' });
    expect(
      reader
        .list('products', { filters: { provider: 'prov-1' } })
        .docs.map((d) => d._id)
        .sort(),
    ).toEqual(['p-1', 'p-2']);
    after.restore('products', 'p-3');
    expect(reader.get('products', 'p-3')).toMatchObject({ name: 'Salame' });
    after.applyServer('products', 'p-4', 11, product(4, 'Dulce de Leche'), 0);
    expect(reader.search('products', 'dulce', { limit: 5 }).map((d) => d._id)).toEqual(['p-4']);
    expect(db.prepare('SELECT count(*) FROM document_rows').pluck().get()).toBe(db.prepare('SELECT count(*) FROM document_versions').pluck().get());
  } finally {
    replica.close();
  }
});
