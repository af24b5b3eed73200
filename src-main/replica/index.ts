/**
 * The desktop's local replica (design.md): a SQLite file holding the server's documents the
 * signed-in user may see, the outbox of writes not yet accepted, and the sync position.
 *
 *   const replica = openReplica(path, { nativeBinding });   // WAL, migrations applied here
 *   // the desk: openCurrentReplica, and a long upgrade on a worker first (upgrade.ts)
 *   const reader = createReplicaReader(replica.db);           // list / get / search for the screens
 *   replica.close();
 *
 * Writes go through the sync engine (`src-main/sync`), never straight to these tables.
 */
export { openCurrentReplica, openReplica, type OpenReplicaOptions, type Replica } from './open.js';
export { migrateReplica, appliedReplicaMigrations, ReplicaMigrationError } from './migrate.js';
export { needsWorker, replicaWork, type ReplicaWork, type UpgradeStep } from './upgrade-steps.js';
export { ReplicaUpgradeError, upgradeReplica, type UpgradeOptions } from './upgrade.js';
export { createReplicaReader, SORT_FIELDS, type FilterValue, type ListOptions, type ReplicaReader, type SearchOptions, type SortField } from './queries.js';
export { COLLECTION_FIELDS, SEARCH_FIELDS, type FieldSpec, type FilterKind } from './columns.js';
export { createDocumentWriter, type DocumentWriter } from './documents.js';
export { createOutbox, type NewOutboxEntry, type Outbox, type OutboxEntry } from './outbox.js';
export { readSyncState, writeSyncState, type SyncState } from './sync-state.js';
export type { Page, ReplicaDoc } from './types.js';
