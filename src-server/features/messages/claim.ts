/**
 * Takes due messages for one sending pass. One statement marks them attempted and leases them
 * (`next_attempt_at` moves past the lease), so another pass — on this server or another one on the
 * same PostgreSQL — does not take them: there `FOR UPDATE SKIP LOCKED` makes concurrent passes skip
 * each other's rows instead of waiting for them; SQLite has one writer, so its statement is alone.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.js';
import type { OutboundMessageRow } from '../../db/tables.js';
import { CLAIM_LEASE_MS } from './backoff.js';

export async function claimDue(database: Database, now: Date, limit: number): Promise<OutboundMessageRow[]> {
  const iso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  return database.db
    .updateTable('outbound_messages')
    .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: leaseUntil, updated_at: iso })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('outbound_messages')
        .select('id')
        .where('state', '=', 'queued')
        .where('next_attempt_at', '<=', iso)
        .where((w) => w.or([w('expires_at', 'is', null), w('expires_at', '>', iso)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      return database.kind === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
}

/** Queued messages past their expiry are failed, never sent late. */
export async function expireDue(database: Database, now: Date): Promise<number> {
  const iso = now.toISOString();
  const result = await database.db
    .updateTable('outbound_messages')
    .set({ state: 'failed', last_error: 'expired', next_attempt_at: null, updated_at: iso })
    .where('state', '=', 'queued')
    .where('expires_at', '<=', iso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function recordSent(database: Database, id: string, now: Date): Promise<void> {
  const iso = now.toISOString();
  await database.db.updateTable('outbound_messages').set({ state: 'sent', sent_at: iso, next_attempt_at: null, updated_at: iso }).where('id', '=', id).execute();
}

/** A failed attempt: tried again at `retryAt`, or failed for good when it is null. */
export async function recordFailure(database: Database, id: string, now: Date, error: string, retryAt: string | null): Promise<void> {
  await database.db
    .updateTable('outbound_messages')
    .set({ state: retryAt === null ? 'failed' : 'queued', last_error: error, next_attempt_at: retryAt, updated_at: now.toISOString() })
    .where('id', '=', id)
    // A newer code may have replaced this one meanwhile: that stays as it is.
    .where('state', '=', 'queued')
    .execute();
}
