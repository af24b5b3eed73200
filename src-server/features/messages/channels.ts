/**
 * A channel delivers one message or throws why it could not; the sender loop (delivery.ts) decides
 * what a failure means. `describe` says where it sends, without secrets, for the admin's screen.
 */
import type { MessagingConfig } from './config.js';
import { smsWebhookChannel } from './sms-webhook.js';
import { smtpChannel } from './smtp.js';

export const CHANNEL_NAMES = ['sms', 'email'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

export interface OutgoingMessage {
  to: string;
  /** An email's subject; text channels send `text` alone. */
  title: string | null;
  text: string;
}

export interface Channel {
  readonly name: ChannelName;
  /** Where messages go, e.g. `smtp.example.com:587, from ventas@example.com`: never a password or key. */
  readonly description: string;
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

export type Channels = Readonly<Partial<Record<ChannelName, Channel>>>;

export function openChannels(config: MessagingConfig): Channels {
  return {
    ...(config.sms ? { sms: smsWebhookChannel(config.sms) } : {}),
    ...(config.smtp ? { email: smtpChannel(config.smtp) } : {}),
  };
}

export function closeChannels(channels: Channels): void {
  for (const name of CHANNEL_NAMES) channels[name]?.close();
}

/** What the admin's screen shows of each channel. */
export function describeChannels(channels: Channels): Array<{ channel: ChannelName; configured: boolean; description: string | null }> {
  return CHANNEL_NAMES.map((name) => ({ channel: name, configured: channels[name] !== undefined, description: channels[name]?.description ?? null }));
}

export function isChannelName(name: string): name is ChannelName {
  return (CHANNEL_NAMES as readonly string[]).includes(name);
}
