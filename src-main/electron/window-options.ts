/**
 * The shell's windows and origins as plain data, so a unit test can hold them to the security
 * checklist without Electron: isolated, sandboxed, no Node in the page, nothing loaded but the
 * app's own origin.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { PRODUCT_NAME } from '../../src-shared/constants/house.js';

/** The screens load from `app://mostrador/`, a privileged scheme served from the renderer's build. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'mostrador';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export const SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, stream: true } as const;

export function mainWindowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    title: PRODUCT_NAME,
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
    },
  };
}

/** The hidden window a printout is rendered in: our own HTML, still with no script and no Node. */
export function printWindowOptions(): BrowserWindowConstructorOptions {
  return {
    show: false,
    webPreferences: {
      javascript: false,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  };
}

/**
 * Whether a URL is one of the app's pages: the app scheme, or the renderer's dev server when one
 * is configured. Compared by scheme and host, because a non-special scheme has no web origin.
 */
export function isAppUrl(url: string, devServer: string | null = null): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
  return devServer !== null && parsed.origin === new URL(devServer).origin;
}
