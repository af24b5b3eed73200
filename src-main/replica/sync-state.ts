/**
 * Where the replica stands with its server, kept in the replica so it commits with the documents
 * it describes: the pull cursor, the server's identity, the rebuild generation.
 */
import type Sqlite from 'better-sqlite3';

export interface SyncState {
  /** The server change counter the replica has applied up to. */
  cursor: number;
  /** The identity of the server database the replica was built from. */
  serverId: string | null;
  /** Bumped by each rebuild; rows not re-sent by the server keep the old one and are dropped. */
  gen: number;
  /** A rebuild is under way (survives a restart, so it is finished rather than forgotten). */
  rebuilding: boolean;
  /** When a pull last completed (ISO time). */
  lastSyncAt: string | null;
}

const DEFAULTS: SyncState = { cursor: 0, serverId: null, gen: 0, rebuilding: false, lastSyncAt: null };

export function readSyncState(db: Sqlite.Database): SyncState {
  const rows = db.prepare('SELECT key, value FROM sync_state').all() as Array<{ key: string; value: string | number | null }>;
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const num = (key: keyof SyncState, fallback: number) => (typeof stored.get(key) === 'number' ? (stored.get(key) as number) : fallback);
  const str = (key: keyof SyncState) => (typeof stored.get(key) === 'string' ? (stored.get(key) as string) : null);
  return {
    cursor: num('cursor', DEFAULTS.cursor),
    serverId: str('serverId'),
    gen: num('gen', DEFAULTS.gen),
    rebuilding: num('rebuilding', 0) === 1,
    lastSyncAt: str('lastSyncAt'),
  };
}

export function writeSyncState(db: Sqlite.Database, patch: Partial<SyncState>): void {
  const put = db.prepare('INSERT INTO sync_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  for (const [key, value] of Object.entries(patch)) {
    put.run(key, typeof value === 'boolean' ? (value ? 1 : 0) : (value ?? null));
  }
}
