/**
 * A customer's sign-in code goes where the customer can receive it (domain §8): by text message to
 * the phone they sign in with when a gateway is configured, else by email when they have an address
 * and SMTP is configured. The text is Spanish; what screens show has the code masked.
 */
import { OTP_TTL_MS } from '../../../src-shared/constants/auth.js';
import type { WriteTx } from '../../db/write.js';
import type { Channels } from './channels.js';
import { queueMessage, recordUndeliverable, type MessageOutbox, type NewMessage } from './queue.js';

export const SIGN_IN_CODE = 'otp';
export const CODE_MASK = '······';

/** The answer to a code request when nothing can deliver one. */
export const SIGN_IN_NOT_SET_UP = 'customer sign-in is not set up: configure SMTP_URL or SMS_WEBHOOK_URL (see README)';

export function signInCodeText(code: string): string {
  return `Tu código de ingreso es ${code}. Vence en ${OTP_TTL_MS / 60_000} minutos.`;
}

export function canSendSignInCodes(channels: Channels): boolean {
  return channels.sms !== undefined || channels.email !== undefined;
}

export interface CodeRecipient {
  phone: string;
  email: string | null;
}

/**
 * Queues the code; an earlier code still queued for the same address is dead (the new one replaced
 * it), so it is not sent after all.
 */
export async function queueSignInCode(tx: WriteTx, channels: Channels, outbox: MessageOutbox, to: CodeRecipient, code: string, expiresAt: string): Promise<void> {
  const text = { kind: SIGN_IN_CODE, title: 'Tu código de ingreso', body: signInCodeText(code), preview: signInCodeText(CODE_MASK), expiresAt };
  let message: NewMessage | null = null;
  if (channels.sms) message = { ...text, channel: 'sms', recipient: to.phone };
  else if (channels.email && to.email) message = { ...text, channel: 'email', recipient: to.email };
  if (message === null) {
    const reason = 'not sent: text messages are not configured (SMS_WEBHOOK_URL) and the customer has no email';
    await recordUndeliverable(tx, { ...text, channel: 'sms', recipient: to.phone }, reason);
    return;
  }
  await tx.trx
    .updateTable('outbound_messages')
    .set({ state: 'failed', last_error: 'replaced by a newer code', next_attempt_at: null, updated_at: tx.now })
    .where('recipient', '=', message.recipient)
    .where('kind', '=', SIGN_IN_CODE)
    .where('state', '=', 'queued')
    .execute();
  await queueMessage(tx, outbox, message);
}
