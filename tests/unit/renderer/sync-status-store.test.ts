/**
 * The renderer's shared sync status (src-renderer/app/syncStatusStore.ts): the first status
 * is asked for while pushes keep coming on their own channel; whichever way they interleave, the
 * badge ends on the latest push, and every screen reads one subscription.
 */
import { describe, expect, it } from 'vitest';
import type { IpcClient } from '../../../src-shared/ipc/client.js';
import type { SyncStatus } from '../../../src-shared/ipc/sync.js';
import { createStatusStore, statusStoreFor } from '../../../src-renderer/app/syncStatusStore.js';

const status = (syncing: boolean, lastSyncAt: string | null): SyncStatus => ({
  running: true,
  online: true,
  syncing,
  pending: 0,
  rejected: 0,
  lastSyncAt,
  lastError: null,
  unauthorized: false,
  nextRetryAt: null,
  pulled: null,
  indexing: null,
});

/** A bridge whose pushes the test sends, and a status call the test answers when it chooses. */
function channels() {
  const handlers = new Set<(payload: unknown) => void>();
  const answers: Array<(value: SyncStatus) => void> = [];
  const bridge = {
    on: (_event: string, handler: (payload: unknown) => void) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  const api = { sync: { status: () => new Promise<SyncStatus>((resolve) => answers.push(resolve)) } } as unknown as Pick<IpcClient, 'sync'>;
  return { bridge, api, answers, push: (value: SyncStatus) => handlers.forEach((handler) => handler(value)), listening: () => handlers.size };
}

const lastSync = (s: { get(): SyncStatus | null }) => s.get()?.lastSyncAt;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shared sync status', () => {
  it('keeps the push that said the sync was over when the first answer, read mid-sync, comes after it', async () => {
    const { bridge, api, answers, push } = channels();
    const store = createStatusStore(api, bridge);
    store.subscribe(() => undefined);
    push(status(false, '2026-03-05T12:00:05.000Z'));
    answers[0]?.(status(true, '2026-03-05T12:00:00.000Z'));
    await flush();
    expect(store.get()).toEqual(status(false, '2026-03-05T12:00:05.000Z'));
  });

  it('takes the first answer when no push came before it, and later pushes after it', async () => {
    const { bridge, api, answers, push } = channels();
    const store = createStatusStore(api, bridge);
    let heard = 0;
    store.subscribe(() => (heard += 1));
    answers[0]?.(status(true, null));
    await flush();
    expect(store.get()?.syncing).toBe(true);
    push(status(false, '2026-03-05T12:00:05.000Z'));
    expect(store.get()?.syncing).toBe(false);
    expect(heard).toBe(2);
  });

  it('is one subscription for every screen of a bridge, ended when the last one leaves', async () => {
    const { bridge, api, answers, listening } = channels();
    const first = statusStoreFor(api, bridge);
    expect(statusStoreFor(api, bridge)).toBe(first);
    const leaveA = first.subscribe(() => undefined);
    const leaveB = first.subscribe(() => undefined);
    expect(listening()).toBe(1);
    expect(answers).toHaveLength(1);
    leaveA();
    expect(listening()).toBe(1);
    leaveB();
    expect(listening()).toBe(0);
    // Back on screen: asked again, and the answer of the earlier subscription no longer counts.
    first.subscribe(() => undefined);
    answers[0]?.(status(true, null));
    answers[1]?.(status(false, '2026-03-05T12:00:05.000Z'));
    await flush();
    expect(lastSync(first)).toBe('2026-03-05T12:00:05.000Z');
  });
});
