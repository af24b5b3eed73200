/** Message channels from `npm run serve`'s environment and from the desktop's settings (README). */
import { describe, expect, it } from 'vitest';
import { messagingFromEnv, parseHeader } from '../../src-server/features/messages/config.js';
import { nextAttemptAt } from '../../src-server/features/messages/backoff.js';
import { embeddedMessagingConfig } from '../../src-main/embedded/server.js';
import { embeddedMessagingSchema, settingsSchema } from '../../src-shared/ipc/settings.js';

describe('message channels from the environment', () => {
  it('reads SMTP and the SMS gateway, and nothing when neither is set', () => {
    expect(messagingFromEnv({})).toEqual({});
    expect(
      messagingFromEnv({
        SMTP_URL: 'smtp://u:p@mail.example.com:587',
        SMTP_FROM: 'Ventas <v@example.com>',
        SMS_WEBHOOK_URL: 'https://gw.example/send',
        SMS_WEBHOOK_HEADER: 'Authorization: Bearer xyz',
      }),
    ).toEqual({ smtp: { url: 'smtp://u:p@mail.example.com:587', from: 'Ventas <v@example.com>' }, sms: { url: 'https://gw.example/send', header: 'Authorization: Bearer xyz' } });
  });

  it('sends from no-reply at the SMTP host when SMTP_FROM is not set', () => {
    expect(messagingFromEnv({ SMTP_URL: 'smtps://u:p@mail.example.com' }).smtp?.from).toBe('no-reply@mail.example.com');
  });

  it('stops at start on a mistyped value, without echoing a password', () => {
    expect(() => messagingFromEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => messagingFromEnv({ SMTP_URL: 'smtp://user:secret@' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => messagingFromEnv({ SMTP_URL: 'smtp://user:secret@' })).not.toThrow(/secret/);
    expect(() => messagingFromEnv({ SMS_WEBHOOK_URL: 'gw.example' })).toThrow(/SMS_WEBHOOK_URL must be a URL/);
    expect(() => messagingFromEnv({ SMS_WEBHOOK_URL: 'https://gw.example', SMS_WEBHOOK_HEADER: 'Bearer xyz' })).toThrow(/SMS_WEBHOOK_HEADER must be "Name: value"/);
  });

  it('splits a header at its first colon', () => {
    expect(parseHeader('X-Api-Key: a:b:c')).toEqual(['X-Api-Key', 'a:b:c']);
  });
});

describe('message channels from the desktop settings', () => {
  it('maps the four settings to the server config, empty ones left out', () => {
    const none = embeddedMessagingSchema.parse({});
    expect(embeddedMessagingConfig(none)).toEqual({});
    expect(embeddedMessagingConfig(undefined)).toEqual({});
    const both = embeddedMessagingSchema.parse({ smtpUrl: 'smtp://mail.example.com:25', smtpFrom: 'v@example.com', smsWebhookUrl: 'https://gw.example/send', smsWebhookHeader: '' });
    expect(embeddedMessagingConfig(both)).toEqual({ smtp: { url: 'smtp://mail.example.com:25', from: 'v@example.com' }, sms: { url: 'https://gw.example/send', header: undefined } });
  });

  it('refuses a mail server that is not smtp(s) and a header without a name', () => {
    const bad = settingsSchema.safeParse({ server: { mode: 'embedded', messaging: { smtpUrl: 'http://x', smsWebhookHeader: 'xyz' } } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['server.messaging.smsWebhookHeader', 'server.messaging.smtpUrl']);
    expect(settingsSchema.parse({ server: { mode: 'embedded' } }).server).toEqual({ mode: 'embedded' });
  });
});

describe('retry backoff', () => {
  it('waits 10 s, 30 s, 2 min and 10 min, then gives up after the fifth attempt', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    const waits = [1, 2, 3, 4, 5].map((attempts) => nextAttemptAt(attempts, now)).map((at) => (at === null ? null : (Date.parse(at) - now.getTime()) / 1000));
    expect(waits).toEqual([10, 30, 120, 600, null]);
  });
});
