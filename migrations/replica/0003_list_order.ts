/**
 * Deep pages of a long list (design.md: 50,000 orders must scroll smoothly). A list reads only
 * live rows (`doc IS NOT NULL`) in one sort order (`src-main/replica/queries.ts`, SORT_FIELDS),
 * newest number first unless told. The first schema's sort indexes held every row, so each row
 * skipped by a page's OFFSET, and each row counted for the total, had to be looked up in the table
 * to learn whether it was live: a page near the end of 50,000 orders read them all.
 *
 * Here each sort column gets a partial index over the live rows, ordered as the list orders them
 * (collection, sort key, then rowid, which every index ends with): the reader pages and counts
 * within the index alone, then reads just the documents of the page. The same for the filters of
 * the orders' and buys' state tabs (`state`, `delivered`), ordered by number within the filter.
 * These replace the first schema's indexes on the same columns, which only the lists used (the
 * creation-period filter is served by the new `created_at` one), so a pull writes two indexes
 * more, not seven.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

/** The replica's list sort columns (`SORT_FIELDS` of `src-main/replica/queries.ts`), each with its live-rows index. */
const LIST_ORDER_COLUMNS = ['number', 'name_sort', 'created_at', 'updated_at', 'date'] as const;
/** Filter columns of the state tabs, each indexed over the live rows with the number after it. */
const TAB_FILTER_COLUMNS = ['state', 'delivered'] as const;

export function up(db: Sqlite.Database): void {
  db.exec(`
    DROP INDEX documents_number;
    DROP INDEX documents_name_sort;
    DROP INDEX documents_created_at;
    ${LIST_ORDER_COLUMNS.map((c) => `CREATE INDEX documents_live_${c} ON documents (collection, ${c}) WHERE doc IS NOT NULL;`).join('\n    ')}
    ${TAB_FILTER_COLUMNS.map((c) => `DROP INDEX documents_${c};\n    CREATE INDEX documents_live_${c} ON documents (collection, ${c}, number) WHERE doc IS NOT NULL;`).join('\n    ')}
  `);
}
