/**
 * A first pull into an empty replica builds the rows' dense secondary indexes once, after the rows,
 * rather than keeping a score of them up to date row by row: over `document_rows` (replica
 * migration 0008) the builds take about half the CPU of the upkeep for 200,000 documents.
 *
 * Most of those indexes are partial (`WHERE column IS NOT NULL`) over columns a collection sets only
 * now and then, or that no collection the pull brings sets at all. Such an index costs nothing per
 * row its WHERE leaves out, while building it at the end scans every row to find the few it holds
 * (27 near-empty ones took about 0.8 s of the 1.7 s of builds after a first pull of 200,000
 * documents). So a first pull keeps the partial indexes up as it goes, and drops one (deferring it
 * like the dense ones) only once it holds FILLED rows (`deferFilledIndexes`, after each page).
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

/**
 * The entries past which a partial index is cheaper built at the end than kept up: a build scans
 * every row once (about 0.03 s for 200,000), the upkeep costs per entry (a few microseconds each).
 */
export const FILLED = 1_000;

/** A partial index a first pull keeps up while it holds fewer than FILLED rows. */
export interface KeptIndex {
  name: string;
  sql: string;
  /** Counts the rows it holds through the index itself, up to FILLED (that many entries read at most). */
  count: Sqlite.Statement;
}

/** The WHERE of a partial index's definition; null for a full one. */
const whereOf = (sql: string): string | null => /\sWHERE\s([\s\S]+)$/i.exec(sql)?.[1] ?? null;

/** Records the definition and drops the index, in the caller's transaction. */
function defer(db: Sqlite.Database, index: { name: string; sql: string }): void {
  db.prepare('INSERT INTO deferred_indexes (name, sql) VALUES (?, ?)').run(index.name, index.sql);
  db.exec(`DROP INDEX "${index.name}"`);
}

/**
 * Drops the secondary indexes when the replica holds no document yet; answers how many it dropped.
 * With `keepPartial`, the partial ones stay, and `kept` answers them for `deferFilledIndexes`.
 */
export function deferIndexes(db: Sqlite.Database, options: { keepPartial?: boolean } = {}): { dropped: number; kept: KeptIndex[] } {
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM document_rows LIMIT 1').get() !== undefined) return { dropped: 0, kept: [] };
    const indexes = db
      .prepare(`SELECT name, sql, tbl_name AS tbl FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${DEFERRED_TABLES.map(() => '?').join(', ')}) ORDER BY name`)
      .all(...DEFERRED_TABLES) as Array<{ name: string; sql: string; tbl: string }>;
    const kept: KeptIndex[] = [];
    for (const { name, sql, tbl } of indexes) {
      const where = whereOf(sql);
      if (options.keepPartial && where !== null) {
        const count = db.prepare(`SELECT count(*) FROM (SELECT 1 FROM "${tbl}" INDEXED BY "${name}" WHERE ${where} LIMIT ${FILLED})`).pluck();
        kept.push({ name, sql, count });
      } else {
        defer(db, { name, sql });
      }
    }
    return { dropped: indexes.length - kept.length, kept };
  })();
}

/**
 * Drops (deferring them) the kept indexes that now hold FILLED rows, each with its definition in one
 * transaction (a savepoint of the pull's open one); answers the indexes still kept.
 */
export function deferFilledIndexes(db: Sqlite.Database, kept: readonly KeptIndex[]): KeptIndex[] {
  return db.transaction(() => {
    const still: KeptIndex[] = [];
    for (const index of kept) {
      if ((index.count.get() as number) >= FILLED) defer(db, index);
      else still.push(index);
    }
    return still;
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
