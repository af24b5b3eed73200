/**
 * The main window, locked to the app: navigation anywhere else is cancelled, new windows and
 * webviews are refused, and the page is only shown once it has rendered.
 */
import { BrowserWindow } from 'electron';
import { APP_ENTRY_URL, isAppUrl, mainWindowOptions } from './window-options.js';

export function createMainWindow(preload: string, devServer: string | null, log: (message: string) => void): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preload));
  const contents = window.webContents;
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url, devServer)) return;
    event.preventDefault();
    log(`navigation to ${url} refused`);
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    log(`new window for ${url} refused`);
    return { action: 'deny' };
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(devServer ?? APP_ENTRY_URL);
  return window;
}
