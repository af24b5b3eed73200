/**
 * Bringing a replica file up to this build: the migrations it lacks, then the indexes a first
 * pull dropped and did not get to build again (`deferred-indexes.ts`). On a replica full of
 * documents that rewrites it (migration 0008 copied 600 MB in 6.5-19 s), so the desk runs it on a
 * worker thread (`upgrade.ts`) and shows its steps; on an empty one it is a moment's work, done
 * where the replica opens.
 *
 * Each migration commits with its record and each index build with the removal of its
 * definition, so a failure or a closed app leaves the file at the last step it finished, usable
 * by this build (which goes on from there) and by the build before.
 */
import type Sqlite from 'better-sqlite3';
import { buildNextIndex, indexesToBuild } from './deferred-indexes.js';
import { migrateReplica, pendingReplicaMigrations } from './migrate.js';

export interface ReplicaWork {
  /** The migrations to apply, in order. */
  migrations: readonly string[];
  /** Dropped indexes still to build. */
  indexes: number;
  /** The replica holds documents: the work reads and rewrites them. */
  filled: boolean;
}

/** One step of an upgrade, as the user sees it: "paso 2 de 4". */
export interface UpgradeStep {
  step: number;
  steps: number;
}

const hasTable = (db: Sqlite.Database, name: string): boolean => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** Dropped indexes still to build; none before migration 0009 has made their table. */
const indexesLeft = (db: Sqlite.Database): number => (hasTable(db, 'deferred_indexes') ? indexesToBuild(db) : 0);

/** What the replica lacks; refuses (`ReplicaMigrationError`) a replica another build migrated. */
export function replicaWork(db: Sqlite.Database): ReplicaWork {
  const migrations = pendingReplicaMigrations(db).map((m) => m.id);
  const indexes = indexesLeft(db);
  // `documents` is a table up to migration 0008 and a view after it: both answer this.
  const made = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'documents'").get() !== undefined;
  const filled = made && db.prepare('SELECT 1 FROM documents LIMIT 1').get() !== undefined;
  return { migrations, indexes, filled };
}

/** Whether the work is long enough to need the worker and the progress screen. */
export function needsWorker(work: ReplicaWork): boolean {
  return work.filled && (work.migrations.length > 0 || work.indexes > 0);
}

/** Applies the missing migrations and builds the missing indexes, telling `onStep` before each step. */
export function upgradeReplicaHere(db: Sqlite.Database, onStep: (step: UpgradeStep) => void = () => undefined): void {
  const migrations = pendingReplicaMigrations(db).length;
  let done = 0;
  migrateReplica(db, undefined, {
    starting: () => {
      done += 1;
      // Indexes left by a cut-off pull are counted once the migrations have made their table.
      onStep({ step: done, steps: migrations + indexesLeft(db) });
    },
  });
  const steps = migrations + indexesToBuild(db);
  while (done < steps) {
    done += 1;
    onStep({ step: done, steps });
    if (!buildNextIndex(db)) break;
  }
}
