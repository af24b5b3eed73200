/**
 * The browser host's WebSocket for its push events, on the `ws` library: the upgrade's checks are
 * ours (server.ts), the protocol (handshake, frames, close, ping and pong) is `ws`'s. Why a
 * WebSocket and not an HTTP stream: a browser keeps at most six HTTP/1.1 connections per host,
 * shared by every tab, and a stream holds one for as long as its tab is open; WebSockets have their
 * own, far larger, allowance.
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';

/** A client sends us nothing but control frames: anything larger is not our client. */
const LARGEST_CLIENT_MESSAGE = 64 * 1024;
/** How long a closing peer has to answer our close frame before its socket is ended anyway. */
const CLOSE_GRACE_MS = 500;

export interface WebSocketPeer {
  sendText(text: string): void;
  /** Pings the peer; one that did not answer the previous ping is taken as gone and closed. */
  ping(): void;
  close(): void;
  /** Called once, however the connection ended (a close frame, the tab gone, a write that failed). */
  onClose(listener: () => void): void;
}

/** The protocols the client offered in `Sec-WebSocket-Protocol`, in its order. */
export function offeredProtocols(request: Pick<IncomingMessage, 'headers'>): string[] {
  const header = request.headers['sec-websocket-protocol'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function isWebSocketUpgrade(request: Pick<IncomingMessage, 'headers' | 'method'>): boolean {
  return request.method === 'GET' && request.headers.upgrade?.toLowerCase() === 'websocket' && typeof request.headers['sec-websocket-key'] === 'string';
}

/** Refuses an upgrade with a plain HTTP answer saying why, and ends the socket. */
export function refuseUpgrade(socket: Duplex, status: number, why: string): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nconnection: close\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(why)}\r\n\r\n${why}`);
}

/** Accepts the upgrades the host's checks let through, answering with `protocol` (which the client must offer). */
export function webSocketAcceptor(protocol: string): (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<WebSocketPeer> {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: LARGEST_CLIENT_MESSAGE,
    clientTracking: false,
    perMessageDeflate: false,
    handleProtocols: (offered) => (offered.has(protocol) ? protocol : false),
  });
  return (request, socket, head) =>
    new Promise((resolve) => {
      server.handleUpgrade(request, socket, head, (ws) => {
        let answered = true;
        ws.on('pong', () => {
          answered = true;
        });
        // A peer's errors end in its close event; nothing else to do with them.
        ws.on('error', () => undefined);
        resolve({
          sendText: (text) => {
            if (ws.readyState === ws.OPEN) ws.send(text);
          },
          ping: () => {
            if (ws.readyState !== ws.OPEN) return;
            if (!answered) return ws.terminate();
            answered = false;
            ws.ping();
          },
          // 1001, going away: the host is stopping. A tab that does not answer the close frame within
          // CLOSE_GRACE_MS is cut off (ws would wait 30 s for it).
          close: () => {
            ws.close(1001);
            setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
          },
          onClose: (listener) => {
            if (ws.readyState === ws.CLOSED) listener();
            else ws.once('close', listener);
          },
        });
      });
    });
}
