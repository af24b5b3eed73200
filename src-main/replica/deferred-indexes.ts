/**
 * A first pull into an empty replica builds the rows' secondary indexes once, after the rows,
 * rather than keeping a score of them up to date row by row: over `document_rows` (replica
 * migration 0008) the builds take about half the CPU of the upkeep for 200,000 documents.
 *
 * The drops and the definitions they leave in `deferred_indexes` (migration 0009) commit together,
 * and each build commits with the removal of its definition, so whatever stops the pull (a failure,
 * the app closed, a crash) the replica knows what it lacks: the pull builds what is left when it
 * ends, however it ends, and opening the replica builds anything still missing before a screen
 * reads it (`upgrade-steps.ts`). A replica that already has rows keeps its indexes: its pulls update them.
 *
 * The unique key (collection, id), which every write looks rows up by, is never dropped. The
 * item-products index by document is: a first pull removes or re-lists a document it pulled earlier
 * only when that document changed while the pull ran (the server keeps one change per document),
 * and each such time scans the item rows once.
 */
import type Sqlite from 'better-sqlite3';

/** The tables whose secondary indexes a first pull builds after its rows. */
const DEFERRED_TABLES = ['document_rows', 'list_search', 'document_products'] as const;

/** Drops the secondary indexes when the replica holds no document yet; answers how many it dropped. */
export function deferIndexes(db: Sqlite.Database): number {
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM document_rows LIMIT 1').get() !== undefined) return 0;
    const indexes = db
      .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${DEFERRED_TABLES.map(() => '?').join(', ')}) ORDER BY name`)
      .all(...DEFERRED_TABLES) as Array<{ name: string; sql: string }>;
    const keep = db.prepare('INSERT INTO deferred_indexes (name, sql) VALUES (?, ?)');
    for (const index of indexes) {
      keep.run(index.name, index.sql);
      db.exec(`DROP INDEX "${index.name}"`);
    }
    return indexes.length;
  })();
}

/** How many dropped indexes are still to build. */
export function indexesToBuild(db: Sqlite.Database): number {
  return (db.prepare('SELECT count(*) FROM deferred_indexes').pluck().get() as number) ?? 0;
}

/** Builds one dropped index; answers false when none was left. */
export function buildNextIndex(db: Sqlite.Database): boolean {
  return db.transaction(() => {
    const next = db.prepare('SELECT name, sql FROM deferred_indexes ORDER BY name LIMIT 1').get() as { name: string; sql: string } | undefined;
    if (!next) return false;
    db.exec(next.sql);
    db.prepare('DELETE FROM deferred_indexes WHERE name = ?').run(next.name);
    return true;
  })();
}
