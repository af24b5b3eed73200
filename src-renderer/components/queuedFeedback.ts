/**
 * The toast of every write a screen makes. Most go through the outbox: the call answers as soon
 * as the write is saved in this PC's replica and queued, before the server has seen it, so "Listo"
 * then would be a promise the server may break a moment later. Online, the toast waits a little
 * (`OUTCOME_WAIT_MS`) for the push's outcome, as the outbox itself tells it (`sync.write`, asked
 * again at each sync-status push): "Listo" once the server accepted it, or that the server refused
 * it and why, pointing at the inbox of refused changes where it stays. Offline, or still unsent
 * after the wait, it says the change is saved on this PC and on its way. A write sent straight to
 * the server (a profile, an unlock) has its answer already: it says "done" at once.
 */
import { createElement, useMemo, type ReactNode } from 'react';
import type { IpcBridge, IpcClient } from '../../src-shared/ipc/client.js';
import { queuedWriteSchema } from '../../src-shared/ipc/route-input.js';
import type { QueuedWriteState } from '../../src-shared/ipc/sync.js';
import { useApi, useBridge } from '../app/api.js';
import { statusStoreFor } from '../app/syncStatusStore.js';
import { useT, type Translate } from '../i18n/i18n.js';
import { errorValueMessage } from './errors.js';
import { UndoRow } from './UndoRow.js';
import { closeNotice, notify, notifyError, notifyWaiting, settleNotice } from './notify.js';

/** How long a toast that offers an undo stays. */
export const UNDO_FOR_MS = 10_000;

/** How long a toast waits for the server's answer to a queued write before saying it is still on its way. */
export const OUTCOME_WAIT_MS = 2000;

const WAITING: QueuedWriteState = { state: 'waiting', error: null };

/**
 * The write's state once the server answered it, or `waiting` when the desk is offline or the
 * answer takes longer than `waitMs`: the outbox is asked at once and again at each status push.
 */
export function queuedWriteOutcome(api: Pick<IpcClient, 'sync'>, bridge: Pick<IpcBridge, 'on'>, entry: string, waitMs = OUTCOME_WAIT_MS): Promise<QueuedWriteState> {
  const store = statusStoreFor(api, bridge);
  return new Promise((resolve) => {
    let settled = false;
    let asking = false;
    let askAgain = false;
    const finish = (outcome: QueuedWriteState) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const ask = () => {
      if (settled) return;
      if (store.get()?.online === false) return finish(WAITING);
      if (asking) {
        askAgain = true;
        return;
      }
      asking = true;
      void api.sync.write({ entry }).then(
        (outcome) => {
          asking = false;
          if (outcome.state !== 'waiting') return finish(outcome);
          if (askAgain) {
            askAgain = false;
            ask();
          }
        },
        () => finish(WAITING),
      );
    };
    const timer = setTimeout(() => finish(WAITING), waitMs);
    const unsubscribe = store.subscribe(ask);
    ask();
  });
}

/**
 * The outbox entries a call's answer names: a queued write's, or each of a list of them (a roadmap
 * given several orders). None for the answer of a write sent straight to the server.
 */
export function queuedEntries(answer: unknown): string[] {
  const answers: unknown[] = Array.isArray(answer) ? answer : [answer];
  const entries = answers.flatMap((one) => {
    const queued = queuedWriteSchema.safeParse(one);
    return queued.success ? [queued.data.entry] : [];
  });
  return entries.length === answers.length ? entries : [];
}

/** Where several writes made together stand: refused if the server refused one, accepted once it took them all, else waiting. */
export async function queuedWritesOutcome(api: Pick<IpcClient, 'sync'>, bridge: Pick<IpcBridge, 'on'>, entries: readonly string[], waitMs = OUTCOME_WAIT_MS): Promise<QueuedWriteState> {
  const outcomes = await Promise.all(entries.map((entry) => queuedWriteOutcome(api, bridge, entry, waitMs)));
  return outcomes.find((o) => o.state === 'refused') ?? outcomes.find((o) => o.state === 'waiting') ?? outcomes[0] ?? WAITING;
}

/**
 * The outbox entries whose toast is waiting for their outcome, and those whose refusal a toast has
 * told: a refusal that comes later (the link came back, a retry) is told once by the shell
 * (`useLateRefusals`), never twice.
 */
const watchedWrites = new Set<string>();
const toldRefusals = new Set<string>();

/** The refusals no toast has told yet, now marked told: the shell tells them. */
export function untoldRefusals<T extends { id: string }>(refused: readonly T[]): T[] {
  const untold = refused.filter((item) => !watchedWrites.has(item.id) && !toldRefusals.has(item.id));
  for (const item of untold) toldRefusals.add(item.id);
  return untold;
}

export interface QueuedFeedback {
  /** The action in the user's words ("Entregar", "Guardar cliente"). */
  action: string;
  /** What the toast says once the server accepted it ("Listo: Entregar", "Cliente guardado"). */
  done: ReactNode;
  /**
   * A way back, offered once the write is made, whether the server took it already or it is still
   * on its way (offline, disabling a provider can be undone as online): the toast then stays
   * `UNDO_FOR_MS`, long enough to reach it. Not offered for a refused write, which changed nothing.
   */
  undo?: { label: string; run: () => Promise<unknown> };
  /** Called as soon as the write is queued, before the server's answer (a drawer about it closes). */
  onQueued?: () => void;
}

/** How a write's toast words it, once it is made. */
export type WriteWords = Omit<QueuedFeedback, 'onQueued'>;

type Ipc = { api: Pick<IpcClient, 'sync'>; bridge: Pick<IpcBridge, 'on'> };

/**
 * Tells how a write that was made went: "done" at once for a direct server call's answer; for a
 * queued one, a waiting toast that becomes "done" once the server accepted it, the server's refusal
 * and why, or that it is saved here and still on its way. Answers once the toast has settled.
 */
export async function tellWritten(answer: unknown, t: Translate, ipc: Ipc, words: WriteWords): Promise<void> {
  const entries = queuedEntries(answer);
  if (entries.length === 0) {
    notify('success', words.done);
    return;
  }
  const toast = notifyWaiting(t('sync.write.sending', { action: words.action }));
  const withUndo = (message: ReactNode): ReactNode => {
    const undo = words.undo;
    if (!undo) return message;
    return createElement(UndoRow, { message, label: undo.label, onUndo: () => void undo.run().then(() => closeNotice(toast)) });
  };
  const stays = words.undo ? { autoClose: UNDO_FOR_MS } : {};
  for (const entry of entries) watchedWrites.add(entry);
  const outcome = await queuedWritesOutcome(ipc.api, ipc.bridge, entries);
  for (const entry of entries) {
    watchedWrites.delete(entry);
    if (outcome.state === 'refused') toldRefusals.add(entry);
  }
  switch (outcome.state) {
    case 'accepted':
      settleNotice(toast, 'success', withUndo(words.done), stays);
      break;
    case 'refused': {
      // The reason, then where the change stays, each on its line: a reason need not end in a full stop.
      const reason = outcome.error ? createElement('div', { key: 'reason' }, errorValueMessage(outcome.error, t)) : null;
      const message = [reason, createElement('div', { key: 'where', style: { marginTop: 4 } }, t('sync.write.refused.where'))];
      settleNotice(toast, 'error', message, { title: t('sync.write.refused', { action: words.action }) });
      break;
    }
    case 'waiting':
      settleNotice(toast, 'info', withUndo(t('sync.write.waiting', { action: words.action })), stays);
  }
}

/**
 * Runs a write and tells how it went: refused at once (bad input, no replica) as an error toast,
 * otherwise as `tellWritten` does. Answers, as soon as the write is made (queued or answered),
 * whether it was; the toast settles on its own (a refusal by the server comes later, and is in the inbox).
 */
export async function withQueuedFeedback(write: () => Promise<unknown>, t: Translate, ipc: Ipc, words: QueuedFeedback): Promise<boolean> {
  let answer: unknown;
  try {
    answer = await write();
  } catch (error) {
    notifyError(error, t);
    return false;
  }
  words.onQueued?.();
  void tellWritten(answer, t, ipc, words);
  return true;
}

/** `withQueuedFeedback` and `tellWritten` bound to this screen's translations and IPC. */
export function useWriteFeedback() {
  const t = useT();
  const api = useApi();
  const bridge = useBridge();
  return useMemo(
    () => ({
      run: (write: () => Promise<unknown>, words: QueuedFeedback) => withQueuedFeedback(write, t, { api, bridge }, words),
      tell: (answer: unknown, words: WriteWords) => void tellWritten(answer, t, { api, bridge }, words),
    }),
    [t, api, bridge],
  );
}
