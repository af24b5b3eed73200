/**
 * Starting a roadmap on «Hojas de ruta» at 1366×768: Ctrl+N there starts a new roadmap (the
 * driver's list opens to pick whose, on the day shown) instead of leaving for a new order, as it
 * did; while the chosen driver's roadmap is read the screen shows the loader the lists show, not an
 * empty page; and the roadmap is then created from the keyboard's start. Ctrl+N over that roadmap
 * starts a blank one (no driver chosen), not the list with the old choice. The screens are kept.
 */
import { expect, setUp, test, topShot } from './support/app.js';
import { holdAnswers } from './support/held-calls.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 } });

test('Ctrl+N on Hojas de ruta starts a roadmap, and the roadmap being read shows a loader', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await expect(page.getByText('Elegí un chofer y una fecha', { exact: true })).toBeVisible();

  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  const picker = page.getByRole('combobox', { name: 'Chofer' });
  await expect(picker).toBeFocused();
  await expect(page.getByRole('option', { name: 'Raúl Chofer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hojas de ruta', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toHaveCount(0);
  await shot('ctrl-n-picks-the-driver');

  // The driver's roadmap for the day, held unanswered: the screen says it is loading meanwhile.
  const read = await holdAnswers(page, 'roadmap.list');
  await page.getByRole('option', { name: 'Raúl Chofer' }).click();
  await read.asked;
  await expect(page.getByLabel('Cargando…')).toBeVisible();
  await shot('roadmap-loading');
  read.release();
  await expect(page.getByLabel('Cargando…')).toHaveCount(0);
  await expect(page.getByText(/^Raúl Chofer no tiene hoja de ruta el /)).toBeVisible();
  await page.getByRole('button', { name: 'Crear hoja de ruta' }).click();
  await expect(page.getByRole('heading', { name: /^Hoja de ruta (N\.º 1|nueva)$/ })).toBeVisible({ timeout: 30_000 });
  await shot('roadmap-created');

  // Ctrl+N again, over the roadmap just made: a new one starts blank, no driver chosen.
  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue('');
  await expect(page.getByRole('option', { name: 'Raúl Chofer' })).toBeVisible();
  await expect(page.getByRole('option', { selected: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Hoja de ruta (N\.º 1|nueva)$/ })).toHaveCount(0);
  await expect(page.getByText('Elegí un chofer y una fecha', { exact: true })).toBeVisible();
  await shot('ctrl-n-again-starts-blank');
});
