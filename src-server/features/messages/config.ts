/**
 * Which channels deliver messages (README "Customer sign-in codes"): email by SMTP, text messages
 * (SMS or WhatsApp) by a provider's HTTP gateway. From the environment for `npm run serve`, from
 * the desktop's settings for the embedded server. Nothing configured is a valid setup: customer
 * sign-in then answers that it is not set up.
 */
export interface SmtpConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  /** The sender, e.g. `Ventas <ventas@example.com>`. */
  from: string;
}

export interface SmsWebhookConfig {
  url: string;
  /** One header carrying the provider's key, `Name: value`, e.g. `Authorization: Bearer xyz`. */
  header?: string | undefined;
  /** How long to wait for the gateway's answer (10 s when not given). */
  timeoutMs?: number | undefined;
}

export interface MessagingConfig {
  smtp?: SmtpConfig | undefined;
  sms?: SmsWebhookConfig | undefined;
}

function checkedUrl(name: string, value: string, schemes: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL (got "${value.replace(/\/\/[^@/]*@/, '//…@')}")`);
  }
  if (!schemes.includes(url.protocol)) throw new Error(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')}`);
  return url;
}

/** `Name: value` split at the first colon; the name must be a header name. */
export function parseHeader(text: string): [string, string] {
  const colon = text.indexOf(':');
  const name = text.slice(0, colon).trim();
  if (colon <= 0 || !/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) throw new Error('SMS_WEBHOOK_HEADER must be "Name: value", e.g. "Authorization: Bearer xyz"');
  return [name, text.slice(colon + 1).trim()];
}

/** Checks a configuration, so a typo stops the server at start instead of failing every message. */
export function checkMessaging(config: MessagingConfig): MessagingConfig {
  const checked: MessagingConfig = {};
  if (config.smtp) {
    const url = checkedUrl('SMTP_URL', config.smtp.url, ['smtp:', 'smtps:']);
    checked.smtp = { url: config.smtp.url, from: config.smtp.from || `no-reply@${url.hostname}` };
  }
  if (config.sms) {
    checkedUrl('SMS_WEBHOOK_URL', config.sms.url, ['http:', 'https:']);
    if (config.sms.header) parseHeader(config.sms.header);
    checked.sms = { ...config.sms };
  }
  return checked;
}

export function messagingFromEnv(env: NodeJS.ProcessEnv): MessagingConfig {
  return checkMessaging({
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? '' } : undefined,
    sms: env.SMS_WEBHOOK_URL ? { url: env.SMS_WEBHOOK_URL, header: env.SMS_WEBHOOK_HEADER || undefined } : undefined,
  });
}
