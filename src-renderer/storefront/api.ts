/**
 * The storefront's one way to the server: JSON calls to `/api` on its own origin with the
 * customer's bearer token and the contract's 30-second time-out (spec §7), every failure an
 * `ApiError` carrying the status (0 when the network failed, 408 when no whole answer came in
 * time), for 429 the seconds `Retry-After` says to wait, and the error's key when the server gave
 * one (what the customer is told; the English message is not shown).
 */
import { HTTP_TIMEOUT_MS } from '../../src-shared/constants/sync.js';
import { appErrorFromHttp, type AppErrorValue } from '../../src-shared/errors.js';
import type { KeyedText } from '../components/errors.js';

/**
 * The key a failed call was said with, and the path of the field it is about: its first detail's
 * for a validation failure. The field's name is the contract's English one (`street`), so the
 * screen that sent the call names it, or leaves it out (storefront/errors.ts).
 */
function keyedOf(value: AppErrorValue): { text: KeyedText | null; path: string | null } {
  const first = value.details?.find((d) => d.key !== undefined);
  if (first?.key !== undefined) return { text: { key: first.key, params: first.params }, path: first.path };
  return { text: value.key === undefined ? null : { key: value.key, params: value.params }, path: null };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter: number | null = null,
    readonly text: KeyedText | null = null,
    /** The dotted path of the field `text` is about (`delivery.address.street`), if any. */
    readonly path: string | null = null,
  ) {
    super(message);
  }
}

export interface Page<T> {
  docs: T[];
  total: number;
  page: number;
  pages: number;
}

/** Called when the server no longer knows the token (expired after 30 idle days, or signed out elsewhere). */
export type OnUnauthorized = () => void;

/**
 * `idempotencyKey`: the same key on a retry makes the server answer what the first try did, not do
 * it twice. `timeoutMs`: how long to wait for the whole answer (the contract's 30 s unless a test says).
 */
export interface SendOptions {
  idempotencyKey?: string;
  timeoutMs?: number;
}

/** The status a call that got no whole answer in time fails with, as the desk's client says it. */
export const TIMED_OUT_STATUS = 408;

export interface StoreApi {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: SendOptions): Promise<T>;
}

/** How a call reaches the network: the browser's `fetch`, or a test's stand-in. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;
const browserFetch: Fetch = (url, init) => fetch(url, init);

export async function request<T>(method: string, path: string, token: string | null, body?: unknown, options: SendOptions = {}, fetcher: Fetch = browserFetch): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  // The time-out covers reading the body too: a server that stalls mid-answer is as gone as one that never answers.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetcher(`/api${path}`, { method, headers, signal: controller.signal, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new ApiError(TIMED_OUT_STATUS, `no answer within ${timeoutMs} ms`);
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const value = appErrorFromHttp(response.status, parsed);
    const wait = Number(response.headers.get('retry-after'));
    const { text: keyed, path: field } = keyedOf(value);
    throw new ApiError(response.status, value.message, Number.isFinite(wait) && wait > 0 ? wait : null, keyed, field);
  }
  return parsed as T;
}

export function storeApi(token: string, onUnauthorized: OnUnauthorized, fetcher: Fetch = browserFetch, timeoutMs: number = HTTP_TIMEOUT_MS): StoreApi {
  const guard = async <T>(promise: Promise<T>): Promise<T> => {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      throw error;
    }
  };
  return {
    get: (path) => guard(request('GET', path, token, undefined, { timeoutMs }, fetcher)),
    send: (method, path, body, options) => guard(request(method, path, token, body, { timeoutMs, ...options }, fetcher)),
  };
}
