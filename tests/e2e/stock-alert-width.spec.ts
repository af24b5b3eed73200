/**
 * A negative-stock alert with long weights on both sides, still below zero ("Quedó en -9.999,999 kg
 * el 28/11 · real ahora -9.999,999 kg", the most a figure may now hold; one stored before that limit,
 * "-12.345,678 kg", as well), reads whole in the stock screen's alerts at 1366×768: the detail goes
 * onto a second line in its row rather than being cut with "…", never splitting a figure. The
 * screen is kept.
 */
import type { Locator } from '@playwright/test';
import { formatDayMonth } from '../../src-shared/format.js';
import { QUANTITY_MAX } from '../../src-shared/limits.js';
import { expect, setUp, test, topShot } from './support/app.js';
import { ipcOf } from './support/navigation.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 } });

/** The ham's real stock after the adjustment, in grams: as far below zero as a figure may go (`QUANTITY_MAX`). */
const BELOW_ZERO = QUANTITY_MAX - 1;

/** Whether the alert's words are cut anywhere: in their box, the box in its cell or row, or a figure across two lines. */
async function cutOf(detail: Locator) {
  return detail.evaluate((text) => {
    const cell = text.parentElement as HTMLElement;
    const row = text.closest('[role="row"]') as HTMLElement;
    const box = text.getBoundingClientRect();
    const within = (outer: DOMRect) => box.top >= outer.top - 0.5 && box.bottom <= outer.bottom + 0.5 && box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const content = text.textContent ?? '';
    const figureSplit = [...content.matchAll(/-?[\d.,]+\s(kg|g)/g)].some((match) => {
      const node = text.firstChild as Text;
      const part = document.createRange();
      part.setStart(node, match.index);
      part.setEnd(node, match.index + match[0].length);
      return new Set([...part.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
    });
    return {
      text: text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight,
      cell: !within(cell.getBoundingClientRect()),
      row: !within(row.getBoundingClientRect()),
      moreThanTwoLines: lines > 2,
      figureSplit,
    };
  });
}

const WHOLE = { text: false, cell: false, row: false, moreThanTwoLines: false, figureSplit: false };

test('a still-negative alert with long weights on both sides shows whole at 1366 px', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const ham = (await api.product.search({ text: 'Jamón cocido', limit: 10 })).find((p) => p.name === 'Jamón cocido');
  if (!ham) throw new Error('the demo catalog lacks Jamón cocido');
  const real = Number((await api.product.get({ id: ham._id })).inventory?.real ?? 0);
  // To zero first (no alert), then below it: one alert, one adjustment at most 10.000 kg each.
  if (real !== 0) await api.product.adjustment({ id: ham._id, quantity: -real, reason: 'Conteo' });
  await api.product.adjustment({ id: ham._id, quantity: -BELOW_ZERO, reason: 'Rotura en depósito' });

  await page.getByRole('link', { name: 'Stock', exact: true }).click();
  const row = page.getByTestId('alerts-table').getByRole('row').filter({ hasText: 'Jamón cocido' });
  await expect(row).toContainText('Stock negativo', { timeout: 30_000 });
  const today = formatDayMonth(new Date(), 'es-AR', 'America/Argentina/Buenos_Aires');
  const detail = row.locator('[data-alert-detail="negative"]');
  await expect(detail).toHaveText(`Quedó en -9.999,999 kg el ${today} · real ahora -9.999,999 kg`);
  await shot('negative-alert-long-weights');
  expect(await cutOf(detail)).toEqual(WHOLE);
  // A figure stored before the limit, one digit longer: the same words in the same cell fit as well.
  await detail.evaluate((text, words) => (text.textContent = words), `Quedó en -12.345,678 kg el ${today} · real ahora -12.345,678 kg`.replace(/(\d) (kg)/g, '$1\u00a0$2'));
  await shot('negative-alert-longer-weights');
  expect(await cutOf(detail)).toEqual(WHOLE);
});
