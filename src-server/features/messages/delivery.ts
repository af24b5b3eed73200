/**
 * The sender loop: started by `startServer`, stopped when it closes. Each pass fails what has
 * expired, then takes due messages (claim.ts) and hands each to its channel; a failure is retried
 * with backoff (backoff.ts). A pass runs every `pollMs`, and at once when a commit queued messages
 * (`nudge`), one pass at a time. Bodies never reach the log: a sign-in code is in them.
 */
import type { Database } from '../../db/connect.js';
import type { OutboundMessageRow } from '../../db/tables.js';
import { nextAttemptAt } from './backoff.js';
import type { Channels } from './channels.js';
import { isChannelName } from './channels.js';
import { claimDue, expireDue, recordFailure, recordSent } from './claim.js';
import type { MessageOutbox } from './queue.js';

export interface DeliveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MessageDelivery extends MessageOutbox {
  /** One pass now, after any pass in progress: how many messages it tried (tests advance their clock, then call it). */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

export interface DeliveryOptions {
  database: Database;
  clock: () => Date;
  channels: Channels;
  log: DeliveryLog;
  pollMs?: number;
  batch?: number;
}

const POLL_MS = 5_000;
const BATCH = 20;
const ERROR_LENGTH = 300;

export function startMessageDelivery(options: DeliveryOptions): MessageDelivery {
  const { database, clock, channels, log } = options;
  const batch = options.batch ?? BATCH;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  /**
   * Only the channel's failure is a failed attempt: a sent message whose state cannot be written
   * fails the pass instead, and is sent again once its lease runs out (at least once, never lost).
   */
  async function attempt(message: OutboundMessageRow): Promise<void> {
    const channel = isChannelName(message.channel) ? channels[message.channel] : undefined;
    let failure: unknown = null;
    try {
      if (!channel) throw new Error(`the ${message.channel} channel is not configured on this server`);
      await channel.send({ to: message.recipient, title: message.title, text: message.body });
    } catch (error) {
      failure = error;
    }
    const now = clock();
    if (failure === null) return recordSent(database, message.id, now);
    const reason = (failure instanceof Error ? failure.message : String(failure)).slice(0, ERROR_LENGTH);
    const retryAt = channel ? nextAttemptAt(message.attempts, now) : null;
    await recordFailure(database, message.id, now, reason, retryAt);
    log.warn({ messageId: message.id, channel: message.channel, attempt: message.attempts, retryAt, reason }, retryAt ? 'message not delivered: retrying' : 'message not delivered: giving up');
  }

  async function pass(): Promise<number> {
    if (stopped) return 0;
    await expireDue(database, clock());
    let tried = 0;
    for (;;) {
      const due = await claimDue(database, clock(), batch);
      await Promise.all(due.map(attempt));
      tried += due.length;
      if (due.length < batch || stopped) return tried;
    }
  }

  // A pass asked for while one waits to start is that same pass: a burst of commits runs one.
  let waiting: Promise<number> | null = null;
  const run = (): Promise<number> => {
    if (waiting) return waiting;
    const next = running
      .then(() => {
        waiting = null;
        return pass();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'message delivery pass failed; it runs again at the next interval');
        return 0;
      });
    waiting = next;
    running = next;
    return next;
  };
  const timer = setInterval(() => void run(), options.pollMs ?? POLL_MS);
  timer.unref();
  void run();

  return {
    nudge: () => void run(),
    deliverDue: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
