/**
 * A real HTTP proxy in the test process between a desk and its server that decides what becomes
 * of the desk's sync pulls (`GET /api/sync/pull`): let through, held unanswered until the test
 * lets them go, or cut as a dropped link cuts them (the socket closed, no answer). Every other call
 * — the sign-in, the writes — goes through untouched, so a spec can show a screen while this PC's
 * first pull has not arrived.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PullMode = 'pass' | 'hold' | 'cut';

export interface PullGate {
  /** The address to point the desk at. */
  url: string;
  /** Pulls asked for so far (held, cut or passed). */
  readonly pulls: number;
  /** From now on: `pass` lets pulls through (and the held ones go on), `hold` keeps them waiting, `cut` drops them (and the held ones). */
  set(mode: PullMode): void;
  close(): Promise<void>;
}

const isPull = (req: IncomingMessage): boolean => req.method === 'GET' && (req.url ?? '').split('?')[0]!.endsWith('/sync/pull');

export async function startPullGate(target: string, mode: PullMode): Promise<PullGate> {
  const upstream = new URL(target);
  const held: Array<{ req: IncomingMessage; res: ServerResponse }> = [];
  let pulls = 0;
  let current = mode;

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const cut = (req: IncomingMessage): void => {
    req.socket.destroy();
  };

  const server = createServer((req, res) => {
    if (!isPull(req)) return forward(req, res);
    pulls += 1;
    if (current === 'pass') return forward(req, res);
    if (current === 'cut') return cut(req);
    held.push({ req, res });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get pulls() {
      return pulls;
    },
    set(mode) {
      current = mode;
      if (mode === 'hold') return;
      for (const { req, res } of held.splice(0)) {
        if (mode === 'pass') forward(req, res);
        else cut(req);
      }
    },
    async close() {
      for (const { req } of held.splice(0)) cut(req);
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
