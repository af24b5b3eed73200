/**
 * How the screens reach the main process: the Electron preload's bridge on `window.mostrador`, or,
 * in the browser host, IPC over HTTP to the page's own origin with the secret from the URL fragment.
 */
import type { IpcBridge } from '../../src-shared/ipc/client.js';
import { createHttpBridge, secretFromHash } from '../../src-shared/ipc/http-transport.js';

declare global {
  interface Window {
    mostrador?: IpcBridge;
  }
}

const SECRET_KEY = 'mostrador.secret';

export function connectBridge(): IpcBridge {
  if (window.mostrador) return window.mostrador;
  // The fragment is read once and kept for this tab only, so reloads keep working and the
  // secret leaves the address bar.
  const fromHash = secretFromHash(window.location.hash);
  if (fromHash) {
    sessionStorage.setItem(SECRET_KEY, fromHash);
    history.replaceState(null, '', window.location.pathname + window.location.search);
  }
  const secret = fromHash ?? sessionStorage.getItem(SECRET_KEY);
  if (!secret) throw new Error('Abrí la dirección completa que mostró "npm run web" (incluye la clave después de #).');
  return createHttpBridge({ baseUrl: window.location.origin, secret });
}
