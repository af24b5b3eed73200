/**
 * A real HTTP proxy on 127.0.0.1 that loses traffic on purpose, between replicas and the server:
 * it drops a share of requests before forwarding them and a share of responses after the server
 * answered (so the write is committed but the client never hears of it), by closing the client's
 * socket. Paused, it drops everything, like a pulled cable. When the server is down it answers
 * 502, as a real proxy would. It can also hold answers back for a while (a congested link) and
 * count what passes.
 */
import { createServer, request as httpRequest, Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FaultRates {
  /** Share of requests closed before they reach the server. */
  dropRequest: number;
  /** Share of responses closed after the server answered. */
  dropResponse: number;
}

export interface FaultProxyOptions {
  target: { host: string; port: number };
  rates?: Partial<FaultRates>;
  /** In [0, 1); seeded by the test so a failing run can be replayed. */
  random?: () => number;
}

export interface FaultStats {
  forwarded: number;
  droppedRequests: number;
  droppedResponses: number;
  droppedWhilePaused: number;
  upstreamFailures: number;
  /** Answers held back (`holdNextResponses`). */
  heldResponses: number;
}

export interface FaultProxy {
  readonly port: number;
  /** The API base through the proxy. */
  readonly url: string;
  readonly stats: FaultStats;
  setRates(rates: Partial<FaultRates>): void;
  /** Closes the next `n` responses after the server answered them, whatever the rates say. */
  dropNextResponses(n: number): void;
  /**
   * Holds the answers to the next `n` requests (those `matching`, when given) for `ms` after the
   * server gave them, then sends them on if the client still listens.
   */
  holdNextResponses(n: number, ms: number, matching?: (req: IncomingMessage) => boolean): void;
  /** Called with each request as it arrives, before any fault is applied. */
  onRequest(listener: ((req: IncomingMessage) => void) | null): void;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const random = options.random ?? Math.random;
  const rates: FaultRates = { dropRequest: 0, dropResponse: 0, ...options.rates };
  const stats: FaultStats = { forwarded: 0, droppedRequests: 0, droppedResponses: 0, droppedWhilePaused: 0, upstreamFailures: 0, heldResponses: 0 };
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let paused = false;
  let forcedResponseDrops = 0;
  const holds: Array<{ left: number; ms: number; matching: (req: IncomingMessage) => boolean }> = [];
  /** How long this request's answer is to be held, if at all. */
  const holdFor = (req: IncomingMessage): number | null => {
    const hold = holds.find((h) => h.matching(req));
    if (!hold) return null;
    hold.left -= 1;
    if (hold.left <= 0) holds.splice(holds.indexOf(hold), 1);
    return hold.ms;
  };
  const holding = new Set<ReturnType<typeof setTimeout>>();
  let requestListener: ((req: IncomingMessage) => void) | null = null;

  const cut = (res: ServerResponse): void => {
    res.socket?.destroy();
  };

  const forward = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const holdMs = holdFor(req);
    const body = await readAll(req);
    const upstream = httpRequest({
      host: options.target.host,
      port: options.target.port,
      method: req.method,
      path: req.url,
      agent,
      headers: { ...endToEnd(req.headers), host: `${options.target.host}:${options.target.port}`, 'content-length': String(body.length) },
    });
    upstream.on('response', (answer) => {
      readAll(answer).then(
        (payload) => {
          if (forcedResponseDrops > 0 || random() < rates.dropResponse) {
            forcedResponseDrops = Math.max(0, forcedResponseDrops - 1);
            stats.droppedResponses += 1;
            return cut(res);
          }
          const send = () => {
            if (res.destroyed) return;
            stats.forwarded += 1;
            res.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), 'content-length': String(payload.length) });
            res.end(payload);
          };
          if (holdMs === null) return send();
          stats.heldResponses += 1;
          const timer = setTimeout(() => {
            holding.delete(timer);
            send();
          }, holdMs);
          holding.add(timer);
        },
        () => cut(res),
      );
    });
    upstream.on('error', () => {
      stats.upstreamFailures += 1;
      if (res.headersSent) return cut(res);
      const payload = JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'the server behind the proxy is unreachable' });
      res.writeHead(502, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
      res.end(payload);
    });
    upstream.end(body);
  };

  const server = createServer((req, res) => {
    requestListener?.(req);
    if (paused) {
      stats.droppedWhilePaused += 1;
      return cut(res);
    }
    if (random() < rates.dropRequest) {
      stats.droppedRequests += 1;
      return cut(res);
    }
    forward(req, res).catch(() => cut(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    url: `http://127.0.0.1:${port}/api`,
    stats,
    setRates: (next) => Object.assign(rates, next),
    dropNextResponses: (n) => {
      forcedResponseDrops += n;
    },
    holdNextResponses: (n, ms, matching = () => true) => {
      if (n > 0) holds.push({ left: n, ms, matching });
    },
    onRequest: (listener) => {
      requestListener = listener;
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    close: async () => {
      for (const timer of holding) clearTimeout(timer);
      holding.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
