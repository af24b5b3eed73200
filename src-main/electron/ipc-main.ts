/**
 * The shell's end of the IPC: one invoke channel into the router, answered only for our own
 * window's top frame showing an app page (a navigated-away or embedded frame gets FORBIDDEN), and
 * the runtime's push events sent to that window.
 */
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import type { IpcResult } from '../../src-shared/ipc/define.js';
import type { EventHub } from '../ipc/events.js';
import type { IpcRouter } from '../ipc/router.js';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from './channels.js';
import { isAppUrl } from './window-options.js';

const REFUSED: IpcResult<never> = { ok: false, error: { code: 'FORBIDDEN', message: 'only the app’s own pages may call the main process' } };

function trusted(event: IpcMainInvokeEvent, window: BrowserWindow, devServer: string | null): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && event.sender === window.webContents && isAppUrl(frame.url, devServer);
}

export function connectIpc(runtime: { router: IpcRouter; events: EventHub }, window: BrowserWindow, devServer: string | null): () => void {
  ipcMain.handle(INVOKE_CHANNEL, (event, name: unknown, input: unknown) => (trusted(event, window, devServer) ? runtime.router.call(name, input) : REFUSED));
  const unsubscribe = runtime.events.subscribe((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, name, payload);
  });
  return () => {
    ipcMain.removeHandler(INVOKE_CHANNEL);
    unsubscribe();
  };
}
