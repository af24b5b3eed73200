/**
 * What the preload exposes to the screens (design.md "Conventions"): `invoke(name, input)` and
 * `on(event, listener)` for contract names, and nothing else — no `ipcRenderer`, no event objects
 * (they carry the sender), no Node. Written against the two Electron objects it needs, so a test
 * can check the surface without Electron.
 */
import type { ContextBridge, IpcRenderer, IpcRendererEvent } from 'electron';
import type { IpcBridge } from '../../src-shared/ipc/client.js';
import { isIpcCallName } from '../../src-shared/ipc/contract.js';
import { isIpcEventName } from '../../src-shared/ipc/events.js';
import { BRIDGE_KEY, EVENT_CHANNEL, INVOKE_CHANNEL } from './channels.js';

type Renderer = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createPreloadBridge(ipcRenderer: Renderer): IpcBridge {
  return {
    invoke(name, input) {
      // Refused here too, so a screen bug never even reaches the main process.
      if (!isIpcCallName(name)) return Promise.resolve({ ok: false, error: { code: 'NOT_FOUND', message: `there is no IPC call named ${String(name)}` } });
      return ipcRenderer.invoke(INVOKE_CHANNEL, name, input);
    },
    on(event, listener) {
      if (!isIpcEventName(event)) throw new Error(`there is no IPC event named ${String(event)}`);
      if (typeof listener !== 'function') throw new Error('the listener must be a function');
      const forward = (_event: IpcRendererEvent, name: unknown, payload: unknown) => {
        if (name === event) listener(payload);
      };
      ipcRenderer.on(EVENT_CHANNEL, forward);
      return () => {
        ipcRenderer.removeListener(EVENT_CHANNEL, forward);
      };
    },
  };
}

export function exposeIpcBridge(contextBridge: Pick<ContextBridge, 'exposeInMainWorld'>, ipcRenderer: Renderer): void {
  const bridge = createPreloadBridge(ipcRenderer);
  // Only these two functions cross; the object is frozen so nothing is added by mistake.
  contextBridge.exposeInMainWorld(BRIDGE_KEY, Object.freeze({ invoke: bridge.invoke, on: bridge.on }));
}
