/**
 * The text channel (SMS or WhatsApp): the provider's HTTP gateway, or a small adapter in front of
 * it, receives `POST <SMS_WEBHOOK_URL>` with `{ "to": "+54 11 5555 1234", "text": "…" }` as JSON and
 * the configured header carrying its key; any 2xx answer means sent (README).
 */
import type { Channel } from './channels.js';
import { parseHeader, type SmsWebhookConfig } from './config.js';

const TIMEOUT_MS = 10_000;

export function smsWebhookChannel(config: SmsWebhookConfig): Channel {
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS;
  const url = new URL(config.url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.header) {
    const [name, value] = parseHeader(config.header);
    headers[name.toLowerCase()] = value;
  }
  return {
    name: 'sms',
    // The origin only: a provider may put its key in the path or the query.
    description: url.origin,
    async send(message) {
      let response: Response;
      try {
        response = await fetch(config.url, { method: 'POST', headers, body: JSON.stringify({ to: message.to, text: message.text }), signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new Error(`gateway not reached: ${reason(error)}`, { cause: error });
      }
      // Drained so the connection is reused, never recorded: a provider may echo the text, code and all.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`gateway answered HTTP ${response.status}`);
    },
    close() {},
  };
}

function reason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message : String(cause);
}
