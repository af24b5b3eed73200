/**
 * A provider's own user on the desk (role PROVEEDOR, domain §8: it reads its provider's buys and
 * receipts, never stock nor staff): its buy list offers only the filters it can fill (no provider
 * picker — they are all its own — and no driver one), a buy shows its lines without the stock
 * columns it cannot read (they were two columns of dashes), and the buy's history says "Otro usuario"
 * for the purchasing clerk who wrote it: the server no longer names the staff to it, and the screen
 * does not call them "Sistema" either.
 */
import { expect, setUp, test, waitForSync } from './support/app.js';
import { ipcOf } from './support/navigation.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

test('a provider sees its buys without the filters, stock or staff names it may not read', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const serenisima = (await api.provider.list({ limit: 200 })).docs.find((p) => p.name === 'La Serenísima');
  const product = serenisima ? (await api.product.list({ provider: serenisima._id, limit: 1 })).docs[0] : undefined;
  if (!serenisima || !product) throw new Error('demo provider or product missing');
  const { id: buy } = await api.buy.create({ provider: serenisima._id, cart: { items: [{ product: product._id, quantity: 12 }] }, withdrawal: { date: null, charged: false } });
  if (!buy) throw new Error('the buy got no id');
  const { id: user } = await api.user.create({ name: 'Ventas Serenísima', username: 'serenisima', role: 'PROVEEDOR', provider: serenisima._id });
  if (!user) throw new Error('the user got no id');
  await api.sync.syncNow();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  const { code } = await api.auth.pairingCode({ user });

  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.getByRole('tab', { name: 'Vincular este equipo' }).click();
  await page.getByLabel('Código de vinculación').fill(code);
  await page.getByRole('button', { name: 'Vincular' }).click();
  await expect(page.getByRole('button', { name: 'Ventas Serenísima' })).toBeVisible({ timeout: 60_000 });
  await waitForSync(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Compras', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Compras', exact: true })).toBeVisible();
  await expect(page.getByText('1 fila', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Desde')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Proveedor', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Chofer', exact: true })).toHaveCount(0);
  await shot('provider-buys');

  await page.getByRole('row').filter({ hasText: 'La Serenísima' }).first().click();
  const lines = page.getByTestId('buy-items');
  await expect(lines.getByText(product.name, { exact: true })).toBeVisible();
  await expect(lines.getByRole('columnheader')).toHaveText(['#', 'Producto', 'Cantidad', 'Costo unitario', 'Importe']);

  await page.getByTestId('history-section').getByRole('button', { name: 'Ver historial' }).click();
  const who = page.getByTestId('history-who').first();
  await expect(who).toContainText('Otro usuario');
  await expect(page.getByTestId('history-timeline')).not.toContainText('Administrador');
  await expect(page.getByTestId('history-timeline')).not.toContainText('Sistema');
  await shot('provider-buy-history');
});
