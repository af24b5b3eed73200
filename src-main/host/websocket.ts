/**
 * The server's side of a WebSocket (RFC 6455), as much as the browser host's push events need: the
 * handshake, text frames out, and from the client only the control frames (close, ping) — a client
 * message is read and dropped. Why a WebSocket and not an HTTP stream: a browser keeps at most six
 * HTTP/1.1 connections per host, shared by every tab, and a stream holds one for as long as its tab
 * is open; WebSockets have their own, far larger, allowance.
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;
/** A client sends us nothing but control frames: anything larger is not our client. */
const LARGEST_CLIENT_FRAME = 64 * 1024;

export interface WebSocketPeer {
  sendText(text: string): void;
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

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = length;
  else if (length < 65536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/**
 * Answers the handshake (choosing `protocol`, which the client must have offered) and returns the
 * open connection. `head` is what the client sent after its request, already read off the socket.
 */
export function acceptWebSocket(request: IncomingMessage, socket: Duplex, protocol: string, head: Buffer = Buffer.alloc(0)): WebSocketPeer {
  const accept = createHash('sha1')
    .update(String(request.headers['sec-websocket-key']) + HANDSHAKE_GUID)
    .digest('base64');
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: ${accept}\r\nsec-websocket-protocol: ${protocol}\r\n\r\n`);
  const listeners: (() => void)[] = [];
  let ended = false;
  /** `destroy` false: our close frame is still on its way out, and the socket ends after it. */
  const end = (destroy = true) => {
    if (ended) return;
    ended = true;
    if (destroy) socket.destroy();
    for (const listener of listeners) listener();
  };
  const write = (opcode: number, payload: Buffer) => {
    if (ended || socket.writableEnded || socket.destroyed) return;
    socket.write(frame(opcode, payload));
  };
  let buffer = Buffer.from(head);
  /** Reads every whole frame in `buffer`, leaving a partial one for the next chunk. */
  const readFrames = (): void => {
    for (;;) {
      if (buffer.length < 2) return;
      const opcode = buffer[0]! & 0x0f;
      const masked = (buffer[1]! & 0x80) !== 0;
      let length = buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        const long = buffer.readBigUInt64BE(2);
        length = long > BigInt(LARGEST_CLIENT_FRAME) ? LARGEST_CLIENT_FRAME + 1 : Number(long);
        offset = 10;
      }
      // A client's frames are always masked (RFC 6455 5.1), and ours are small.
      if (!masked || length > LARGEST_CLIENT_FRAME) return end();
      if (buffer.length < offset + 4 + length) return;
      const mask = buffer.subarray(offset, offset + 4);
      const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + length));
      for (let i = 0; i < payload.length; i += 1) payload[i] = payload[i]! ^ mask[i % 4]!;
      buffer = buffer.subarray(offset + 4 + length);
      if (opcode === OPCODE.close) {
        write(OPCODE.close, payload.subarray(0, 2));
        socket.end();
        return end(false);
      }
      if (opcode === OPCODE.ping) write(OPCODE.pong, payload);
    }
  };
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    readFrames();
  });
  readFrames();
  socket.on('close', () => end());
  socket.on('error', () => end());
  return {
    sendText: (text) => write(OPCODE.text, Buffer.from(text, 'utf8')),
    ping: () => write(OPCODE.ping, Buffer.alloc(0)),
    close() {
      // 1001, going away: the host is stopping.
      write(OPCODE.close, Buffer.from([0x03, 0xe9]));
      socket.end();
      end(false);
    },
    onClose: (listener) => {
      if (ended) listener();
      else listeners.push(listener);
    },
  };
}
