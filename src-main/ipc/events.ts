/**
 * Push events to the screens: the runtime emits, each host delivers (the shell to its window, the
 * browser host to its event sockets). A payload is checked against the contract before it leaves,
 * so a screen never receives an event shaped differently from what it was typed for.
 */
import { IPC_EVENTS, type IpcEventName, type IpcEventPayload } from '../../src-shared/ipc/events.js';

export type EventListener = (event: IpcEventName, payload: unknown) => void;

export interface EventHub {
  emit<E extends IpcEventName>(event: E, payload: IpcEventPayload<E>): void;
  /** Answers the function that unsubscribes. */
  subscribe(listener: EventListener): () => void;
}

export function createEventHub(log: (message: string) => void = console.error): EventHub {
  const listeners = new Set<EventListener>();
  return {
    emit(event, payload) {
      const parsed = IPC_EVENTS[event].safeParse(payload);
      if (!parsed.success) {
        log(`event ${event} dropped: its payload does not match the contract (${parsed.error.message})`);
        return;
      }
      for (const listener of listeners) {
        // One host failing to deliver must not keep the event from the others.
        try {
          listener(event, parsed.data);
        } catch (error) {
          log(`event ${event} could not be delivered: ${String(error)}`);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
