/**
 * The IPC bridge over HTTP, for screens served by the browser host (and for tests driving it):
 * the same `invoke`/`on` the Electron preload exposes, carried by `POST /ipc/call/<name>` and a
 * WebSocket for the push events (Server-Sent Events where there is no WebSocket: Node before 22),
 * all showing the per-launch secret. The events must not ride an HTTP stream in a browser: it
 * allows six HTTP/1.1 connections per host across all its tabs, and a stream held one for as long
 * as its tab was open, so with a few tabs (or a few quick reloads) a page's calls waited behind
 * them and the page stayed on its spinner.
 */
import { codeForStatus } from '../errors.js';
import type { IpcBridge } from './client.js';
import { ipcResultSchema, type IpcResult } from './define.js';

export const SECRET_HEADER = 'x-mostrador-secret';
export const CALL_PREFIX = '/ipc/call/';
export const EVENTS_PATH = '/ipc/events';
/**
 * The WebSocket protocol the event stream speaks. A browser cannot set headers on a WebSocket, so
 * the secret travels as a second offered protocol, `EVENTS_SECRET_PREFIX` + secret (base64url, a
 * valid protocol token); the host answers with `EVENTS_PROTOCOL` alone.
 */
export const EVENTS_PROTOCOL = 'mostrador-events';
export const EVENTS_SECRET_PREFIX = 'secret.';
const RECONNECT_MS = 1000;

/** The secret the printed URL carries in its fragment (`#secret=…`), which no request ever sends. */
export function secretFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('secret');
}

export interface HttpBridgeOptions {
  /** `http://127.0.0.1:PORT` */
  baseUrl: string;
  secret: string;
  fetch?: typeof fetch;
  /** The WebSocket to carry the events; by default the global one, and SSE where there is none. */
  WebSocket?: typeof WebSocket | null;
}

export interface HttpBridge extends IpcBridge {
  /** Stops the event stream. */
  close(): void;
}

/** One SSE message (`event:` and `data:` lines) as its name and parsed data. */
function parseMessage(block: string): { event: string; data: unknown } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  try {
    return { event, data: JSON.parse(data.join('\n')) as unknown };
  } catch {
    return null;
  }
}

export function createHttpBridge(options: HttpBridgeOptions): HttpBridge {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { [SECRET_HEADER]: options.secret };
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let stream: AbortController | null = null;

  const dispatch = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };

  async function read(controller: AbortController): Promise<void> {
    const response = await doFetch(`${base}${EVENTS_PATH}`, { headers, signal: controller.signal });
    if (!response.ok || response.body === null) throw new Error(`event stream refused: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value.replace(/\r\n/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = parseMessage(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (message) dispatch(message.event, message.data);
      }
    }
  }

  const Socket = options.WebSocket === undefined ? (globalThis.WebSocket as typeof WebSocket | undefined) : options.WebSocket;

  /** The events on a WebSocket: ends (resolves) when the socket closes, whoever closed it. */
  function listen(controller: AbortController, Socket: typeof WebSocket): Promise<void> {
    return new Promise((resolve) => {
      const socket = new Socket(`${base.replace(/^http/, 'ws')}${EVENTS_PATH}`, [EVENTS_PROTOCOL, `${EVENTS_SECRET_PREFIX}${options.secret}`]);
      socket.onmessage = (message: MessageEvent) => {
        if (typeof message.data !== 'string') return;
        try {
          const { event, data } = JSON.parse(message.data) as { event: string; data: unknown };
          dispatch(event, data);
        } catch {
          // Not an event of ours: nothing to tell anyone.
        }
      };
      socket.onclose = () => resolve();
      controller.signal.addEventListener('abort', () => socket.close());
    });
  }

  function openStream(): void {
    if (stream !== null) return;
    const controller = new AbortController();
    stream = controller;
    const again = () => {
      if (stream !== controller) return;
      stream = null;
      // The host restarted or the network blinked: listen again while anyone listens.
      if (listeners.size > 0) setTimeout(openStream, RECONNECT_MS);
    };
    (Socket ? listen(controller, Socket) : read(controller)).then(again, again);
  }

  function closeStream(): void {
    stream?.abort();
    stream = null;
  }

  return {
    async invoke(name, input): Promise<IpcResult<unknown>> {
      let response: Response;
      try {
        response = await doFetch(`${base}${CALL_PREFIX}${encodeURIComponent(name)}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ input }),
        });
      } catch {
        return { ok: false, error: { code: 'OFFLINE', message: 'the app is not running: start it again and reopen its address' } };
      }
      const answer = ipcResultSchema.safeParse(await response.json().catch(() => null));
      if (answer.success) return answer.data;
      return { ok: false, error: { code: codeForStatus(response.status), message: `the app answered ${name} with status ${response.status}` } };
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      openStream();
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(event);
        if (listeners.size === 0) closeStream();
      };
    },
    close() {
      listeners.clear();
      closeStream();
    },
  };
}
