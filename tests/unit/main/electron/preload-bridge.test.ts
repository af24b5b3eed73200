/**
 * The preload's surface: exactly `invoke` and `on`, for contract names only, and nothing of
 * Electron's own objects reaches the page.
 */
import { describe, expect, it } from 'vitest';
import type { IpcRendererEvent } from 'electron';
import { BRIDGE_KEY, EVENT_CHANNEL, INVOKE_CHANNEL } from '../../../../src-main/electron/channels.js';
import { exposeIpcBridge } from '../../../../src-main/electron/preload-bridge.js';

type Listener = (event: IpcRendererEvent, ...args: unknown[]) => void;

/** Stand-ins for the two Electron objects: they record what the preload does with them. */
function fakeElectron() {
  const exposed = new Map<string, unknown>();
  const invoked: unknown[][] = [];
  const listeners = new Set<Listener>();
  const contextBridge = { exposeInMainWorld: (key: string, api: unknown) => void exposed.set(key, api) };
  const ipcRenderer = {
    invoke: async (...args: unknown[]) => (invoked.push(args), { ok: true, value: 'answer' }),
    on(channel: string, listener: Listener) {
      expect(channel).toBe(EVENT_CHANNEL);
      listeners.add(listener);
      return ipcRenderer;
    },
    removeListener(channel: string, listener: Listener) {
      expect(channel).toBe(EVENT_CHANNEL);
      listeners.delete(listener);
      return ipcRenderer;
    },
  };
  const send = (...args: unknown[]) => {
    for (const listener of listeners) listener({ sender: 'the ipcRenderer itself' } as unknown as IpcRendererEvent, ...args);
  };
  return { contextBridge, ipcRenderer, exposed, invoked, listeners, send };
}

function exposedBridge() {
  const electron = fakeElectron();
  exposeIpcBridge(electron.contextBridge, electron.ipcRenderer as never);
  const bridge = electron.exposed.get(BRIDGE_KEY) as { invoke: (name: unknown, input: unknown) => Promise<unknown>; on: (event: unknown, cb: unknown) => () => void };
  return { ...electron, bridge };
}

describe('preload bridge', () => {
  it('exposes one frozen object with only invoke and on', () => {
    const { exposed, bridge } = exposedBridge();
    expect([...exposed.keys()]).toEqual([BRIDGE_KEY]);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('invokes contract calls on the one channel, and refuses anything else without sending it', async () => {
    const { bridge, invoked } = exposedBridge();
    expect(await bridge.invoke('order.list', { page: 1 })).toEqual({ ok: true, value: 'answer' });
    expect(await bridge.invoke('db.exec', 'DROP TABLE orders')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await bridge.invoke('constructor', {})).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(invoked).toEqual([[INVOKE_CHANNEL, 'order.list', { page: 1 }]]);
  });

  it('delivers only the named event, only its payload, and unsubscribes', () => {
    const { bridge, send, listeners } = exposedBridge();
    const seen: unknown[][] = [];
    const off = bridge.on('replica-changed', (...args: unknown[]) => seen.push(args));
    send('sync-status', { running: false });
    send('replica-changed', { collections: ['orders'] });
    expect(seen).toEqual([[{ collections: ['orders'] }]]);
    off();
    expect(listeners.size).toBe(0);
    expect(() => bridge.on('ipc-internal', () => undefined)).toThrow(/no IPC event/);
    expect(() => bridge.on('rejected', 'not a function')).toThrow(/function/);
  });
});
