/**
 * The browser host's push events on a WebSocket, over a real socket on 127.0.0.1: the upgrade passes
 * the same checks as a call (our Host, our Origin, the secret — offered as a protocol, since a
 * browser cannot set a header on a WebSocket), the events arrive as text messages, and a tab that
 * closes its socket stops being written to. The test speaks the protocol's bytes itself, as a
 * browser sends them, so what it checks is what goes over the wire. A peer that leaves a ping
 * unanswered is cut off at the next one (peer-liveness below, through `webSocketAcceptor` directly).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventHub, type EventHub } from '../../../../src-main/ipc/events.js';
import { createIpcRouter } from '../../../../src-main/ipc/router.js';
import { startHost, type RunningHost } from '../../../../src-main/host/server.js';
import { webSocketAcceptor } from '../../../../src-main/host/websocket.js';
import { EVENTS_PATH, EVENTS_PROTOCOL, EVENTS_SECRET_PREFIX } from '../../../../src-shared/ipc/http-transport.js';

interface Opened {
  socket: Socket;
  /** The handshake's answer: status line and headers. */
  head: string;
  /** Text messages from the host, in order. */
  messages: string[];
  /** Resolves when the host has ended the socket. */
  ended: Promise<void>;
}

/** Opens the events socket with the given headers; `after` goes in the same write as the request (a client's first frame). */
function open(port: number, headers: Record<string, string>, after: Buffer = Buffer.alloc(0)): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = Object.entries({
      host: `127.0.0.1:${port}`,
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-key': randomBytes(16).toString('base64'),
      'sec-websocket-version': '13',
      ...headers,
    }).map(([k, v]) => `${k}: ${v}`);
    socket.write(Buffer.concat([Buffer.from(`GET ${EVENTS_PATH} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`), after]));
    let buffer = Buffer.alloc(0);
    let head: string | null = null;
    const messages: string[] = [];
    const ended = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (head === null) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        head = buffer.subarray(0, end).toString('utf8');
        buffer = buffer.subarray(end + 4);
        resolve({ socket, head, messages, ended });
        if (!head.startsWith('HTTP/1.1 101')) return;
      }
      // The host's frames: unmasked, short (an event is far below 64 KiB).
      while (buffer.length >= 2) {
        let length = buffer[1]! & 0x7f;
        let offset = 2;
        if (length === 126) {
          length = buffer.readUInt16BE(2);
          offset = 4;
        }
        if (buffer.length < offset + length) return;
        if ((buffer[0]! & 0x0f) === 0x1) messages.push(buffer.subarray(offset, offset + length).toString('utf8'));
        buffer = buffer.subarray(offset + length);
      }
    });
  });
}

/** A client's close frame (masked, as RFC 6455 requires of clients). */
function closeFrame(): Buffer {
  const mask = randomBytes(4);
  const payload = Buffer.from([0x03, 0xe8]).map((byte, i) => byte ^ mask[i % 4]!);
  return Buffer.concat([Buffer.from([0x88, 0x80 | payload.length]), mask, payload]);
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
}

describe('browser host events on a WebSocket', () => {
  const hub = createEventHub();
  /** The hub's listeners now: one per open events socket. */
  let listening = 0;
  const events: EventHub = {
    emit: (event, payload) => hub.emit(event, payload),
    subscribe(listener) {
      listening += 1;
      const off = hub.subscribe(listener);
      return () => {
        listening -= 1;
        off();
      };
    },
  };
  const router = createIpcRouter([{ 'auth.session': () => ({ status: 'signed-out' }) }]);
  let host: RunningHost;
  let protocols: string;

  beforeAll(async () => {
    host = await startHost({ router, events, rendererDir: '/nonexistent' });
    protocols = `${EVENTS_PROTOCOL}, ${EVENTS_SECRET_PREFIX}${host.secret}`;
  });
  afterAll(async () => host?.close());

  it('refuses an upgrade without the secret, with a wrong one, from another site or to another host name', async () => {
    const refused = async (headers: Record<string, string>) => {
      const answer = await open(host.port, headers);
      await answer.ended;
      return answer.head.split('\r\n')[0];
    };
    expect(await refused({ 'sec-websocket-protocol': EVENTS_PROTOCOL })).toBe('HTTP/1.1 401 Unauthorized');
    expect(await refused({ 'sec-websocket-protocol': `${EVENTS_PROTOCOL}, ${EVENTS_SECRET_PREFIX}wrong` })).toBe('HTTP/1.1 401 Unauthorized');
    expect(await refused({ 'sec-websocket-protocol': protocols, origin: 'http://evil.example' })).toBe('HTTP/1.1 403 Forbidden');
    expect(await refused({ 'sec-websocket-protocol': protocols, host: 'evil.example' })).toBe('HTTP/1.1 403 Forbidden');
  });

  it('sends each event as a text message to a holder of the secret, and stops once the client closes', async () => {
    const opened = await open(host.port, { 'sec-websocket-protocol': protocols, origin: host.url });
    expect(opened.head).toMatch(/^HTTP\/1\.1 101/);
    expect(opened.head.toLowerCase()).toContain(`sec-websocket-protocol: ${EVENTS_PROTOCOL}`);
    // The secret is never echoed back.
    expect(opened.head).not.toContain(host.secret);
    events.emit('replica-changed', { collections: ['orders'] });
    await until(() => opened.messages.length > 0);
    expect(opened.messages.map((m) => JSON.parse(m) as unknown)).toEqual([{ event: 'replica-changed', data: { collections: ['orders'] } }]);

    expect(listening).toBe(1);
    opened.socket.write(closeFrame());
    await opened.ended;
    // The closed tab no longer listens: nothing is written to it, and nothing is kept for it.
    await until(() => listening === 0);
    expect(listening).toBe(0);
  });

  it('reads a frame the client sent in the same packet as its request', async () => {
    const opened = await open(host.port, { 'sec-websocket-protocol': protocols }, closeFrame());
    expect(opened.head).toMatch(/^HTTP\/1\.1 101/);
    await opened.ended;
    await until(() => listening === 0);
    expect(listening).toBe(0);
  });

  it('cuts off a peer that left the previous ping unanswered', async () => {
    const accept = webSocketAcceptor(EVENTS_PROTOCOL);
    const peers: Array<Awaited<ReturnType<typeof accept>>> = [];
    const server = createServer();
    server.on('upgrade', (request, socket, head) => void accept(request, socket, head).then((peer) => peers.push(peer)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const silent = await open(port, { 'sec-websocket-protocol': EVENTS_PROTOCOL });
      expect(silent.head).toMatch(/^HTTP\/1\.1 101/);
      await until(() => peers.length === 1);
      let closed = false;
      peers[0]!.onClose(() => {
        closed = true;
      });
      peers[0]!.ping();
      await new Promise((r) => setTimeout(r, 100));
      expect(closed).toBe(false);
      // The raw client never answers pings: at the next one it is taken as gone.
      peers[0]!.ping();
      await silent.ended;
      await until(() => closed);
      expect(closed).toBe(true);
    } finally {
      server.close();
    }
  });

  it('closes the open event sockets when the host stops, so stopping never waits on a tab', async () => {
    const other = await startHost({ router, events, rendererDir: '/nonexistent' });
    const opened = await open(other.port, { 'sec-websocket-protocol': `${EVENTS_PROTOCOL}, ${EVENTS_SECRET_PREFIX}${other.secret}` });
    expect(opened.head).toMatch(/^HTTP\/1\.1 101/);
    await other.close();
    await opened.ended;
  });
});
