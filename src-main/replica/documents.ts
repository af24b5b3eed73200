/**
 * Writes to the replica's documents: versions from the server (pulls), optimistic versions (local
 * mutations), and settling those when the server answers. Statements are prepared once per
 * database; callers run these inside their own transaction.
 *
 * A row with pending outbox entries shows the optimistic `doc` and keeps the server's version in
 * `base`: pulls update `base` only, so a pull never undoes a change the server has not seen yet,
 * and a rejection can put the server's version back.
 */
import type Sqlite from 'better-sqlite3';
import { createListSearchIndex } from './list-search-index.js';
import { isVersionAt, prepareDoc, ROW_AT, ROW_COLUMNS, ROW_FIELDS, searchEntriesOf, VERSION_FIELDS, type PreparedDoc, type SearchEntries } from './prepared-doc.js';
import { createSearchIndex } from './search-index.js';
import type { ColumnValue, ReplicaDoc } from './types.js';
import { isRecord } from '../../src-shared/records.js';

interface RowState {
  rowid: number;
  pending: number;
  doc: string | null;
  base: string | null;
  seq: number;
  gen: number;
  /** The row's values of ROW_COLUMNS, in that order: an update writes only those that change. */
  values: ColumnValue[];
}

export interface DocumentWriter {
  /** A document (or tombstone, `doc` null) from a pull, tagged with the rebuild generation. */
  applyServer(collection: string, id: string, seq: number, doc: ReplicaDoc | null, gen: number): void;
  /** As `applyServer`, the document's text, columns and search entries worked out already (`prepareDoc`). */
  applyPrepared(collection: string, id: string, seq: number, doc: PreparedDoc | null, gen: number): void;
  /** An optimistic version (null: removed) written with its outbox entry; `gen` tags a new row. */
  applyOptimistic(collection: string, id: string, doc: ReplicaDoc | null, gen: number): void;
  /** The server accepted one pending entry; `response` is what it answered. */
  acknowledge(collection: string, id: string, response: unknown): void;
  /**
   * The server accepted one pending entry that changed this document besides its own, and did not
   * answer with it: the version shown stays until a pull brings the server's.
   */
  settle(collection: string, id: string): void;
  /** The server refused one pending entry: back to the server's version (or gone, if it never had it). */
  restore(collection: string, id: string): void;
  /** After a rebuild: drops what the new server did not send, keeps rows with pending entries. */
  dropOlderThan(gen: number): void;
}

interface RowMeta {
  base: string | null;
  pending: number;
  seq: number;
  gen: number;
}

/** The row's values: the document's, with the row's state in its slots. */
function rowValues(prepared: PreparedDoc, meta: RowMeta): ColumnValue[] {
  const values = prepared.values.slice();
  values[ROW_AT.doc] = prepared.text;
  values[ROW_AT.base] = meta.base;
  values[ROW_AT.pending] = meta.pending;
  values[ROW_AT.seq] = meta.seq;
  values[ROW_AT.gen] = meta.gen;
  return values;
}

function parse(json: string | null): ReplicaDoc | null {
  return json === null ? null : (JSON.parse(json) as ReplicaDoc);
}

/** The search entries a stored version was indexed with; null for a hidden row (none known). */
function entriesOf(collection: string, json: string | null): SearchEntries | null {
  const doc = parse(json);
  return doc === null ? null : searchEntriesOf(collection, doc);
}

function isDocOf(value: unknown, id: string): value is ReplicaDoc {
  return isRecord(value) && value._id === id;
}

/** A tombstone pulled while the change was pending: the server has removed the document. */
const removedMeanwhile = (row: RowState, base: ReplicaDoc | null): boolean => base === null && row.seq > 0;

const updatedAtOf = (doc: ReplicaDoc): string => String(doc.updatedAt ?? '');

/** The later of the server's version pulled while pending and the write's own answer. */
function newer(base: ReplicaDoc | null, answer: ReplicaDoc): ReplicaDoc {
  if (base === null) return answer;
  return updatedAtOf(base) >= updatedAtOf(answer) ? base : answer;
}

export function createDocumentWriter(db: Sqlite.Database): DocumentWriter {
  const search = createSearchIndex(db);
  const listSearch = createListSearchIndex(db);
  const find = db.prepare(`SELECT rowid, ${ROW_COLUMNS.join(', ')} FROM documents WHERE collection = ? AND id = ?`).raw();
  // Insert or update by rowid, never an upsert with RETURNING: that halves the speed of a first pull.
  // The row and its version are two tables (replica migration 0008), the view `documents` joins them.
  const insertRow = db.prepare(`INSERT INTO document_rows (collection, id, ${ROW_FIELDS.map((f) => f.column).join(', ')}) VALUES (?, ?, ${ROW_FIELDS.map(() => '?').join(', ')})`);
  const insertVersion = db.prepare(`INSERT INTO document_versions (rowid, ${VERSION_FIELDS.map((f) => f.column).join(', ')}) VALUES (?, ${VERSION_FIELDS.map(() => '?').join(', ')})`);
  const insert = (collection: string, id: string, values: readonly ColumnValue[]): number => {
    const rowid = Number(insertRow.run(collection, id, ...ROW_FIELDS.map((f) => values[f.at])).lastInsertRowid);
    insertVersion.run(rowid, ...VERSION_FIELDS.map((f) => values[f.at]));
    return rowid;
  };
  // An update sets only the columns whose value changes: SQLite rewrites the entry of every index
  // on a column named in SET, changed or not, and a document has a score of indexed columns while
  // a repricing changes none of them. One statement per set of columns, prepared when first met.
  const updates = new Map<string, Sqlite.Statement>();
  const updateOf = (table: string, changed: readonly number[]): Sqlite.Statement => {
    const key = `${table}:${changed.join(',')}`;
    let stmt = updates.get(key);
    if (!stmt) {
      stmt = db.prepare(`UPDATE ${table} SET ${changed.map((i) => `${ROW_COLUMNS[i]} = ?`).join(', ')} WHERE rowid = ?`);
      updates.set(key, stmt);
    }
    return stmt;
  };
  const update = (row: RowState, values: readonly ColumnValue[]): void => {
    const rowChanged: number[] = [];
    const versionChanged: number[] = [];
    for (let i = 0; i < values.length; i += 1) {
      if (values[i] !== row.values[i]) (isVersionAt(i) ? versionChanged : rowChanged).push(i);
    }
    if (rowChanged.length > 0) updateOf('document_rows', rowChanged).run(...rowChanged.map((i) => values[i]), row.rowid);
    if (versionChanged.length > 0) updateOf('document_versions', versionChanged).run(...versionChanged.map((i) => values[i]), row.rowid);
  };
  const setBaseVersion = db.prepare('UPDATE document_versions SET base = ?, seq = ? WHERE rowid = ?');
  const setGen = db.prepare('UPDATE document_rows SET gen = ? WHERE rowid = ?');
  const setBase = (row: RowState, base: string | null, seq: number, gen: number): void => {
    setBaseVersion.run(base, seq, row.rowid);
    if (gen !== row.gen) setGen.run(gen, row.rowid);
  };
  const removeRow = db.prepare('DELETE FROM document_rows WHERE rowid = ?');
  const removeVersion = db.prepare('DELETE FROM document_versions WHERE rowid = ?');
  const hideVersion = db.prepare('UPDATE document_versions SET doc = NULL, base = ? WHERE rowid = ?');
  const hideRow = db.prepare('UPDATE document_rows SET live = 0, pending = ? WHERE rowid = ?');
  const hide = (base: string | null, pending: number, rowid: number): void => {
    hideVersion.run(base, rowid);
    hideRow.run(pending, rowid);
  };
  const setPending = db.prepare('UPDATE document_rows SET pending = ? WHERE rowid = ?');
  const settleRow = db.prepare('UPDATE document_rows SET pending = 0 WHERE rowid = ?');
  const settleVersion = db.prepare('UPDATE document_versions SET base = NULL WHERE rowid = ?');
  const staleRows = db.prepare('SELECT rowid, collection FROM document_rows WHERE gen < ? AND pending = 0');
  const forgetBase = db.prepare('UPDATE document_versions SET base = NULL, seq = 0 WHERE rowid IN (SELECT rowid FROM document_rows WHERE gen < ? AND pending > 0)');

  const find1 = (collection: string, id: string): RowState | undefined => {
    const found = find.get(collection, id) as [number, ...ColumnValue[]] | undefined;
    if (!found) return undefined;
    const [rowid, ...values] = found;
    return {
      rowid,
      values,
      pending: values[ROW_AT.pending] as number,
      doc: values[ROW_AT.doc] as string | null,
      base: values[ROW_AT.base] as string | null,
      seq: values[ROW_AT.seq] as number,
      gen: values[ROW_AT.gen] as number,
    };
  };

  /** Writes the visible version (and its columns and search entries) into the row, or a new one. */
  const show = (collection: string, id: string, prepared: PreparedDoc, meta: RowMeta, row: RowState | undefined): void => {
    const values = rowValues(prepared, meta);
    if (!row) {
      const rowid = insert(collection, id, values);
      search.put(collection, rowid, prepared.search, undefined);
      listSearch.put(collection, rowid, prepared, undefined);
      return;
    }
    update(row, values);
    // The same document shown again (a pull of what a write's answer already showed): its search
    // entries stand; a changed one is compared field by field there.
    if (prepared.text === row.doc) return;
    const previous = entriesOf(collection, row.doc);
    search.put(collection, row.rowid, prepared.search, previous && (previous.search ?? ''));
    listSearch.put(collection, row.rowid, prepared, previous);
  };

  const drop = (collection: string, rowid: number): void => {
    removeRow.run(rowid);
    removeVersion.run(rowid);
    search.remove(collection, rowid);
    listSearch.remove(collection, rowid);
  };

  /** The row's version once nothing is pending: `doc` shown, no server version kept aside. */
  const showSettled = (collection: string, id: string, doc: ReplicaDoc, row: RowState): void =>
    show(collection, id, prepareDoc(collection, doc), { base: null, pending: 0, seq: row.seq, gen: row.gen }, row);

  /** Settles one pending entry of the row: the row when it was the last, else nothing (still pending). */
  const lastOfPending = (collection: string, id: string): RowState | undefined => {
    const row = find1(collection, id);
    if (!row) return undefined;
    const pending = Math.max(0, row.pending - 1);
    if (pending === 0) return row;
    setPending.run(pending, row.rowid);
    return undefined;
  };

  const applyPrepared: DocumentWriter['applyPrepared'] = (collection, id, seq, doc, gen) => {
    const row = find1(collection, id);
    if (row && row.pending > 0) {
      setBase(row, doc === null ? null : doc.text, seq, gen);
    } else if (doc === null) {
      if (row) drop(collection, row.rowid);
    } else {
      show(collection, id, doc, { base: null, pending: 0, seq, gen }, row);
    }
  };

  return {
    applyServer(collection, id, seq, doc, gen) {
      applyPrepared(collection, id, seq, doc === null ? null : prepareDoc(collection, doc), gen);
    },

    applyPrepared,

    applyOptimistic(collection, id, doc, gen) {
      const row = find1(collection, id);
      // The first pending change keeps the server's version aside; later ones leave it be.
      const base = row ? (row.pending > 0 ? row.base : row.doc) : null;
      const meta = { base, pending: (row?.pending ?? 0) + 1, seq: row?.seq ?? 0, gen: row?.gen ?? gen };
      if (doc !== null) {
        show(collection, id, prepareDoc(collection, { ...doc, _id: id }), meta, row);
      } else if (row) {
        hide(base, meta.pending, row.rowid);
        search.remove(collection, row.rowid);
      }
    },

    acknowledge(collection, id, response) {
      const row = lastOfPending(collection, id);
      if (!row) return;
      const base = parse(row.base);
      let visible: ReplicaDoc | null;
      if (removedMeanwhile(row, base)) visible = null;
      else if (isDocOf(response, id)) visible = newer(base, response);
      else visible = base ?? parse(row.doc);
      if (visible === null) drop(collection, row.rowid);
      else showSettled(collection, id, visible, row);
    },

    settle(collection, id) {
      const row = lastOfPending(collection, id);
      if (!row) return;
      const base = parse(row.base);
      const shown = parse(row.doc);
      if (removedMeanwhile(row, base)) drop(collection, row.rowid);
      // A version pulled meanwhile that is later than what is shown (the write reached the server
      // before its answer was lost, or someone else changed the document): the server's, then.
      else if (base !== null && (shown === null || updatedAtOf(base) > updatedAtOf(shown))) showSettled(collection, id, base, row);
      // Otherwise the predicted version stays until the next pull brings the server's.
      else {
        settleRow.run(row.rowid);
        settleVersion.run(row.rowid);
      }
    },

    restore(collection, id) {
      const row = find1(collection, id);
      if (!row) return;
      const pending = Math.max(0, row.pending - 1);
      const base = parse(row.base);
      if (base !== null) {
        show(collection, id, prepareDoc(collection, base), { base: pending > 0 ? row.base : null, pending, seq: row.seq, gen: row.gen }, row);
      } else if (pending === 0) {
        drop(collection, row.rowid);
      } else {
        hide(row.base, pending, row.rowid);
        search.remove(collection, row.rowid);
      }
    },

    dropOlderThan(gen) {
      const stale = staleRows.all(gen) as Array<{ rowid: number; collection: string }>;
      for (const row of stale) drop(row.collection, row.rowid);
      // Rows with pending changes stay; the old server's version is no use to restore.
      forgetBase.run(gen);
    },
  };
}
