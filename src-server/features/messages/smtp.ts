/** The email channel: one SMTP server, from `SMTP_URL`, through nodemailer. */
import nodemailer from 'nodemailer';
import type { Channel } from './channels.js';
import type { SmtpConfig } from './config.js';

/** A server that does not answer fails the attempt in seconds, and the message is retried later. */
const TIMEOUT_MS = 15_000;

export function smtpChannel(config: SmtpConfig): Channel {
  const url = new URL(config.url);
  const transport = nodemailer.createTransport({ url: config.url, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS });
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return {
    name: 'email',
    description: `${url.hostname}:${port}, from ${config.from}`,
    async send(message) {
      await transport.sendMail({ from: config.from, to: message.to, subject: message.title ?? '', text: message.text });
    },
    close() {
      transport.close();
    },
  };
}
