/**
 * A write re-checks its caller's session inside its own transaction (db/write-guard.ts): a read
 * may take a caller checked a moment ago (session-cache.ts), and so may a write's authorisation,
 * but its commit needs the session still open, not idle past its expiry, and its principal still
 * enabled with the role (and provider) the request was authorised with. A role change or a
 * password change ends sessions (sessions.ts `revokeUserAccess`), so a revoked token, a disabled
 * user or a changed role fails here even when another server made the change a moment ago.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { TOKEN_IDLE_TTL_MS } from '../../../src-shared/constants/auth.js';
import type { DbKind } from '../../db/connect.js';
import { mark } from '../../db/sql-text.js';
import type { WriteGuard } from '../../db/write-guard.js';
import type { Caller } from '../../http/context.js';

/**
 * On PostgreSQL the guard is answered by the closing statement, after the write's own work, which
 * may itself have revoked the caller's session (a sign-out) or rewritten the caller's user (an admin
 * changing their own role): a row this very transaction wrote (its `xmin`) meets the guard. It
 * wrote it holding the row's lock, so no other write changed it between the request and the commit.
 * SQLite answers it in its closing statement too, and a write that fails it there runs again
 * answering it as it starts, before any work of its own (db/sqlite-counters.ts).
 */
function writtenHere(kind: DbKind, alias: string): string {
  return kind === 'postgres' ? `"${alias}"."xmin"::text::bigint = txid_current() % 4294967296 or ` : '';
}

/**
 * Marks in the order of `values` below (SQLite's are positional): token hash, idle horizon,
 * principal, then for a user its role and provider, which a customer has not.
 */
function principalCondition(principal: 'user' | 'customer'): WriteGuard['condition'] {
  const table = principal === 'user' ? 'users' : 'customers';
  return (kind, first) => {
    const m = (i: number) => mark(kind, first + i);
    const staff = principal === 'user' ? ` and "p"."role" = ${m(3)} and coalesce("p"."provider", '') = ${m(4)}` : '';
    return (
      `exists (select 1 from "sessions" as "s" join "${table}" as "p" on "p"."id" = "s"."principal_id" ` +
      `where "s"."token_hash" = ${m(0)} and "s"."principal_kind" = '${principal}' ` +
      `and (${writtenHere(kind, 's')}"s"."revoked_at" is null and "s"."last_used_at" >= ${m(1)}) and "p"."id" = ${m(2)} ` +
      `and (${writtenHere(kind, 'p')}"p"."status" = 1${staff}))`
    );
  };
}

const userCondition = principalCondition('user');
const customerCondition = principalCondition('customer');

/** The guard of a write by `caller` at `now`. */
export function sessionGuard(caller: Caller, now: Date): WriteGuard {
  const idleHorizon = new Date(now.getTime() - TOKEN_IDLE_TTL_MS).toISOString();
  const isUser = caller.kind === 'user';
  return {
    key: isUser ? 'session:user' : 'session:customer',
    condition: isUser ? userCondition : customerCondition,
    values: isUser ? [caller.tokenHash, idleHorizon, caller.id, caller.role, caller.providerId ?? ''] : [caller.tokenHash, idleHorizon, caller.id],
    refusal: () => AppError.refuse('UNAUTHORIZED', said('auth.sessionExpired', {})),
  };
}
