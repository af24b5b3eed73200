/**
 * The secondary indexes a first pull dropped to build them once after its rows
 * (`src-main/replica/deferred-indexes.ts`): each one's definition, kept until it is built again.
 * Written in the same transaction as the drops, so a replica whose pull was cut off knows which
 * indexes it lacks, and opening it builds them before anything reads it.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

export function up(db: Sqlite.Database): void {
  db.exec('CREATE TABLE deferred_indexes (name TEXT PRIMARY KEY, sql TEXT NOT NULL) STRICT');
}
