/**
 * An HTTP receiver on 127.0.0.1 that plays an SMS/WhatsApp provider's gateway (`SMS_WEBHOOK_URL`):
 * it records every `{ to, text }` it is posted with its headers, and answers as told — 200, an
 * error status, or never (a time-out). `stop()` closes the port, so the next send is refused.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export interface ReceivedText {
  to: string;
  text: string;
  headers: IncomingHttpHeaders;
}

/** What the gateway does with the next posts: answer this status, or hold the request unanswered. */
export type GatewayMode = { status: number } | 'hang';

export interface TestSmsGateway {
  readonly url: string;
  /** Every post, answered or not, oldest first. */
  readonly received: readonly ReceivedText[];
  /** From now on, answer every post like this (200 at start). */
  answer(mode: GatewayMode): void;
  /** The oldest text to `to` no earlier call returned, waited for up to `timeoutMs`. */
  waitForMessage(to: string, timeoutMs?: number): Promise<ReceivedText>;
  stop(): Promise<void>;
}

export async function startTestSmsGateway(): Promise<TestSmsGateway> {
  const received: ReceivedText[] = [];
  const taken = new Set<ReceivedText>();
  const held = new Set<ServerResponse>();
  let mode: GatewayMode = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { to?: unknown; text?: unknown };
      received.push({ to: String(body.to), text: String(body.text), headers: request.headers });
      if (mode === 'hang') {
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      }
      response.writeHead(mode.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: mode.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    answer(next) {
      mode = next;
    },
    async waitForMessage(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => !taken.has(m) && m.to === to);
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no text reached ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
