/**
 * Forward-only replica migrations. Applied ids are recorded in the database and must be a prefix
 * of the known list: a replica written by a newer build (or with a renamed migration) is refused
 * rather than guessed at. Each migration commits with its id, so a crash leaves either both or
 * neither.
 */
import type Sqlite from 'better-sqlite3';
import { REPLICA_MIGRATIONS, type ReplicaMigration } from '../../migrations/replica/index.js';

export class ReplicaMigrationError extends Error {
  override name = 'ReplicaMigrationError';
}

export function appliedReplicaMigrations(db: Sqlite.Database): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS replica_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL) STRICT');
  const rows = db.prepare('SELECT id FROM replica_migrations ORDER BY id').all() as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

/** The migrations this replica still lacks, in order; refuses a replica another build migrated. */
export function pendingReplicaMigrations(db: Sqlite.Database, migrations: readonly ReplicaMigration[] = REPLICA_MIGRATIONS): readonly ReplicaMigration[] {
  const applied = appliedReplicaMigrations(db);
  applied.forEach((id, index) => {
    if (migrations[index]?.id !== id) {
      throw new ReplicaMigrationError(`the replica has migration ${id}, which this build does not know at position ${index + 1}: it was made by another version`);
    }
  });
  return migrations.slice(applied.length);
}

export interface MigrateOptions {
  now?: () => Date;
  /** Told before each migration starts (an upgrade's progress). */
  starting?: (id: string) => void;
}

/** Applies the migrations not yet applied; answers the ids it applied. */
export function migrateReplica(db: Sqlite.Database, migrations: readonly ReplicaMigration[] = REPLICA_MIGRATIONS, options: MigrateOptions = {}): string[] {
  const now = options.now ?? (() => new Date());
  const pending = pendingReplicaMigrations(db, migrations);
  const record = db.prepare('INSERT INTO replica_migrations (id, applied_at) VALUES (?, ?)');
  const done: string[] = [];
  for (const migration of pending) {
    options.starting?.(migration.id);
    // Immediate: a migration writes anyway, and a deferred one that read first and then found the
    // file locked would fail at once rather than wait out the busy time-out.
    db.transaction(() => {
      migration.up(db);
      record.run(migration.id, now().toISOString());
    }).immediate();
    done.push(migration.id);
  }
  return done;
}
