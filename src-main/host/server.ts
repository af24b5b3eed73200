/**
 * The browser host's HTTP server on 127.0.0.1: the renderer's files, and the IPC for them. Every
 * request must carry our Host header; IPC requests also the per-launch secret (and, from a
 * browser, our Origin). The push events travel on a WebSocket, whose upgrade passes the same checks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventHub } from '../ipc/events.js';
import type { IpcRouter } from '../ipc/router.js';
import { hostAllowed, originAllowed, secretAllowed } from './guard.js';
import type { Duplex } from 'node:stream';
import { CALL_PREFIX, EVENTS_PATH, EVENTS_PROTOCOL, EVENTS_SECRET_PREFIX } from '../../src-shared/ipc/http-transport.js';
import { isExportPath, serveExport } from './exports.js';
import { handleCall, sendError, sendEventsTo, streamEvents } from './ipc-endpoint.js';
import { newSecret, secretMatches } from './secret.js';
import { serveStatic } from './static.js';
import { isWebSocketUpgrade, offeredProtocols, refuseUpgrade, webSocketAcceptor, type WebSocketPeer } from './websocket.js';

export interface HostOptions {
  router: IpcRouter;
  events: EventHub;
  /** The renderer's build (`dist/renderer`). */
  rendererDir: string;
  /** 0 or absent: a free port. */
  port?: number;
  secret?: string;
  log?: (message: string) => void;
  /** Where finished list exports are kept (the runtime's export target); absent: none are served. */
  exportsDir?: string;
}

export interface RunningHost {
  readonly port: number;
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** What the user opens: the URL with the secret in its fragment (never sent to a server, never logged). */
  readonly openUrl: string;
  readonly secret: string;
  close(): Promise<void>;
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const secret = options.secret ?? newSecret();
  const log = options.log ?? ((message: string) => console.error(message));
  let port = 0;

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!hostAllowed(request, port)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('this host name is not served here');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const method = request.method ?? 'GET';
    if (path.startsWith('/ipc/')) {
      if (!originAllowed(request, port)) return sendError(response, 403, { code: 'FORBIDDEN', message: 'calls from another site are refused' });
      if (!secretAllowed(request, secret)) return sendError(response, 401, { code: 'UNAUTHORIZED', message: 'open the address printed by npm run web, with its secret' });
      if (path === EVENTS_PATH && method === 'GET') return streamEvents(request, response, options.events);
      if (path.startsWith(CALL_PREFIX) && method === 'POST') return handleCall(request, response, options.router, path.slice(CALL_PREFIX.length));
      return sendError(response, 404, { code: 'NOT_FOUND', message: `${method} ${path} is not an IPC endpoint` });
    }
    if (options.exportsDir !== undefined && isExportPath(path) && (method === 'GET' || method === 'HEAD')) return serveExport(options.exportsDir, path, response, method === 'HEAD');
    if (method === 'GET' || method === 'HEAD') return serveStatic(options.rendererDir, path, response, method === 'HEAD');
    response.writeHead(405, { allow: 'GET, HEAD' });
    response.end();
  }

  /** The open event sockets: an upgraded socket is no longer the HTTP server's to close. */
  const peers = new Set<WebSocketPeer>();
  const accept = webSocketAcceptor(EVENTS_PROTOCOL);

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (!hostAllowed(request, port)) return refuseUpgrade(socket, 403, 'this host name is not served here');
    if (path !== EVENTS_PATH || !isWebSocketUpgrade(request)) return refuseUpgrade(socket, 404, 'not a WebSocket endpoint');
    if (!originAllowed(request, port)) return refuseUpgrade(socket, 403, 'calls from another site are refused');
    const offered = offeredProtocols(request);
    const shown = offered.find((p) => p.startsWith(EVENTS_SECRET_PREFIX))?.slice(EVENTS_SECRET_PREFIX.length);
    if (!offered.includes(EVENTS_PROTOCOL) || !secretMatches(secret, shown)) {
      return refuseUpgrade(socket, 401, 'open the address printed by npm run web, with its secret');
    }
    void accept(request, socket, head).then((peer) => {
      peers.add(peer);
      peer.onClose(() => peers.delete(peer));
      sendEventsTo(peer, options.events);
    });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      log(`browser host: ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent) sendError(response, 500, { code: 'INTERNAL', message: 'the request failed; see the host log' });
      else response.end();
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    try {
      upgrade(request, socket, head);
    } catch (error) {
      log(`browser host: upgrade of ${request.url} failed: ${String(error)}`);
      socket.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    openUrl: `${url}/#secret=${secret}`,
    secret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Event streams never end on their own.
        for (const peer of peers) peer.close();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
