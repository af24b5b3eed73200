/**
 * Purchasing sees who drives its pick-ups (domain §8: it reads the drivers by name, never the staff
 * records), on the demo data (every demo user's password is `demo1234`): a buy from La Serenísima
 * with a withdrawal is on Raúl's roadmap; Carla (COMPRAS) finds the drivers in the buy list's
 * driver filter, filters by Raúl and sees his name on the buy.
 */
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { DEMO_PASSWORD, expect, setUp, signIn, test, waitForSync } from './support/app.js';
import { ipcOf } from './support/navigation.js';

async function userId(api: IpcClient, username: string): Promise<string> {
  const user = (await api.user.list({ limit: 200 })).docs.find((u) => u.username === username);
  if (!user) throw new Error(`demo user ${username} not found`);
  return user._id;
}

test('purchasing filters buys by driver and sees the driver of a pick-up', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const serenisima = (await api.provider.list({ limit: 200 })).docs.find((p) => p.name === 'La Serenísima');
  const product = serenisima ? (await api.product.list({ provider: serenisima._id, limit: 1 })).docs[0] : undefined;
  const withdrawal = (await api.withdrawal.list({ limit: 10 })).docs[0];
  if (!serenisima || !product || !withdrawal) throw new Error('demo provider, product or withdrawal missing');
  const { id: pickUp } = await api.buy.create({
    provider: serenisima._id,
    cart: { items: [{ product: product._id, quantity: 12 }] },
    withdrawal: { _id: withdrawal._id, date: null, charged: false },
  });
  if (!pickUp) throw new Error('the buy got no id');
  await api.buy.driver({ id: pickUp, driver: await userId(api, 'raul') });
  await api.sync.syncNow();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'carla', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Carla Compras' })).toBeVisible({ timeout: 60_000 });
  await waitForSync(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Compras', exact: true }).click();
  await page.getByRole('combobox', { name: 'Chofer', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Diego Chofer', 'Raúl Chofer']);
  await shot('driver-filter');
  await page.getByRole('option', { name: 'Raúl Chofer' }).click();
  const buys = page.getByTestId('buy-table');
  await expect(buys.getByRole('row').filter({ hasText: 'La Serenísima' })).toHaveCount(1);
  await buys.getByRole('row').filter({ hasText: 'La Serenísima' }).click();
  await expect(page).toHaveURL(new RegExp(`/buys/${pickUp}$`));
  await expect(page.getByText('Raúl Chofer')).toBeVisible();
  await shot('buy-driver');
});
