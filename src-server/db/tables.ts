/** Row types of the server database (migrations/server). Booleans are 0/1, times ISO text. */

export interface DocumentRow {
  id: string;
  number: number;
  status: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  seq: number;
  doc: string;
}

export interface CounterRow {
  name: string;
  value: number;
}

export interface ChangeRow {
  seq: number;
  collection: string;
  doc_id: string;
  deleted: number;
  partner: string | null;
  customer: string | null;
  provider: string | null;
}

export interface IdempotencyRow {
  key: string;
  principal: string;
  method: string;
  path: string;
  status_code: number;
  body: string;
  created_at: string;
  /** SHA-256 of the request's canonical query and body (migration 0008); NULL for records kept before it. */
  body_hash: string | null;
}

export interface SessionRow {
  token_hash: string;
  principal_kind: string;
  principal_id: string;
  device: string | null;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
}

/** One document write (migration 0005, db/history.ts): `changes` is JSON, see src-shared/history.ts. */
export interface HistoryRow {
  id: string;
  seq: number;
  at: string;
  user_id: string | null;
  device: string | null;
  entity: string;
  doc_id: string;
  action: string;
  route: string | null;
  changes: string;
}

export interface StockRow {
  product: string;
  garage: string;
  real: number;
  committed: number;
  pending: number;
  critical: number;
}

/**
 * Extra columns are typed loosely: each collection declares its own in db/collections.ts, and the
 * document store writes them from the document, so queries name them as plain strings.
 */
export type DocumentTable = DocumentRow & Record<string, string | number | null>;

export interface Tables {
  counters: CounterRow;
  meta: { key: string; value: string };
  changes: ChangeRow;
  /** Audiences a write took a document away from (migration 0015, db/changes.ts recordDepartures). */
  sync_departures: { collection: string; doc_id: string; audience: string };
  idempotency: IdempotencyRow;
  sessions: SessionRow;
  /** Counted sign-in events (migration 0009, features/auth/limits.ts). */
  auth_attempts: { id: string; bucket: string; account: string | null; at: string };
  /** Encrypted answers of pairing redemptions sent with an Idempotency-Key (migration 0009). */
  pairing_replays: { lookup: string; user_id: string; answer: string; expires_at: string };
  otp_codes: { phone: string; code_hash: string; expires_at: string; tries: number };
  pairing_codes: { code_hash: string; user_id: string; expires_at: string; used_at: string | null };
  /** Messages to deliver and their delivery (migration 0011, features/messages). */
  outbound_messages: OutboundMessageRow;
  stock: StockRow;
  history: HistoryRow;
  /** Versions of what a search can see (migration 0006): `products`. */
  search_versions: { name: string; value: number | string };
}

export interface OutboundMessageRow {
  id: string;
  kind: string;
  channel: string;
  recipient: string;
  title: string | null;
  /** What is sent; may hold a sign-in code, so it never leaves the server but to the channel. */
  body: string;
  /** The body with any secret masked: what screens and answers show. */
  preview: string;
  state: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  expires_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}
