/** Holding a screen's IPC answers in the browser, to see what it draws while it waits (a loader, an Enter typed early). */
import type { Page } from '@playwright/test';

/** Holds every answer of an IPC call from now on until `release()`; `asked` resolves once one is asked for. */
export async function holdAnswers(page: Page, call: string): Promise<{ asked: Promise<unknown>; release: () => void }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = `**/ipc/call/${call}`;
  const asked = page.waitForRequest((request) => request.url().endsWith(`/ipc/call/${call}`), { timeout: 10_000 });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { asked, release };
}
