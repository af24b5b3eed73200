/**
 * A value the main process keeps current by pushing it (the sync status, a replica upgrade): one
 * subscription per bridge and event, shared by every screen that shows it.
 *
 * The first value is asked for, and pushes may overtake the answer (they travel apart from
 * calls). A push always carries the latest change, so once one has arrived a later answer is older
 * news and is dropped: otherwise an answer read mid-sync, arriving after the push that said the
 * sync was over, left the badge on "Sincronizando…" with nothing left to correct it.
 */
import { onIpcEvent, type IpcBridge } from '../../src-shared/ipc/client.js';
import type { IpcEventName, IpcEventPayload } from '../../src-shared/ipc/events.js';

export interface PushedStore<T> {
  get(): T | null;
  subscribe(listener: () => void): () => void;
}

export function createPushedStore<E extends IpcEventName>(bridge: Pick<IpcBridge, 'on'>, event: E, ask: () => Promise<IpcEventPayload<E>>): PushedStore<IpcEventPayload<E>> {
  let value: IpcEventPayload<E> | null = null;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  /** Bumped by every push and every new subscription: an answer asked for under an older value is stale. */
  let generation = 0;
  const set = (next: IpcEventPayload<E>) => {
    value = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    const off = onIpcEvent(bridge, event, (pushed) => {
      generation += 1;
      set(pushed);
    });
    generation += 1;
    const asked = generation;
    void ask().then(
      (answer) => asked === generation && set(answer),
      () => undefined,
    );
    return off;
  };
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
  };
}

/** The one store a bridge has in `stores`, made on first use. */
export function pushedStoreFor<T>(stores: WeakMap<object, PushedStore<T>>, bridge: Pick<IpcBridge, 'on'>, make: () => PushedStore<T>): PushedStore<T> {
  let store = stores.get(bridge);
  if (!store) {
    store = make();
    stores.set(bridge, store);
  }
  return store;
}
