/**
 * Where the desk's toasts stand at 1366×768: bottom-left, just past the side navigation (230 px and
 * Mantine's 16 px margin), over the main column and clear of the navigation. Only that position's
 * container is moved (app/toasts.module.css): Mantine keeps one container per position, and the
 * `left` once given through `styles.root` reached them all, so a toast shown top-right would have
 * stretched from the navigation's edge across the page. The screen with the toast up is kept.
 */
import { expect, setUp, test, topShot } from './support/app.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 } });

test('a desk toast stands bottom-left past the navigation, and no other position’s container is moved', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await page.getByRole('combobox', { name: 'Chofer' }).click();
  await page.getByRole('option', { name: 'Raúl Chofer' }).click();
  await page.getByRole('button', { name: 'Crear hoja de ruta' }).click();

  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Hoja de ruta creada.' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast.hover();
  await shot('toast-bottom-left');
  const box = await toast.boundingBox();
  const nav = await page.getByRole('navigation').first().boundingBox();
  if (!box || !nav) throw new Error('the toast or the navigation is not on the screen');
  expect(box.x).toBe(230 + 16);
  expect(box.x).toBeGreaterThanOrEqual(nav.x + nav.width);
  expect(box.y + box.height).toBeLessThanOrEqual(768 - 16);
  expect(box.y + box.height).toBeGreaterThan(768 - 16 - 2);

  // Every other position's container keeps Mantine's own placement: no `left` of the navigation's.
  const lefts = await page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll<HTMLElement>('.mantine-Notifications-root')].map((root) => [root.dataset.position, getComputedStyle(root).left])),
  );
  expect(lefts['bottom-left']).toBe('246px');
  for (const position of ['top-left', 'top-right', 'top-center', 'bottom-right', 'bottom-center']) expect(lefts[position], position).not.toBe('246px');
});
