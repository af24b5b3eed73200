/**
 * Outbound messages (issue 22): the admin's list and retry, and what the list answers. A message's
 * text is answered only as its preview, with any sign-in code masked; the text sent stays on the
 * server.
 */
import { z } from 'zod';
import { DEFAULT_LIMIT } from '../constants/paging.js';
import { obj } from './common.js';
import { qEnum, qLimit, qPage } from './query-fields.js';

export const MESSAGE_STATES = ['queued', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** `GET /message`: newest first, optionally of one state. */
export const messageListQuery = obj({ state: qEnum(MESSAGE_STATES), page: qPage(), limit: qLimit(DEFAULT_LIMIT) });
export type MessageListQuery = z.output<typeof messageListQuery>;

export const outboundMessageSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  /** The text with any code masked (`Tu código de ingreso es ······`). */
  preview: z.string(),
  state: z.enum(MESSAGE_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboundMessage = z.output<typeof outboundMessageSchema>;

/** A channel as the admin sees it: whether it is set up and where it sends, never a secret. */
export const messageChannelSchema = z.object({ channel: z.enum(MESSAGE_CHANNELS), configured: z.boolean(), description: z.string().nullable() });
export type MessageChannelInfo = z.output<typeof messageChannelSchema>;

export const messageListAnswer = z.object({
  docs: z.array(outboundMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  channels: z.array(messageChannelSchema),
});
export type MessageListAnswer = z.output<typeof messageListAnswer>;
