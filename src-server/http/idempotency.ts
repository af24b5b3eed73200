/**
 * Idempotency-Key support (design.md, sync protocol): the response of a write is stored with its
 * key in the write's own transaction, so a retry after a lost response finds it and applies nothing.
 */
import { hash } from 'node:crypto';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import { detail } from '../../src-shared/schemas/messages.js';
import { IDEMPOTENCY_TTL_MS } from '../../src-shared/constants/sync.js';
import { writeAtClose } from '../db/closing-rows.js';
import { lockNames } from '../db/locks.js';
import { runShaped } from '../db/sql-text.js';
import type { IdempotencyRow } from '../db/tables.js';
import type { WriteTx } from '../db/write.js';
import type { Reader } from '../db/documents.js';

/** A response as kept: its status and its JSON body, the very text the client was sent. */
export interface StoredResponse {
  status: number;
  json: string;
}

/** What a key's request was: its query and body, hashed (`requestHash`). */
export interface KeyedRequest {
  key: string;
  principal: string;
  method: string;
  path: string;
  hash: string;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header as a refusal names it, its words and its detail's path alike. */
const KEY_FIELD = 'Idempotency-Key';
const MAX_KEY_LENGTH = 200;

export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw AppError.invalid(KEY_FIELD, said('request.idempotencyKeyLength', { field: KEY_FIELD }));
  }
  return key;
}

/**
 * JSON with every object's keys in order (by UTF-16 code units, as `sort` orders strings), so the
 * same request hashes the same however it was written. Every keyed write hashes its body: written
 * as one string, with no array of entries per object.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i += 1) text += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${text}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    let text = '{';
    for (const key of Object.keys(record).sort()) {
      if (record[key] === undefined) continue;
      text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of a request's query and body as sent (no body and an empty one are the same request). */
export function requestHash(query: unknown, body: unknown): string {
  return hash('sha256', canonicalJson({ query: query ?? {}, body: body ?? null }), 'hex');
}

export async function findStoredResponse(tx: WriteTx, request: KeyedRequest): Promise<StoredResponse | null> {
  // Repeats of one key sent at once: the second waits for the first to commit, then answers its response.
  await lockNames(tx.trx, [`idempotency:${request.key}`]);
  // Compiled once (sql-text.ts): on SQLite it then runs on the write's connection, not through Kysely's.
  const [row] = await runShaped<IdempotencyRow>(tx.trx, 'idempotency-by-key', (slot) => tx.trx.selectFrom('idempotency').selectAll().where('key', '=', slot(0)), [request.key]);
  if (!row) return null;
  if (row.principal !== request.principal || row.method !== request.method || row.path !== request.path) {
    throw AppError.conflict(said('request.idempotencyKeyReused', {}));
  }
  // Records kept before hashes were (NULL) are answered as they always were.
  if (row.body_hash !== null && row.body_hash !== request.hash) {
    throw AppError.validation([detail(KEY_FIELD, said('request.idempotencyKeyOtherBody', { field: KEY_FIELD }))], { status: 422 });
  }
  return { status: Number(row.status_code), json: row.body };
}

/** Written with the transaction's closing rows (db/closing-rows.ts): one round trip less on PostgreSQL; a key stored meanwhile fails the commit as a duplicate, and the write runs again (db/retry.ts). */
export function storeResponse(tx: WriteTx, request: KeyedRequest, response: StoredResponse): void {
  const { key, principal, method, path, hash } = request;
  writeAtClose(tx.state, 'idempotency', { key, principal, method, path, status_code: response.status, body: response.json, created_at: tx.now, body_hash: hash });
}

/** Forgets keys older than the retention (7 days); answers how many. */
export async function purgeIdempotency(db: Reader, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const result = await db.deleteFrom('idempotency').where('created_at', '<', horizon).executeTakeFirst();
  return Number(result.numDeletedRows);
}
