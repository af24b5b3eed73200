/**
 * A real SMTP server for tests, on 127.0.0.1 and a free port: point the API server's `SMTP_URL`
 * (or `messaging.smtp.url`) at `smtp.url` and read what it was sent.
 *
 *   const smtp = await startTestSmtp();
 *   … startServer({ messaging: { smtp: { url: smtp.url, from: 'ventas@example.com' } } }) …
 *   const mail = await smtp.waitForMessage('ana@example.com');
 *   const code = signInCodeOf(mail);
 *   await smtp.stop();
 *
 * Plain SMTP without STARTTLS; any user and password are accepted.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  /** The message as it came, headers and all. */
  raw: string;
}

export interface TestSmtp {
  /** `smtp://test:test@127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** Every message received, oldest first. */
  readonly messages: readonly ReceivedMail[];
  /**
   * The oldest message to `to` that no earlier call returned, waited for up to `timeoutMs`; so a
   * test asking for two codes in a row gets the second one the second time.
   */
  waitForMessage(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** The six-digit sign-in code a message carries. */
export function signInCodeOf(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`no sign-in code in the mail to ${mail.to.join(', ')}`);
  return code;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom;
        messages.push({
          from: envelopeFrom ? envelopeFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...readMessage(raw),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://test:test@127.0.0.1:${port}`,
    port,
    messages,
    async waitForMessage(to, timeoutMs = 5_000) {
      const address = to.toLowerCase();
      const find = () => messages.find((m) => !taken.has(m) && m.to.includes(address));
      const found =
        find() ??
        (await new Promise<ReceivedMail | undefined>((resolve) => {
          const wake = () => {
            const mail = find();
            if (mail) finish(mail);
          };
          const timer = setTimeout(() => finish(undefined), timeoutMs);
          const finish = (mail: ReceivedMail | undefined) => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve(mail);
          };
          waiters.add(wake);
        }));
      if (!found) throw new Error(`no mail reached ${to} within ${timeoutMs} ms (received: ${messages.map((m) => m.to.join(',')).join('; ') || 'none'})`);
      taken.add(found);
      return found;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject and text of a single-part message, decoded from quoted-printable or base64. */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const bytes = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : encoding === 'quoted-printable' ? quotedPrintable(body) : Buffer.from(body, 'utf8');
  return { subject: encodedWords(header('Subject')), text: bytes.toString('utf8').trim() };
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header, decoded. */
function encodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}
