/**
 * The IPC over HTTP: `POST /ipc/call/<name>` with `{ "input": ... }` answers the router's result
 * envelope as JSON, and `GET /ipc/events` carries the push events: on a WebSocket (a browser), or
 * as Server-Sent Events (a client without WebSocket, as Node before 22). The caller has already
 * passed the host's checks (Host, Origin, secret).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppErrorValue } from '../../src-shared/errors.js';
import type { IpcResult } from '../../src-shared/ipc/define.js';
import type { EventHub } from '../ipc/events.js';
import type { IpcRouter } from '../ipc/router.js';
import { SECURITY_HEADERS } from './static.js';
import type { WebSocketPeer } from './websocket.js';

/** Far above any screen's input (an inventory import of a few thousand rows), far below harm. */
const BODY_LIMIT = 10 * 1024 * 1024;
const PING_MS = 25_000;

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  response.end(body);
}

export function sendError(response: ServerResponse, status: number, error: AppErrorValue): void {
  const result: IpcResult<never> = { ok: false, error };
  sendJson(response, status, result);
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > BODY_LIMIT ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `encodedName` is the path segment after the prefix; the router refuses names outside the contract. */
export async function handleCall(request: IncomingMessage, response: ServerResponse, router: IpcRouter, encodedName: string): Promise<void> {
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    return sendError(response, 404, { code: 'NOT_FOUND', message: 'there is no IPC call by that name' });
  }
  const text = await readBody(request);
  if (text === null) return sendError(response, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'the input is too large' });
  let envelope: unknown = {};
  try {
    if (text.trim() !== '') envelope = JSON.parse(text);
  } catch {
    return sendError(response, 400, { code: 'VALIDATION', message: 'the request body is not JSON' });
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    return sendError(response, 400, { code: 'VALIDATION', message: 'send the input as {"input": ...}' });
  }
  sendJson(response, 200, await router.call(name, (envelope as { input?: unknown }).input));
}

/** The push events on a WebSocket, one text message `{ "event", "data" }` each. */
export function sendEventsTo(peer: WebSocketPeer, events: EventHub): void {
  const off = events.subscribe((event, data) => peer.sendText(JSON.stringify({ event, data })));
  // A ping now and then finds a peer that went away without closing (a laptop put to sleep).
  const ping = setInterval(() => peer.ping(), PING_MS);
  peer.onClose(() => {
    off();
    clearInterval(ping);
  });
}

export function streamEvents(request: IncomingMessage, response: ServerResponse, events: EventHub): void {
  response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
  response.write(': connected\n\n');
  const off = events.subscribe((event, payload) => response.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`));
  // Comments keep idle proxies and the browser from dropping a quiet stream.
  const ping = setInterval(() => response.write(': ping\n\n'), PING_MS);
  request.on('close', () => {
    off();
    clearInterval(ping);
  });
}
