/**
 * Bearer sessions: opaque tokens stored only as hashes, expiring after 30 days without use,
 * revoked by sign-out, and with their user's pairing codes when the user is disabled, changes role
 * or changes password (revokeUserAccess).
 */
import { TOKEN_IDLE_TTL_MS } from '../../../src-shared/constants/auth.js';
import type { Role } from '../../../src-shared/constants/roles.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/connect.js';
import type { DocumentTable, Tables } from '../../db/tables.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { newToken, sha256 } from './secrets.js';
import { runShaped } from '../../db/sql-text.js';
import { dropPairingReplays } from './pairing-replay.js';
import { CUSTOMERS } from '../customers/collection.js';
import { USERS } from '../users/collection.js';
import type { TxState } from '../../db/tx-state.js';

/** Refreshing last use at most hourly keeps reads from writing on every request. */
const TOUCH_AFTER_MS = 60 * 60_000;

export type PrincipalKind = 'user' | 'customer';

export async function createSession(tx: WriteTx, kind: PrincipalKind, id: string, device: string | null): Promise<string> {
  const token = newToken();
  await tx.trx
    .insertInto('sessions')
    .values({ token_hash: sha256(token), principal_kind: kind, principal_id: id, device, created_at: tx.now, last_used_at: tx.now, revoked_at: null })
    .execute();
  return token;
}

/** Write transactions that revoked sessions (`mayEndSessions`). */
const revoking = new WeakSet<TxState>();

/**
 * Whether a write may have ended a session or changed a principal: it revoked sessions, or wrote a
 * user or a customer (a disable, a role). Callers a server keeps (session-cache.ts) are dropped
 * after such a write, so its reads see the change from the next request; other writes leave them.
 */
export function mayEndSessions(tx: WriteTx): boolean {
  if (revoking.has(tx.state)) return true;
  for (const change of tx.state.changes.values()) if (change.collection === USERS.name || change.collection === CUSTOMERS.name) return true;
  return false;
}

export async function revokeSession(tx: WriteTx, tokenHash: string): Promise<void> {
  revoking.add(tx.state);
  await tx.trx.updateTable('sessions').set({ revoked_at: tx.now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/**
 * Ends a user's way in (domain §8: disabling, a role change, a password change): every session but
 * `keep` (the caller's own, on a change it makes to itself), every pairing code not yet redeemed —
 * so a code made before a disable never works after an enable — and the replays of redeemed ones.
 */
export async function revokeUserAccess(tx: WriteTx, userId: string, keep: string | null): Promise<void> {
  revoking.add(tx.state);
  let sessions = tx.trx.updateTable('sessions').set({ revoked_at: tx.now }).where('principal_kind', '=', 'user').where('principal_id', '=', userId).where('revoked_at', 'is', null);
  if (keep) sessions = sessions.where('token_hash', '!=', keep);
  await sessions.execute();
  await tx.trx.deleteFrom('pairing_codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await dropPairingReplays(tx, userId);
}

type SessionDb = Kysely<Tables & { users: DocumentTable; customers: DocumentTable }>;

/**
 * The session with its principal's row, in one query: a user's role, provider and status are
 * columns of its row (written from its document), so no document is parsed to know the caller.
 */
async function sessionWithPrincipal(database: Database, tokenHash: string) {
  const [row] = await runShaped(database.db, 'session-with-principal', (slot) => sessionQuery(database, slot(0)), [tokenHash]);
  return row;
}

/** Runs on every request: its text is kept (`runShaped`). */
function sessionQuery(database: Database, tokenHash: string) {
  return (database.db as unknown as SessionDb)
    .selectFrom('sessions as s')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 's.principal_id').on('s.principal_kind', '=', 'user'))
    .leftJoin('customers as c', (join) => join.onRef('c.id', '=', 's.principal_id').on('s.principal_kind', '=', 'customer'))
    .selectAll('s')
    .select(['u.id as user_id', 'u.status as user_status', 'u.role as user_role', 'u.provider as user_provider', 'c.id as customer_id', 'c.status as customer_status'])
    .where('s.token_hash', '=', tokenHash);
}

const enabled = (status: unknown): boolean => Number(status) === 1;

/** The caller behind a bearer token, and when its session was last used (it idles out TOKEN_IDLE_TTL_MS later). */
export async function checkSession(database: Database, token: string, now: Date): Promise<{ caller: Caller; lastUsedMs: number } | null> {
  const tokenHash = sha256(token);
  const session = await sessionWithPrincipal(database, tokenHash);
  if (!session || session.revoked_at) return null;
  const lastUsedMs = Date.parse(session.last_used_at);
  const idleSince = now.getTime() - lastUsedMs;
  if (idleSince > TOKEN_IDLE_TTL_MS) return null;

  let caller: Caller | null = null;
  if (session.principal_kind === 'user') {
    if (session.user_id && enabled(session.user_status)) {
      const providerId = typeof session.user_provider === 'string' ? session.user_provider : null;
      caller = { kind: 'user', id: String(session.user_id), role: session.user_role as Role, providerId, tokenHash, device: session.device };
    }
  } else if (session.customer_id && enabled(session.customer_status)) {
    caller = { kind: 'customer', id: String(session.customer_id), role: 'CUSTOMER', providerId: null, tokenHash, device: session.device };
  }
  if (!caller) return null;
  if (idleSince > TOUCH_AFTER_MS) {
    await database.db.updateTable('sessions').set({ last_used_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
    return { caller, lastUsedMs: now.getTime() };
  }
  return { caller, lastUsedMs };
}
