/**
 * Reaching the app the way a test needs to: its own IPC (as the screens use it, to read ids or set
 * up what other suites already walk through screens), and opening an address the way a typed or
 * pasted link reaches the app (the router is told the new path; the desktop shell has no address
 * bar).
 */
import type { Page } from '@playwright/test';
import { createIpcClient, type IpcClient } from '../../../src-shared/ipc/client.js';
import { createHttpBridge, secretFromHash } from '../../../src-shared/ipc/http-transport.js';

export function ipcOf(openUrl: string): IpcClient {
  const url = new URL(openUrl);
  const secret = secretFromHash(url.hash);
  if (!secret) throw new Error('the app URL carries no secret');
  return createIpcClient(createHttpBridge({ baseUrl: url.origin, secret }).invoke);
}

export async function openAddress(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
