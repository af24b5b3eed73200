/**
 * A document's version moves out of the row the screens filter and sort by, into a table of its
 * own keyed by the same rowid:
 *
 * - `document_rows`: collection, id, the sort and filter columns, `pending`, `gen`, `live`, with
 *   every index `documents` had. About 150 bytes a row, not 1-3 KB.
 * - `document_versions`: the version's text (`doc`, and `base` while a local write is pending),
 *   its change number (`seq`) and `updated_at`, which no read filters or sorts by. A pulled change
 *   that moves no filter column (a repricing) writes this table only, as it wrote one row before.
 * - `documents`: a view joining them, named and shaped as the table was, so reads are unchanged.
 *   The join is a LEFT one on the versions' key: a read that names none of their columns (a list's
 *   page of rowids, its count) is answered from `document_rows` and its indexes alone.
 *
 * Why: building an index reads the whole table it indexes. A first pull into an empty replica
 * builds its secondary indexes once, after the rows (`src-main/replica/deferred-indexes.ts`): over
 * the old table each build read every document's text (600 MB for 100,000 products and 100,000
 * orders; 7 s of CPU for the builds against 2.7 s of upkeep), over `document_rows` 1.4 s.
 * Only `src-main/replica/documents.ts` writes these tables.
 *
 * The indexes are made again as the replica had them (read from its schema, not a copy here), on
 * the new table and under the same names; none of them names a column that moves.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

/** The version's columns, which leave the row. */
const VERSION_COLUMNS = ['updated_at', 'doc', 'base', 'seq'];

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

const definition = (c: Column): string => `${c.name} ${c.type}${c.pk ? ' PRIMARY KEY' : ''}${c.notnull ? ' NOT NULL' : ''}${c.dflt_value === null ? '' : ` DEFAULT ${c.dflt_value}`}`;

export function up(db: Sqlite.Database): void {
  const columns = db.prepare('PRAGMA table_info(documents)').all() as Column[];
  const indexes = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL ORDER BY name").pluck().all() as string[];
  const moves = (c: Column): boolean => VERSION_COLUMNS.includes(c.name);
  const rowColumns = columns.filter((c) => !moves(c));
  const versionColumns = columns.filter(moves);
  const rowNames = rowColumns.map((c) => c.name).join(', ');
  const versionNames = versionColumns.map((c) => c.name).join(', ');
  db.exec(`
    CREATE TABLE document_rows (
      ${rowColumns.map(definition).join(',\n      ')},
      UNIQUE (collection, id)
    ) STRICT;
    INSERT INTO document_rows (${rowNames}) SELECT ${rowNames} FROM documents;
    CREATE TABLE document_versions (rowid INTEGER PRIMARY KEY, ${versionColumns.map(definition).join(', ')}) STRICT;
    INSERT INTO document_versions (rowid, ${versionNames}) SELECT rowid, ${versionNames} FROM documents;
    DROP TABLE documents;
    ${indexes.map((sql) => `${sql.replace(/ ON documents ?\(/, ' ON document_rows (')};`).join('\n    ')}
    CREATE VIEW documents AS
      SELECT ${columns.map((c) => (moves(c) ? `v.${c.name}` : c.name === 'rowid' ? 'r.rowid AS rowid' : `r.${c.name}`)).join(', ')}
      FROM document_rows r LEFT JOIN document_versions v ON v.rowid = r.rowid;
  `);
}
