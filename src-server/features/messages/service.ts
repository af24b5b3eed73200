/**
 * The admin's view of outbound messages: a page of them, newest first, with the channels this server
 * has — never a message's body, which may hold a sign-in code — and sending a failed one again.
 */
import type { Kysely } from 'kysely';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { MessageChannel, MessageListAnswer, MessageListQuery, MessageState, OutboundMessage } from '../../../src-shared/schemas/message.js';
import type { Tables } from '../../db/tables.js';
import type { WriteTx } from '../../db/write.js';
import { describeChannels, isChannelName, type Channels } from './channels.js';
import type { MessageOutbox } from './queue.js';
import { SIGN_IN_CODE } from './sign-in-code.js';

/** Every column but `body`: what may leave the server. */
const SHOWN = ['id', 'kind', 'channel', 'recipient', 'preview', 'state', 'attempts', 'last_error', 'next_attempt_at', 'expires_at', 'sent_at', 'created_at', 'updated_at'] as const;

type ShownRow = { [K in (typeof SHOWN)[number]]: Tables['outbound_messages'][K] };

function toMessage(row: ShownRow): OutboundMessage {
  return {
    _id: row.id,
    kind: row.kind,
    channel: row.channel as MessageChannel,
    recipient: row.recipient,
    preview: row.preview,
    state: row.state as MessageState,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    expiresAt: row.expires_at,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listMessages(db: Kysely<Tables>, query: MessageListQuery, channels: Channels): Promise<MessageListAnswer> {
  let rows = db.selectFrom('outbound_messages');
  if (query.state) rows = rows.where('state', '=', query.state);
  const counted = await rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const page = await rows
    .select(SHOWN)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const total = Number(counted?.n ?? 0);
  return { docs: page.map(toMessage), total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit), channels: describeChannels(channels) };
}

/**
 * A failed message goes back to the queue with its attempts counted afresh. A sign-in code only
 * while it can still sign the customer in: not expired, not replaced by a newer one, and queued with
 * its code in the first place.
 */
export async function retryMessage(tx: WriteTx, channels: Channels, outbox: MessageOutbox, id: string): Promise<OutboundMessage> {
  const row = await tx.trx.selectFrom('outbound_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound('message', id);
  if (row.state !== 'failed') throw AppError.conflict(said('message.notFailed', { state: row.state }));
  if (!isChannelName(row.channel) || !channels[row.channel]) throw AppError.conflict(said('message.channelMissing', { channel: row.channel }));
  if (row.kind === SIGN_IN_CODE) await checkCodeStillGood(tx, row);
  await tx.trx.updateTable('outbound_messages').set({ state: 'queued', attempts: 0, next_attempt_at: tx.now, updated_at: tx.now }).where('id', '=', id).execute();
  tx.afterCommit(() => outbox.nudge());
  return toMessage({ ...row, state: 'queued', attempts: 0, next_attempt_at: tx.now, updated_at: tx.now });
}

async function checkCodeStillGood(tx: WriteTx, row: Tables['outbound_messages']): Promise<void> {
  if (row.expires_at !== null && row.expires_at <= tx.now) throw AppError.conflict(said('message.codeExpired', {}));
  if (row.body === row.preview) throw AppError.conflict(said('message.codeNeverSent', {}));
  const newer = await tx.trx
    .selectFrom('outbound_messages')
    .select('id')
    .where('recipient', '=', row.recipient)
    .where('kind', '=', SIGN_IN_CODE)
    .where('created_at', '>', row.created_at)
    .executeTakeFirst();
  if (newer) throw AppError.conflict(said('message.codeReplaced', {}));
}
