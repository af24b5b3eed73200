/**
 * Every screen there is, as the screens tour and the accessibility scan visit them: each list, a
 * new-document form of each kind and a document of each kind, on the demo data plus one confirmed
 * order (so the sales screens hold one).
 */
import type { Locator, Page } from '@playwright/test';
import type { IpcClient } from '../../../src-shared/ipc/client.js';
import { expect } from './app.js';

export const LISTS = [
  '/',
  '/orders',
  '/drafts',
  '/customers',
  '/buys',
  '/receipts',
  '/providers',
  '/roadmaps',
  '/cashflow',
  '/partners',
  '/statistics',
  '/audits',
  '/products',
  '/stock',
  '/admin',
  '/profile',
  '/settings',
] as const;
export const FORMS = ['/orders/new', '/buys/new', '/customers/new', '/providers/new', '/products/new', '/receipts/new'] as const;
/** How long a chart is given to draw its bars and lines before the shot. */
const CHART_ANIMATION_MS = 300;

/** Today as the app's users see it (the suite runs in Buenos Aires time). */
const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });

/** One confirmed order for the first demo customer, so orders, roadmaps and the dashboard hold one. */
export async function confirmedOrder(api: IpcClient): Promise<void> {
  const customer = (await api.customer.list({ limit: 1 })).docs[0];
  const product = (await api.product.list({ limit: 1, status: true })).docs[0];
  if (!customer || !product) throw new Error('the demo data has no customer or product');
  const address = customer.address as { label: string; street: string; city: string; province: string };
  const { id } = await api.order.create({
    customer: customer._id,
    cart: { items: [{ product: product._id, quantity: 3 }] },
    delivery: { phone: String(customer.phone), contactEmail: null, address, charged: false },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  await api.order.confirm({ id, date: today() });
}

/** One document of each kind there is, by the address of its screen. */
export async function documentPaths(api: IpcClient): Promise<string[]> {
  const first = async (path: string, read: () => Promise<{ docs: Array<{ _id: string }> }>) => {
    const doc = (await read()).docs[0];
    return doc ? [`${path}/${doc._id}`] : [];
  };
  return [
    ...(await first('/orders', () => api.order.list({ limit: 1 }))),
    ...(await first('/customers', () => api.customer.list({ limit: 1 }))),
    ...(await first('/providers', () => api.provider.list({ limit: 1 }))),
    ...(await first('/products', () => api.product.list({ limit: 1 }))),
    ...(await first('/buys', () => api.buy.list({ limit: 1 }))),
  ];
}

/**
 * Until the screen has drawn its data: no loader, skeleton or loading row left (the app keeps a
 * request open for its events, so "no network" never comes), no transition still running, and on a
 * screen with charts a moment for them to animate. A screen still loading after 10 s is shot as it is.
 */
export async function settle(page: Page): Promise<void> {
  const loading = page.locator('.mantine-Loader-root, .mantine-Skeleton-root, [class*="_placeholder_"]');
  await expect(loading)
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 2_000 }).catch(() => undefined);
  if ((await page.locator('.recharts-wrapper').count()) > 0) await page.waitForTimeout(CHART_ANIMATION_MS);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A list's count under its header, "1.394 filas" or "1 fila", by its noun's forms (`filas?`, `pedidos`). */
export const countOf = (page: Page, nouns: string): Locator => page.getByText(new RegExp(`^\\d{1,3}(\\.\\d{3})* ${nouns}$`));

/** The figure of a count as the screen writes it, grouped in es-AR ("1.394 filas" is 1394). */
export async function countIn(count: Locator): Promise<number> {
  return Number((await count.innerText()).split(' ')[0]?.replaceAll('.', ''));
}
