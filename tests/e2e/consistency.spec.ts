/**
 * What a user reads is consistent (issue 19): an empty chart says it has no data instead of
 * drawing an axis of 0 to 4, a moment in a sentence reads "el 26/11/2026 a las 22:14", a count
 * takes its singular ("1 pedido"), a delivered order reads as a document (label and value, no
 * field), and the language switch applies at once to texts, formats and <html lang> — no Save,
 * no reload, no navigating away. On the demo catalog alone, so the reports start empty.
 */
import type { Page } from '@playwright/test';
import { expect, setUp, test, topShot } from './support/app.js';
import { ipcOf, openAddress } from './support/navigation.js';
import { runAction } from './support/orders.js';
import { numbered } from './support/numbers.js';
import { confirmedOrder, settle } from './support/screens.js';

const DAY_ES = String.raw`\d{2}/\d{2}/\d{4}`;
const TIME = String.raw`\d{2}:\d{2}`;

/** The sync badge's tooltip: when the replica last caught up, as a sentence. */
async function lastSyncSentence(page: Page): Promise<string> {
  await page.getByTestId('sync-indicator').locator('.mantine-Badge-root').first().hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  const text = (await tooltip.textContent()) ?? '';
  await page.mouse.move(0, 0);
  return text;
}

test.describe('on the demo catalog alone', () => {
  test.use({ demoHistory: false });

  test('what a user reads is consistent: empty charts, moments, plurals, a delivered order, the language switch', async ({ page, app, shot: rawShot }) => {
    test.setTimeout(240_000);
    const shot = topShot(page, rawShot);
    await setUp(page, app, { demo: true });
    const api = ipcOf(app.openUrl);

    // An empty report: the chart says so, no axis is drawn.
    await openAddress(page, '/statistics');
    const sales = page.getByTestId('finances-sales-chart');
    await expect(sales.getByTestId('empty-state')).toContainText('Sin datos en este período');
    await expect(sales.locator('.recharts-wrapper')).toHaveCount(0);
    await settle(page);
    await shot('statistics-empty-chart');

    // A moment in a sentence.
    expect(await lastSyncSentence(page)).toMatch(new RegExp(`^Sincronizado el ${DAY_ES} a las ${TIME}$`));

    // One order: the list counts it in the singular.
    await confirmedOrder(api);
    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await expect(page.getByText('1 pedido', { exact: true })).toBeVisible();
    await expect(page.getByText('1 pedidos')).toHaveCount(0);
    await shot('orders-one');

    // Delivered, the order reads as a document: labels and values, no field to type in.
    await numbered(page.getByTestId('orders-table').getByRole('row'), 1).click();
    await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+$/ })).toBeVisible();
    await expect(page.getByTestId('delivery-view')).toHaveCount(0);
    await runAction(page, 'Preparar', /No se mueve stock/, 'Preparado');
    // Collected by bank transfer although the order said cash: every text the settlement box shows
    // on its way (the answer, then the pull that brings the cash entry) is recorded.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { settlementTexts: string[] }).settlementTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="settlement"]')?.textContent;
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('order-actions').getByRole('button', { name: 'Entregar', exact: true }).click();
    await page
      .getByRole('dialog')
      .locator('label', { hasText: /^Banco$/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Entregado');
    await expect(page.getByTestId('pending-sync')).toHaveCount(0);
    await expect(page.getByTestId('settlement')).toHaveText(/^Cobrado: \$\u00a0[\d.]+,\d{2} \(banco\)$/);
    // The order's own method is not how it was collected: the box never said so, not even before the pull.
    const shown = await page.evaluate(() => (window as unknown as { settlementTexts: string[] }).settlementTexts);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => text.includes('efectivo'))).toEqual([]);
    const delivery = page.getByTestId('delivery-view');
    const extras = page.getByTestId('extras-view');
    await expect(delivery).toContainText('Teléfono de contacto');
    await expect(extras).toContainText('Medio de pago');
    await expect(extras).toContainText('Efectivo');
    for (const card of [delivery, extras]) await expect(card.locator('input, textarea, [role="switch"]')).toHaveCount(0);
    await expect(page.getByText(new RegExp(`^Entregado el ${DAY_ES} a las ${TIME}$`))).toBeVisible();
    const total = (await page.getByTestId('settlement').textContent()) ?? '';
    expect(total).toMatch(/\$\u00a0[\d.]+,\d{2}/);
    await shot('order-delivered-read-only');
    const orderPath = new URL(page.url()).pathname;

    // The language: chosen, it applies at once — no Save pressed, the screen stays.
    await openAddress(page, '/settings');
    await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();
    await page.getByTestId('locale-select').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await lastSyncSentence(page)).toMatch(new RegExp(`^Synced on ${DAY_ES} at ${TIME}$`));
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    expect((await api.deskSettings.get()).locale).toBe('en');
    await shot('settings-english-at-once');

    // The same order in English: its words, its money and its moment in the English formats.
    await openAddress(page, orderPath);
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await expect(page.getByText(new RegExp(`^Delivered on ${DAY_ES} at ${TIME}$`))).toBeVisible();
    await expect(page.getByTestId('settlement')).toHaveText(/\$[\d,]+\.\d{2}/);
    await expect(page.getByTestId('extras-view')).toContainText('Payment method');
    await shot('order-delivered-english');

    // And back, at once again.
    await openAddress(page, '/settings');
    await page.getByTestId('locale-select').click();
    await page.getByRole('option', { name: 'Español (Argentina)' }).click();
    await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  });
});

/**
 * On the demo's six months the dashboard's sums run to eight digits ($ 51.282.810,70): each figure
 * stays whole on one line of its card at 1366 px.
 */
test('the dashboard money cards show eight-digit sums whole, on one line', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  for (const id of ['stat-sales', 'stat-cash']) {
    const figure = page.getByTestId(id);
    await expect(figure).toHaveText(/^-?\$\u00a0[\d.]+,\d{2}$/);
    // One line is less than two font sizes high.
    const box = await figure.evaluate((el) => ({ oneLine: el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).fontSize), clipped: el.scrollWidth > el.clientWidth }));
    expect(box, id).toEqual({ oneLine: true, clipped: false });
  }
  await settle(page);
  await shot('dashboard-money-cards');
});
