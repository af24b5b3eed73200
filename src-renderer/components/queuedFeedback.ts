/**
 * The toast of a write that goes through the outbox (an order's action): the call answers as soon
 * as the write is saved in this PC's replica and queued, before the server has seen it, so "Listo"
 * then would be a promise the server may break a moment later. Online, the toast waits a little
 * (`OUTCOME_WAIT_MS`) for the push's outcome, as the outbox itself tells it (`sync.write`, asked
 * again at each sync-status push): "Listo" once the server accepted it, or that the server refused
 * it and why, pointing at the inbox of refused changes where it stays. Offline, or still unsent
 * after the wait, it says the change is saved on this PC and on its way.
 */
import { createElement } from 'react';
import type { IpcBridge, IpcClient } from '../../src-shared/ipc/client.js';
import type { QueuedWrite } from '../../src-shared/ipc/route-input.js';
import type { QueuedWriteState } from '../../src-shared/ipc/sync.js';
import { statusStoreFor } from '../app/syncStatusStore.js';
import type { Translate } from '../i18n/i18n.js';
import { errorValueMessage } from './errors.js';
import { notifyError, notifyWaiting, settleNotice } from './notify.js';

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

export interface QueuedFeedback {
  /** The action in the user's words ("Entregar"). */
  action: string;
  /** What the toast says once the server accepted it ("Listo: Entregar"). */
  done: string;
  /** Called as soon as the write is queued, before the server's answer (a drawer about it closes). */
  onQueued?: () => void;
}

/**
 * Runs a queued write and tells how it went: refused at once (bad input, no replica), accepted by
 * the server, refused by it, or saved here and still on its way. Answers whether the write was
 * queued (a refusal by the server comes later, and is in the inbox).
 */
export async function withQueuedFeedback(
  write: () => Promise<QueuedWrite>,
  t: Translate,
  ipc: { api: Pick<IpcClient, 'sync'>; bridge: Pick<IpcBridge, 'on'> },
  words: QueuedFeedback,
): Promise<boolean> {
  let queued: QueuedWrite;
  try {
    queued = await write();
  } catch (error) {
    notifyError(error, t);
    return false;
  }
  words.onQueued?.();
  const toast = notifyWaiting(t('sync.write.sending', { action: words.action }));
  const outcome = await queuedWriteOutcome(ipc.api, ipc.bridge, queued.entry);
  switch (outcome.state) {
    case 'accepted':
      settleNotice(toast, 'success', words.done);
      break;
    case 'refused': {
      // The reason, then where the change stays, each on its line: a reason need not end in a full stop.
      const reason = outcome.error ? createElement('div', { key: 'reason' }, errorValueMessage(outcome.error, t)) : null;
      const message = [reason, createElement('div', { key: 'where', style: { marginTop: 4 } }, t('sync.write.refused.where'))];
      settleNotice(toast, 'error', message, { title: t('sync.write.refused', { action: words.action }) });
      break;
    }
    case 'waiting':
      settleNotice(toast, 'info', t('sync.write.waiting', { action: words.action }));
  }
  return true;
}
