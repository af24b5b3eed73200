/**
 * Queues a message in the write transaction of the request that makes it, so it exists exactly when
 * the request's work does; the sender loop (delivery.ts) is woken once the transaction commits.
 */
import { newId } from '../../../src-shared/ids.js';
import type { WriteTx } from '../../db/write.js';
import type { ChannelName } from './channels.js';

export interface NewMessage {
  kind: string;
  channel: ChannelName;
  recipient: string;
  title: string | null;
  /** What is sent; may hold a secret. */
  body: string;
  /** The body with any secret masked. */
  preview: string;
  /** A message useless after this time is never sent late (a sign-in code). */
  expiresAt: string | null;
}

/** Wakes the sender loop after a commit that queued messages (ServerDeps.messages). */
export interface MessageOutbox {
  nudge(): void;
}

export async function queueMessage(tx: WriteTx, outbox: MessageOutbox, message: NewMessage): Promise<string> {
  const id = newId(new Date(tx.now));
  await tx.trx
    .insertInto('outbound_messages')
    .values({
      id,
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      title: message.title,
      body: message.body,
      preview: message.preview,
      state: 'queued',
      attempts: 0,
      next_attempt_at: tx.now,
      last_error: null,
      expires_at: message.expiresAt,
      sent_at: null,
      created_at: tx.now,
      updated_at: tx.now,
    })
    .execute();
  tx.afterCommit(() => outbox.nudge());
  return id;
}

/** A message that could not even be queued for a channel: recorded failed, so the admin sees why. */
export async function recordUndeliverable(tx: WriteTx, message: NewMessage, reason: string): Promise<void> {
  await tx.trx
    .insertInto('outbound_messages')
    .values({
      id: newId(new Date(tx.now)),
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      title: message.title,
      body: message.preview,
      preview: message.preview,
      state: 'failed',
      attempts: 0,
      next_attempt_at: null,
      last_error: reason,
      expires_at: message.expiresAt,
      sent_at: null,
      created_at: tx.now,
      updated_at: tx.now,
    })
    .execute();
}
