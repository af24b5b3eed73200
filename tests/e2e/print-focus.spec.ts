/**
 * Printing from the browser host hands the cursor back: the remito prints from a hidden frame that
 * takes the cursor for the browser's print dialog, and once the dialog closed the frame was removed
 * with the cursor in it, which dropped it on the page — Enter did nothing and Tab began again at the
 * top. Headless Chromium never closes its print dialog, so the test says it closed as the browser
 * does, with the frame's `afterprint`.
 */
import { expect, setUp, test } from './support/app.js';
import { ipcOf, openAddress } from './support/navigation.js';
import { milkOrderForDonPepe } from './support/orders.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

test('the cursor is back on "Imprimir remito" once the print dialog closes', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  const { id } = await milkOrderForDonPepe(ipcOf(app.openUrl));
  await openAddress(page, `/orders/${id}`);
  const print = page.getByRole('button', { name: 'Imprimir remito', exact: true });
  await expect(print).toBeEnabled({ timeout: 30_000 });
  await print.focus();
  await page.keyboard.press('Enter');
  const frame = page.locator('iframe[data-print-frame]');
  await expect(frame).toHaveCount(1);
  // The print dialog is open: the frame holds the cursor.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await frame.evaluate((el: HTMLIFrameElement) => el.contentWindow?.dispatchEvent(new Event('afterprint')));
  await expect(frame).toHaveCount(0);
  await expect(print).toBeFocused();
});
