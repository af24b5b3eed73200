/**
 * Every screen, in Spanish and in English, as the admin sees it on the demo data (plus one
 * order so the sales screens hold one): each list, each of its tabs, a new-document form and a
 * document of each kind. Each screen is saved as a screenshot (test-results/screens/screens-tour/),
 * and none may show a raw message key — a text the catalog forgot to translate.
 */
import type { Page } from '@playwright/test';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { CATALOG } from '../../src-renderer/i18n/catalog.js';
import { expect, setUp, test } from './support/app.js';
import type { RunningApp } from './support/processes.js';
import { ipcOf, openAddress } from './support/navigation.js';

const LISTS = [
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
const FORMS = ['/orders/new', '/buys/new', '/customers/new', '/providers/new', '/products/new', '/receipts/new'] as const;
const KEYS = Object.keys(CATALOG['es-AR']);
/** How long a chart is given to draw its bars and lines before the shot. */
const CHART_ANIMATION_MS = 300;

/** Today as the app's users see it (the suite runs in Buenos Aires time). */
const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });

/** One confirmed order for the first demo customer, so orders, roadmaps and the dashboard hold one. */
async function confirmedOrder(api: IpcClient): Promise<void> {
  const customer = (await api.customers.list({ limit: 1 })).docs[0];
  const product = (await api.products.list({ limit: 1, status: true })).docs[0];
  if (!customer || !product) throw new Error('the demo data has no customer or product');
  const address = customer.address as { label: string; street: string; city: string; province: string };
  const { id } = await api.orders.create({
    customer: customer._id,
    cart: { items: [{ product: product._id, quantity: 3 }] },
    delivery: { phone: String(customer.phone), contactEmail: null, address, charged: false },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  await api.orders.confirm({ id, date: today() });
}

/** One document of each kind there is, by the address of its screen. */
async function documentPaths(api: IpcClient): Promise<string[]> {
  const first = async (path: string, read: () => Promise<{ docs: Array<{ _id: string }> }>) => {
    const doc = (await read()).docs[0];
    return doc ? [`${path}/${doc._id}`] : [];
  };
  return [
    ...(await first('/orders', () => api.orders.list({ limit: 1 }))),
    ...(await first('/customers', () => api.customers.list({ limit: 1 }))),
    ...(await first('/providers', () => api.providers.list({ limit: 1 }))),
    ...(await first('/products', () => api.products.list({ limit: 1 }))),
    ...(await first('/buys', () => api.buys.list({ limit: 1 }))),
  ];
}

/**
 * Until the screen has drawn its data: no loader, skeleton or loading row left (the app keeps a
 * request open for its events, so "no network" never comes), no transition still running, and on a
 * screen with charts a moment for them to animate. A screen still loading after 10 s is shot as it is.
 */
async function settle(page: Page): Promise<void> {
  const loading = page.locator('.mantine-Loader-root, .mantine-Skeleton-root, [class*="_placeholder_"]');
  await expect(loading).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 2_000 })
    .catch(() => undefined);
  if ((await page.locator('.recharts-wrapper').count()) > 0) await page.waitForTimeout(CHART_ANIMATION_MS);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function noRawKeys(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const raw = KEYS.filter((key) => text.includes(key));
  expect(raw, `message keys shown as text on ${where}`).toEqual([]);
}

async function tour(page: Page, paths: readonly string[], suffix: string, shot: (name: string) => Promise<void>): Promise<void> {
  for (const path of paths) {
    await openAddress(page, path);
    await settle(page);
    const name = (path === '/' ? 'dashboard' : path.slice(1).replace(/\/[0-9a-f]{24}$/, '-detail').replaceAll('/', '-')) + suffix;
    await noRawKeys(page, path);
    await shot(name);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i += 1) {
      const tab = tabs.nth(i);
      if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
      const label = ((await tab.innerText()).trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || String(i)).slice(0, 30);
      await tab.click();
      await settle(page);
      await noRawKeys(page, `${path} tab ${label}`);
      await shot(`${name}-tab-${label}`);
    }
  }
}

/** The demo data with one confirmed order, signed in as the admin: the addresses of every screen to visit. */
async function prepareTour(page: Page, app: RunningApp): Promise<string[]> {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  await confirmedOrder(api);
  return [...LISTS, ...FORMS, ...(await documentPaths(api))];
}

// The two languages are toured by two apps side by side (each on its own worker when there are two).
test.describe.configure({ mode: 'parallel' });

test('every screen in Spanish, with no untranslated text', async ({ page, app, shot }) => {
  test.setTimeout(600_000);
  const paths = await prepareTour(page, app);
  await expect(page.getByRole('link', { name: 'Pedidos' })).toBeVisible();
  await tour(page, paths, '', shot);
});

test('every screen in English, with no untranslated text', async ({ page, app, shot }) => {
  test.setTimeout(600_000);
  const paths = await prepareTour(page, app);
  await openAddress(page, '/settings');
  await page.getByTestId('locale-select').click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
  await tour(page, paths, '-en', shot);
});
