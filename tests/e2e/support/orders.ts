/** Steps the order suites share: a demo product's id, the demo's delivery option, and an order action confirmed in its dialog. */
import type { Page } from '@playwright/test';
import type { IpcClient } from '../../../src-shared/ipc/client.js';
import { expect } from './app.js';

export async function productId(api: IpcClient, name: string): Promise<string> {
  const found = await api.product.search({ text: name, limit: 50 });
  const product = found.find((p) => p.name === name);
  if (!product) throw new Error(`demo product ${name} not found`);
  return product._id;
}

/**
 * The demo's delivery option a driver takes ("Envío en el día"): an order that names none is picked
 * up by its customer and goes on no roadmap.
 */
export async function shippedBy(api: IpcClient): Promise<string> {
  const option = (await api.delivery.list({ status: true, limit: 50 })).docs.find((d) => d.name === 'Envío en el día');
  if (!option) throw new Error('demo data lacks the delivery option Envío en el día');
  return option._id;
}

/** Presses an order action, checks its confirmation says what it does, confirms, and waits for the new state to sync. */
export async function runAction(page: Page, button: string, expectInDialog: RegExp, status: string): Promise<void> {
  await page.getByTestId('order-actions').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(expectInDialog)).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText(status);
  await expect(page.getByTestId('pending-sync')).toHaveCount(0);
}

/** A pending demo order for "Almacén Don Pepe": two milk cartons, to deliver to the customer's own address, paid in cash. */
export async function milkOrderForDonPepe(api: IpcClient): Promise<{ id: string }> {
  const customer = (await api.customer.list({ query: 'Almacén Don Pepe' })).docs.find((c) => c.name === 'Almacén Don Pepe');
  if (!customer) throw new Error('demo data lacks Almacén Don Pepe');
  const { id } = await api.order.create({
    customer: customer._id,
    cart: { items: [{ product: await productId(api, 'Leche entera 1 l'), quantity: 2 }] },
    delivery: { phone: String(customer.phone), contactEmail: null, address: customer.address as { label: string; street: string; city: string; province: string }, charged: false },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  return { id };
}
