/**
 * # Sync (design.md "Sync protocol")
 *
 * Keeps the replica (`src-main/replica`) in step with the server, through the API client
 * (`src-main/api/client.ts`, the only code that talks to the server). Wiring, in the runtime:
 *
 * ```ts
 * const replica = openReplica(join(dataDir, 'replica.db'), { nativeBinding });
 * const api = createApiClient({ baseUrl: server.url, token: () => session.token() });
 * const sync = createSyncEngine({ db: replica.db, api });
 * sync.on('replica-changed', ({ collections }) => send('replica-changed', collections)); // '*' = everything
 * sync.on('status', (status) => send('sync-status', status));
 * sync.on('rejected', (entry) => send('sync-rejected', entry));
 * sync.start();
 * const reader = createReplicaReader(replica.db);   // reads for the screens
 * // writes from IPC handlers, after validating with the route's schema:
 * await sync.mutate(creation('/customer', 'customers', input));         // client `_id` from newId()
 * const { method, path } = routeTarget('customer.update', { id });
 * await sync.mutate({ method, path, body: patch, collection: 'customers', docId: id,
 *                     optimistic: { ...reader.get('customers', id), ...patch } });
 * // on sign-out / quit:
 * await sync.stop(); replica.close();
 * ```
 *
 * - `mutate` resolves once the optimistic row and its outbox entry are committed together; the
 *   push follows (Idempotency-Key = entry id, the client's `_id` in the body; a few unrelated
 *   writes in flight at once, each document's — and whatever names it — in outbox order).
 * - Network errors, time-outs, 5xx, 429 and 401 keep the entry pending and retry with backoff
 *   (401 also sets `status().unauthorized`: sign in again and call `syncNow()`); a backoff ends
 *   early when any call of the API client succeeds or a new write is made; any other 4xx
 *   rejects it: the row goes back to the server's version (an optimistic create disappears) and
 *   the entry stays in `rejected()` with the server's message until `dismiss(id)`.
 * - Pulls run at start, every 30 s, after pushes and on reconnect (`reconnected()` when the OS
 *   reports the network back); a `reset` or another server identity rebuilds the replica.
 * - Clock, timers, randomness and fetch (through the API client) are injectable for tests.
 */
export { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './engine.js';
export { creation, type LinkedChange, type Mutation } from './mutate.js';
export type { SyncEvents, SyncListener, SyncStatus } from './events.js';
export { DEFAULT_BACKOFF, backoffDelay, type BackoffOptions } from './backoff.js';
export { realClock, realTimers, type Clock, type Timers, type TimerHandle } from './timers.js';
export { pullUntilQuiet, type PullOutcome, type PullPage } from './pull.js';
export { isRetryable, isUnreachable, pushPending, type PushOutcome, type PushRound } from './push.js';
export { createApiClient, type ApiClient, type ApiClientOptions, type ApiRequest, type ApiResult, type QueryValue } from '../api/client.js';
export { fillPath, routeTarget, type RouteInput } from '../api/routes.js';
export type { OutboxEntry } from '../replica/outbox.js';
