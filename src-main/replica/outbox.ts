/**
 * The outbox (design.md sync protocol): the writes the server has not accepted yet, in the order
 * they were made, and those it refused. An entry leaves only when the server accepted it or the
 * user dismissed its rejection: nothing leaves unseen.
 */
import type Sqlite from 'better-sqlite3';
import type { AppErrorValue } from '../../src-shared/errors.js';
import type { HttpMethod } from '../../src-shared/routes/types.js';

/** A document a write changes besides its own. */
export interface DocKey {
  collection: string;
  docId: string;
  /** Shown only until the write is answered (`LinkedChange.provisional`). */
  provisional?: true;
}

export interface NewOutboxEntry {
  /** Also the Idempotency-Key the write is sent with. */
  id: string;
  method: HttpMethod;
  /** Path without the `/api` base, e.g. `/customer`. */
  path: string;
  body: unknown;
  collection: string;
  docId: string;
  /** Documents the write changes besides its own (a receipt's buy), settled and restored with it. */
  linked?: readonly DocKey[];
  createdAt: string;
}

export interface OutboxEntry extends NewOutboxEntry {
  attempts: number;
  /** Why the last attempt failed, when it did (kept while retrying). */
  lastError: string | null;
  state: 'pending' | 'rejected';
  /** For a rejected entry: the server's status and error. */
  statusCode: number | null;
  error: AppErrorValue | null;
  rejectedAt: string | null;
}

interface Row {
  id: string;
  method: string;
  path: string;
  body: string | null;
  collection: string;
  doc_id: string;
  linked: string | null;
  created_at: string;
  attempts: number;
  last_error: string | null;
  state: string;
  status_code: number | null;
  error: string | null;
  rejected_at: string | null;
}

function fromRow(row: Row): OutboxEntry {
  return {
    id: row.id,
    method: row.method as HttpMethod,
    path: row.path,
    body: row.body === null ? undefined : (JSON.parse(row.body) as unknown),
    collection: row.collection,
    docId: row.doc_id,
    ...(row.linked === null ? {} : { linked: JSON.parse(row.linked) as DocKey[] }),
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
    state: row.state === 'rejected' ? 'rejected' : 'pending',
    statusCode: row.status_code,
    error: row.error === null ? null : (JSON.parse(row.error) as AppErrorValue),
    rejectedAt: row.rejected_at,
  };
}

export interface Outbox {
  add(entry: NewOutboxEntry): void;
  /** The oldest pending entry: pushes go strictly in order. */
  next(): OutboxEntry | undefined;
  get(id: string): OutboxEntry | undefined;
  pending(): OutboxEntry[];
  pendingCount(): number;
  recordFailure(id: string, reason: string): void;
  /** The server accepted it. */
  remove(id: string): void;
  reject(id: string, statusCode: number, error: AppErrorValue, at: string): void;
  rejected(): OutboxEntry[];
  rejectedCount(): number;
  /** The user has seen a rejection; answers false when there was no such rejected entry. */
  dismiss(id: string): boolean;
}

export function createOutbox(db: Sqlite.Database): Outbox {
  const insert = db.prepare(`INSERT INTO outbox (id, method, path, body, collection, doc_id, linked, created_at) VALUES (@id, @method, @path, @body, @collection, @docId, @linked, @createdAt)`);
  const first = db.prepare(`SELECT * FROM outbox WHERE state = 'pending' ORDER BY n LIMIT 1`);
  const byId = db.prepare('SELECT * FROM outbox WHERE id = ?');
  const inState = db.prepare('SELECT * FROM outbox WHERE state = ? ORDER BY n');
  const countState = db.prepare('SELECT count(*) AS n FROM outbox WHERE state = ?');
  const failure = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?');
  const removeStmt = db.prepare(`DELETE FROM outbox WHERE id = ? AND state = 'pending'`);
  const rejectStmt = db.prepare(`UPDATE outbox SET state = 'rejected', attempts = attempts + 1, status_code = ?, error = ?, rejected_at = ? WHERE id = ?`);
  const dismissStmt = db.prepare(`DELETE FROM outbox WHERE id = ? AND state = 'rejected'`);
  const count = (state: string) => (countState.get(state) as { n: number }).n;
  return {
    add: (entry) =>
      insert.run({
        ...entry,
        body: entry.body === undefined ? null : JSON.stringify(entry.body),
        linked:
          entry.linked && entry.linked.length > 0 ? JSON.stringify(entry.linked.map(({ collection, docId, provisional }) => ({ collection, docId, ...(provisional ? { provisional } : {}) }))) : null,
      }),
    next: () => {
      const row = first.get() as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    get: (id) => {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    pending: () => (inState.all('pending') as Row[]).map(fromRow),
    pendingCount: () => count('pending'),
    recordFailure: (id, reason) => failure.run(reason, id),
    remove: (id) => removeStmt.run(id),
    reject: (id, statusCode, error, at) => rejectStmt.run(statusCode, JSON.stringify(error), at, id),
    rejected: () => (inState.all('rejected') as Row[]).map(fromRow),
    rejectedCount: () => count('rejected'),
    dismiss: (id) => dismissStmt.run(id).changes > 0,
  };
}
