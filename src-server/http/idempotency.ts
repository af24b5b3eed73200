/**
 * Idempotency-Key support (design.md, sync protocol): the response of a write is stored with its
 * key in the write's own transaction, so a retry after a lost response finds it and applies nothing.
 */
import { AppError } from '../../src-shared/errors.js';
import { IDEMPOTENCY_TTL_MS } from '../../src-shared/constants.js';
import type { WriteTx } from '../db/write.js';
import type { Reader } from '../db/documents.js';

/** A response as kept: its status and its JSON body, the very text the client was sent. */
export interface StoredResponse {
  status: number;
  json: string;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 200;

export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw AppError.validation('Idempotency-Key must be 1 to 200 characters', [{ path: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 200 characters' }]);
  }
  return key;
}

export async function findStoredResponse(tx: WriteTx, key: string, principal: string, method: string, path: string): Promise<StoredResponse | null> {
  const row = await tx.trx.selectFrom('idempotency').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return null;
  if (row.principal !== principal || row.method !== method || row.path !== path) {
    throw AppError.conflict('this Idempotency-Key was already used for another request');
  }
  return { status: Number(row.status_code), json: row.body };
}

export async function storeResponse(tx: WriteTx, key: string, principal: string, method: string, path: string, response: StoredResponse): Promise<void> {
  await tx.trx
    .insertInto('idempotency')
    .values({ key, principal, method, path, status_code: response.status, body: response.json, created_at: tx.now })
    .execute();
}

/** Forgets keys older than the retention (7 days); answers how many. */
export async function purgeIdempotency(db: Reader, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const result = await db.deleteFrom('idempotency').where('created_at', '<', horizon).executeTakeFirst();
  return Number(result.numDeletedRows);
}
