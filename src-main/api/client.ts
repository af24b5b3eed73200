/**
 * The one place the desktop talks to the server (design.md sync protocol): JSON over fetch with
 * the bearer token and a 30-second time-out. Every failure comes back as a value carrying the
 * HTTP status and the shared error vocabulary — 0/OFFLINE when the network failed, 408/TIMEOUT
 * when the time-out struck, the server's own message otherwise — so callers branch on data,
 * never on caught exceptions. A call of the route table answers the route's response schema
 * (src-shared/routes/responses), parsed: an answer outside it is an INTERNAL failure, not a value.
 */
import { HTTP_TIMEOUT_MS } from '../../src-shared/constants/sync.js';
import { appErrorFromHttp, type AppErrorValue } from '../../src-shared/errors.js';
import type { HttpMethod } from '../../src-shared/routes/types.js';
import type { RouteName } from '../../src-shared/routes/index.js';
import { responseSchemaOf, type RouteResponse } from '../../src-shared/routes/responses/index.js';
import { realTimers, type Timers } from '../sync/timers.js';
import { routeTarget, type RouteInput } from './routes.js';

export type ApiResult<T = unknown> = { ok: true; status: number; body: T } | { ok: false; status: number; error: AppErrorValue };

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method: HttpMethod;
  /** Path without the `/api` base, e.g. `/customer/65f0…`. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Sent as `Idempotency-Key`: a repeat returns the first answer and applies nothing. */
  idempotencyKey?: string;
  /** This call's time-out, when it should give up sooner (or later) than the client's. */
  timeoutMs?: number;
  /**
   * A success's body as the bytes it came as (an `ArrayBuffer` of its own), for the caller to decode
   * and parse elsewhere: a pull's pages go to a worker thread whole, moved rather than copied.
   */
  bytes?: boolean;
}

export interface ApiClientOptions {
  /** The API base, e.g. `http://127.0.0.1:4000/api`. */
  baseUrl: string;
  /** The current session token, read on every call (it changes on sign-in and sign-out). */
  token: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  timers?: Timers;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T = unknown>(request: ApiRequest): Promise<ApiResult<T>>;
  /** A call of the shared route table by name, its `{param}`s filled from `input.params`; the answer parsed by the route's response schema. */
  call<N extends RouteName>(name: N, input?: RouteInput): Promise<ApiResult<RouteResponse<N>>>;
  /**
   * Called whenever a call succeeds, whoever made it (a screen's server read included): the sync
   * engine ends a backoff as soon as the server is seen to work again.
   */
  onSuccess(listener: () => void): () => void;
}

function queryString(query: ApiRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timers = options.timers ?? realTimers;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const successListeners = new Set<() => void>();

  async function request<T>(req: ApiRequest): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.token();
    if (token) headers.authorization = `Bearer ${token}`;
    if (req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
    let payload: string | undefined;
    if (req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const controller = new AbortController();
    let timedOut = false;
    // The time-out covers reading the body too: a server that stalls mid-answer is as gone as one that never answers.
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, req.timeoutMs ?? timeoutMs);
    try {
      const response = await doFetch(baseUrl + req.path + queryString(req.query), {
        method: req.method,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
        signal: controller.signal,
      });
      if (response.ok && req.bytes) {
        const bytes = await response.arrayBuffer();
        for (const listener of successListeners) listener();
        return { ok: true, status: response.status, body: bytes as T };
      }
      const text = await response.text();
      const parsed = parseJson(text);
      if (response.ok) {
        if (!parsed.ok) return { ok: false, status: response.status, error: { code: 'INTERNAL', message: 'the server answered with something that is not JSON' } };
        for (const listener of successListeners) listener();
        return { ok: true, status: response.status, body: parsed.value as T };
      }
      return { ok: false, status: response.status, error: appErrorFromHttp(response.status, parsed.ok ? parsed.value : null, response.headers.get('retry-after')) };
    } catch {
      const status = timedOut ? 408 : 0;
      return { ok: false, status, error: appErrorFromHttp(status, null) };
    } finally {
      timers.clearTimeout(timer);
    }
  }

  return {
    baseUrl,
    request,
    onSuccess(listener) {
      successListeners.add(listener);
      return () => successListeners.delete(listener);
    },
    async call<N extends RouteName>(name: N, input: RouteInput = {}): Promise<ApiResult<RouteResponse<N>>> {
      const result = await request<unknown>({
        ...routeTarget(name, input.params),
        ...(input.query ? { query: input.query } : {}),
        ...(input.body === undefined ? {} : { body: input.body }),
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      });
      if (!result.ok) return result;
      const parsed = responseSchemaOf(name).safeParse(result.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? ` (${issue.path.join('.') || 'the answer'}: ${issue.message})` : '';
        return { ok: false, status: result.status, error: { code: 'INTERNAL', message: `the server answered ${name} outside its response schema${where}` } };
      }
      return { ok: true, status: result.status, body: parsed.data as RouteResponse<N> };
    },
  };
}
