/**
 * The server's cache of checked bearer tokens (src-server/features/auth/session-cache.ts): a token
 * is read once per SESSION_CACHE_MS, never past its session's idle expiry, and a clear — every
 * committed write that may end a session — makes the next request read it again, even one whose
 * check was under way.
 */
import { describe, expect, it } from 'vitest';
import { TOKEN_IDLE_TTL_MS } from '../../src-shared/constants/auth.js';
import { SESSION_CACHE_MS, SessionCache } from '../../src-server/features/auth/session-cache.js';
import type { Caller } from '../../src-server/http/context.js';

const CALLER: Caller = { kind: 'user', id: 'u1', role: 'ADMIN', providerId: null, tokenHash: 'h', device: null };
const T0 = Date.parse('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

function counted(lastUsedMs = T0) {
  const calls = { n: 0 };
  const check = async () => {
    calls.n += 1;
    return { caller: CALLER, lastUsedMs };
  };
  return { calls, check };
}

describe('SessionCache', () => {
  it('reads a token once within SESSION_CACHE_MS, and again after', async () => {
    const cache = new SessionCache();
    const { calls, check } = counted();
    expect(await cache.caller('t', at(0), check)).toEqual(CALLER);
    expect(await cache.caller('t', at(SESSION_CACHE_MS - 1), check)).toEqual(CALLER);
    expect(calls.n).toBe(1);
    await cache.caller('t', at(SESSION_CACHE_MS), check);
    expect(calls.n).toBe(2);
  });

  it('keeps no refused token and no entry past the idle expiry', async () => {
    const cache = new SessionCache();
    let valid = false;
    const check = async () => (valid ? { caller: CALLER, lastUsedMs: T0 - TOKEN_IDLE_TTL_MS + 10 } : null);
    expect(await cache.caller('t', at(0), check)).toBeNull();
    valid = true;
    expect(await cache.caller('t', at(1), check)).toEqual(CALLER);
    valid = false;
    // The session idles out 10 ms after T0: the entry ends there, not SESSION_CACHE_MS later.
    expect(await cache.caller('t', at(5), check)).toEqual(CALLER);
    expect(await cache.caller('t', at(10), check)).toBeNull();
  });

  it('answers a kept caller at once, and nothing past its second, its idle expiry or a clear', async () => {
    const cache = new SessionCache();
    expect(cache.kept('t', at(0))).toBeUndefined();
    await cache.caller('t', at(0), async () => ({ caller: CALLER, lastUsedMs: T0 - TOKEN_IDLE_TTL_MS + 10 }));
    expect(cache.kept('t', at(5))).toEqual(CALLER);
    expect(cache.kept('other', at(5))).toBeUndefined();
    // The session idles out 10 ms after T0.
    expect(cache.kept('t', at(10))).toBeUndefined();
    await cache.caller('u', at(0), counted().check);
    expect(cache.kept('u', at(SESSION_CACHE_MS - 1))).toEqual(CALLER);
    expect(cache.kept('u', at(SESSION_CACHE_MS))).toBeUndefined();
    // A clock that went back before the check is not trusted.
    expect(cache.kept('u', at(-1))).toBeUndefined();
    cache.clear();
    expect(cache.kept('u', at(1))).toBeUndefined();
  });

  it('a clear makes the next request check again', async () => {
    const cache = new SessionCache();
    const { calls, check } = counted();
    await cache.caller('t', at(0), check);
    cache.clear();
    await cache.caller('t', at(1), check);
    expect(calls.n).toBe(2);
  });

  it('does not keep a check that was under way when a write cleared the cache', async () => {
    const cache = new SessionCache();
    let release: () => void = () => {};
    const slow = () =>
      new Promise<{ caller: Caller; lastUsedMs: number }>((resolve) => {
        release = () => resolve({ caller: CALLER, lastUsedMs: T0 });
      });
    const pending = cache.caller('t', at(0), slow);
    cache.clear();
    release();
    expect(await pending).toEqual(CALLER);
    const { calls, check } = counted();
    await cache.caller('t', at(1), check);
    expect(calls.n).toBe(1);
  });

  it('with a time of 0 keeps nothing', async () => {
    const cache = new SessionCache(0);
    const { calls, check } = counted();
    await cache.caller('t', at(0), check);
    await cache.caller('t', at(0), check);
    expect(calls.n).toBe(2);
  });
});
