/**
 * The callers of recently checked bearer tokens, so a burst of reads by one session (a clerk
 * typing a product search sends a request per key) reads its session row once, not once a request
 * (issue 21: the token check was a third of a search's statements).
 *
 * An entry lives SESSION_CACHE_MS at most, and never past its session's idle expiry. A write this
 * server commits that may end a session (sessions.ts `mayEndSessions`: a sign-out, a user or
 * customer written) clears the cache (http/register.ts), so a sign-out, a disabled user, a role or
 * password change made here holds from the very next request; another server on the same database
 * sees it within SESSION_CACHE_MS. A write takes its caller from here too, but checks the session
 * again inside its transaction (session-guard.ts), so no closed session writes. A check that
 * started before a clear is not kept after it (`generation`), so it cannot bring back a caller the
 * write revoked.
 */
import { TOKEN_IDLE_TTL_MS } from '../../../src-shared/constants/auth.js';
import type { Caller } from '../../http/context.js';

export const SESSION_CACHE_MS = 1_000;
const CAPACITY = 1_000;

interface Entry {
  readonly caller: Caller;
  /** Epoch ms after which the session must be read again. */
  readonly until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(readonly ttlMs = SESSION_CACHE_MS) {}

  /**
   * The caller behind `token` at `now`: kept, or `check`ed and kept. `lastUsedMs` is when the
   * session was last used as `check` read it, so the entry ends with the session's idle time.
   */
  async caller(token: string, now: Date, check: () => Promise<{ caller: Caller; lastUsedMs: number } | null>): Promise<Caller | null> {
    const at = now.getTime();
    const kept = this.kept(token, now);
    if (kept) return kept;
    const generation = this.generation;
    const found = await check();
    if (!found) {
      this.entries.delete(token);
      return null;
    }
    if (this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= CAPACITY) this.entries.clear();
      this.entries.set(token, { caller: found.caller, until: Math.min(at + this.ttlMs, found.lastUsedMs + TOKEN_IDLE_TTL_MS) });
    }
    return found.caller;
  }

  /**
   * The caller kept for `token` at `now`, if any, without waiting: what `caller` answers at once.
   * A request whose caller is kept goes on in the same tick (http/register.ts).
   */
  kept(token: string, now: Date): Caller | undefined {
    const at = now.getTime();
    const kept = this.entries.get(token);
    return kept && at < kept.until && at >= kept.until - this.ttlMs ? kept.caller : undefined;
  }

  /** Forgets every caller: something a write changed may have ended a session or changed its principal. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
