/**
 * A document's text (`doc`, and `base` while a local write is pending) moves out of the row that
 * the screens filter and sort by, into a table of its own keyed by the same rowid:
 *
 * - `document_rows`: everything but the texts (collection, id, the sort and filter columns, the
 *   row's sync state), with every index `documents` had. About 150 bytes a row, not 1-3 KB.
 * - `document_texts`: `doc` and `base`, by rowid.
 * - `documents`: a view joining them, named and shaped as the table was, so reads are unchanged.
 *   The join is a LEFT one on the texts' key: a read that names no text (a list's page of rowids,
 *   its count) is answered from `document_rows` and its indexes alone.
 *
 * Why: building an index reads the whole table it indexes. A first pull into an empty replica
 * builds its secondary indexes once, after the rows (`src-main/replica/deferred-indexes.ts`);
 * over the old table each build read every document's text (600 MB for 100,000 products and
 * 100,000 orders, 7 s of CPU for the builds against 2.7 s of upkeep); over `document_rows` the
 * builds take 1.4 s. Only `src-main/replica/documents.ts` writes these tables.
 *
 * The indexes are made again as the replica had them (read from its schema, not a copy here), on
 * the new table and under the same names.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

/** The texts' columns, which leave the row. */
const TEXT_COLUMNS = ['doc', 'base'];

export function up(db: Sqlite.Database): void {
  const columns = db.prepare('PRAGMA table_info(documents)').all() as Array<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>;
  const indexes = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL ORDER BY name").pluck().all() as string[];
  const kept = columns.filter((c) => !TEXT_COLUMNS.includes(c.name));
  const definition = (c: (typeof columns)[number]): string =>
    `${c.name} ${c.type}${c.pk ? ' PRIMARY KEY' : ''}${c.notnull ? ' NOT NULL' : ''}${c.dflt_value === null ? '' : ` DEFAULT ${c.dflt_value}`}`;
  const names = kept.map((c) => c.name).join(', ');
  db.exec(`
    CREATE TABLE document_rows (
      ${kept.map(definition).join(',\n      ')},
      UNIQUE (collection, id)
    ) STRICT;
    INSERT INTO document_rows (${names}) SELECT ${names} FROM documents;
    CREATE TABLE document_texts (rowid INTEGER PRIMARY KEY, doc TEXT, base TEXT) STRICT;
    INSERT INTO document_texts (rowid, doc, base) SELECT rowid, doc, base FROM documents;
    DROP TABLE documents;
    ${indexes.map((sql) => `${sql.replace(/ ON documents ?\(/, ' ON document_rows (')};`).join('\n    ')}
    CREATE VIEW documents AS
      SELECT ${columns.map((c) => (TEXT_COLUMNS.includes(c.name) ? `t.${c.name}` : c.name === 'rowid' ? 'r.rowid AS rowid' : `r.${c.name}`)).join(', ')}
      FROM document_rows r LEFT JOIN document_texts t ON t.rowid = r.rowid;
  `);
}
