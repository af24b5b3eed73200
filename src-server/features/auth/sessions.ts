/**
 * Bearer sessions: opaque tokens stored only as hashes, expiring after 30 days without use,
 * revoked by sign-out or when their user is disabled.
 */
import { TOKEN_IDLE_TTL_MS, type Role } from '../../../src-shared/constants.js';
import type { Database } from '../../db/connect.js';
import { getDoc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { CUSTOMERS } from '../customers/collection.js';
import { USERS } from '../users/collection.js';
import { newToken, sha256 } from './secrets.js';

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

export async function revokeSession(tx: WriteTx, tokenHash: string): Promise<void> {
  await tx.trx.updateTable('sessions').set({ revoked_at: tx.now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(tx: WriteTx, kind: PrincipalKind, id: string): Promise<void> {
  await tx.trx
    .updateTable('sessions')
    .set({ revoked_at: tx.now })
    .where('principal_kind', '=', kind)
    .where('principal_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function authenticate(database: Database, token: string, now: Date): Promise<Caller | null> {
  const tokenHash = sha256(token);
  const session = await database.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!session || session.revoked_at) return null;
  const idleSince = now.getTime() - Date.parse(session.last_used_at);
  if (idleSince > TOKEN_IDLE_TTL_MS) return null;

  let caller: Caller | null = null;
  if (session.principal_kind === 'user') {
    const user = await getDoc(database.db, USERS, session.principal_id);
    if (user?.status) {
      caller = { kind: 'user', id: user._id, role: user.role as Role, providerId: user.provider ?? null, tokenHash, device: session.device };
    }
  } else {
    const customer = await getDoc(database.db, CUSTOMERS, session.principal_id);
    if (customer?.status) caller = { kind: 'customer', id: customer._id, role: 'CUSTOMER', providerId: null, tokenHash, device: session.device };
  }
  if (caller && idleSince > TOUCH_AFTER_MS) {
    await database.db.updateTable('sessions').set({ last_used_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
  }
  return caller;
}
