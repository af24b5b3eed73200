/**
 * Accessible to everyone at the counter: axe-core (WCAG 2.1 A and AA) on every screen the screens
 * tour visits, plus the states a list of addresses does not reach (the order editor holding a line,
 * a dialog open, a search picker open), and on the customers' store (/tienda/, on a phone). Any
 * critical or serious violation fails, each printed with its rule, its element and the screen; each
 * screen scanned is kept as a PNG with the test's results. Beside the scan, what axe cannot judge:
 * one h1 per screen and no skipped heading level, the search pickers announcing the match Enter
 * picks, a skip link first, focus and an announcement on a new screen, the sync indicator a live
 * region, `<html lang>` following the language, and the orders list at 200 %.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signInCodeOf, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { ADMIN, expect, setUp, test } from './support/app.js';
import { ipcOf, openAddress } from './support/navigation.js';
import { scratchDir, startStandaloneServer, tellServer, type RunningApp, type StandaloneServer } from './support/processes.js';
import { confirmedOrder, documentPaths, FORMS, LISTS, settle } from './support/screens.js';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

interface Failure {
  screen: string;
  rule: string;
  impact: string;
  target: string;
}

async function scan(page: Page, screen: string): Promise<Failure[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.filter((v) => BLOCKING.has(v.impact ?? '')).flatMap((v) => v.nodes.map((n) => ({ screen, rule: v.id, impact: v.impact ?? '', target: n.target.join(' ') })));
}

/** Headings as a screen reader lists them: exactly one h1, and no level skipped going down. */
async function headingProblems(page: Page, screen: string): Promise<string[]> {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.filter((h) => (h as HTMLElement).offsetParent !== null || getComputedStyle(h).position === 'fixed' || h.getClientRects().length > 0).map((h) => Number(h.tagName[1])));
  const problems: string[] = [];
  const ones = levels.filter((l) => l === 1).length;
  if (ones !== 1) problems.push(`${screen}: ${ones} h1 (headings ${levels.join(',')})`);
  levels.forEach((level, i) => {
    const before = levels[i - 1] ?? 0;
    if (level > before + 1) problems.push(`${screen}: h${before} → h${level}`);
  });
  return problems;
}

function report(failures: Failure[]): string {
  return failures.map((f) => `[${f.impact}] ${f.rule} on ${f.screen}: ${f.target}`).join('\n');
}

/** The screen as scanned, kept with the test's results: a colour change is looked at, not only measured. */
async function look(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  const name = screen.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(screen, { path, contentType: 'image/png' });
}

/** Scans the screen as it is now, keeps its picture, and adds what is wrong with it. */
function checker(page: Page, testInfo: TestInfo) {
  const failures: Failure[] = [];
  const headings: string[] = [];
  return {
    failures,
    headings,
    async check(screen: string, { withHeadings = true } = {}): Promise<void> {
      failures.push(...(await scan(page, screen)));
      if (withHeadings) headings.push(...(await headingProblems(page, screen)));
      await look(page, testInfo, screen);
    },
    verdict(screens: number): void {
      console.log(`axe: ${failures.length} critical or serious failing elements on ${screens} screens`);
      expect.soft(failures, report(failures)).toEqual([]);
      expect(headings).toEqual([]);
    },
  };
}

/**
 * The option a search picker highlights is the first of its matches, and the input says so
 * (`aria-activedescendant`) for a screen reader to announce. The first match's text is returned,
 * (its first line: a name) to check that Enter picks it.
 */
async function expectFirstMatchAnnounced(input: Locator): Promise<string> {
  const announced = () =>
    input.evaluate((el) => {
      const list = document.getElementById(el.getAttribute('aria-controls') ?? '');
      const first = list?.querySelector<HTMLElement>('[role="option"]');
      const active = el.getAttribute('aria-activedescendant');
      return first && active === first.id && first.hasAttribute('data-combobox-selected') ? (first.innerText.split('\n')[0] ?? '') : null;
    });
  await expect.poll(announced, { message: 'the first match is highlighted and named by aria-activedescendant' }).not.toBeNull();
  await expect(input).toHaveAttribute('role', 'combobox');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return (await announced()) ?? '';
}

async function prepare(page: Page, app: RunningApp): Promise<string[]> {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  await confirmedOrder(api);
  return [...LISTS, ...FORMS, ...(await documentPaths(api))];
}

test.describe.configure({ mode: 'parallel' });

test('no critical or serious WCAG 2.1 A/AA violation on any screen, one h1 each and no skipped level', async ({ page, app }, testInfo) => {
  test.setTimeout(600_000);
  const paths = await prepare(page, app);
  const screens = checker(page, testInfo);
  for (const path of paths) {
    await openAddress(page, path);
    await settle(page);
    await screens.check(path);
  }

  // The order editor's states: a picker open on its matches, a dialog, a line in the order.
  await openAddress(page, '/orders/new');
  await settle(page);
  const customer = page.getByLabel('Buscar cliente');
  await customer.fill('zzzz-nadie');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  await screens.check('/orders/new dialog open', { withHeadings: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await customer.fill('Almacén');
  const firstCustomer = await expectFirstMatchAnnounced(customer);
  await screens.check('/orders/new picker open');
  await customer.press('Enter');
  await expect(page.getByTestId('order-customer')).toContainText(firstCustomer);
  const product = page.getByLabel('Agregar producto');
  await expect(product).toBeFocused();
  await page.keyboard.type('Leche');
  const firstProduct = await expectFirstMatchAnnounced(product);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('item-quantity').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: firstProduct }).getByTestId('item-quantity')).toBeVisible();
  await settle(page);
  await screens.check('/orders/new with a line');

  // A buy's pickers: the provider (a Select over a search) and its products.
  await openAddress(page, '/buys/new');
  await settle(page);
  const provider = page.getByTestId('provider-select');
  await provider.fill('Seren');
  const firstProvider = await expectFirstMatchAnnounced(provider);
  await screens.check('/buys/new provider picker open');
  await provider.press('Enter');
  await expect(provider).toHaveValue(firstProvider);
  const buyProduct = page.getByLabel('Agregar producto');
  await buyProduct.fill('Leche');
  await expectFirstMatchAnnounced(buyProduct);
  await screens.check('/buys/new product picker open');
  await buyProduct.press('Enter');
  await expect(page.getByRole('row', { name: /^1 Leche/ })).toBeVisible();

  screens.verdict(paths.length + 6);
});

test("the customers' store passes the same scan, one h1 on each of its screens", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const scratch = scratchDir();
  let smtp: TestSmtp | undefined;
  let server: StandaloneServer | undefined;
  try {
    smtp = await startTestSmtp();
    server = await startStandaloneServer(scratch.dir, ADMIN, { demo: true, env: { SMTP_URL: smtp.url, SMTP_FROM: 'tienda@example.com' } });
    const shopper = { name: 'Almacén Accesible', phone: '+54 11 40001234', email: 'accesible@example.com' };
    await tellServer(server, ADMIN, '/customer', { ...shopper, address: { label: 'Local', street: 'Av. Meeks 1020', city: 'Temperley', province: 'Buenos Aires' } });
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' })).newPage();
    const screens = checker(phone, testInfo);

    await phone.goto(`${server.url}/tienda/`);
    await expect(phone.getByRole('heading', { level: 1, name: 'Entrá con tu teléfono' })).toBeVisible();
    await screens.check('/tienda sign-in');
    await phone.getByLabel('Teléfono').fill(shopper.phone);
    await phone.getByRole('button', { name: 'Mandame el código' }).click();
    const code = signInCodeOf(await smtp.waitForMessage(shopper.email, 30_000));
    await expect(phone.getByLabel('Código').first()).toBeVisible();
    await screens.check('/tienda sign-in code');
    await phone.getByLabel('Código').first().click();
    await phone.keyboard.type(code);
    await expect(phone.getByText(shopper.name)).toBeVisible();
    await expect(phone.getByTestId('store-product').first()).toBeVisible();
    await screens.check('/tienda catalog');

    const addable = phone.getByTestId('store-product').getByRole('button', { name: 'Agregar' }).and(phone.locator(':enabled')).first();
    await addable.click();
    await expect(phone.getByText(/^En el carrito: /).first()).toBeVisible();
    await screens.check('/tienda catalog with the cart holding one');
    await phone.getByRole('button', { name: /Carrito/ }).click();
    await expect(phone.getByTestId('store-cart-line')).toHaveCount(1);
    await screens.check('/tienda cart and checkout');
    await phone.getByRole('button', { name: /Pedidos/ }).click();
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await screens.check('/tienda orders');
    await phone.getByRole('button', { name: /Cuenta/ }).click();
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await screens.check('/tienda account');
    screens.verdict(6);
  } finally {
    await server?.stop();
    await smtp?.stop();
    scratch.remove();
  }
});

test('skip link first, focus and announcement on a new screen, live sync state, lang follows the language', async ({ page, app }, testInfo) => {
  await setUp(page, app, { demo: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await expect(page.getByTestId('sync-indicator').getByRole('status')).toHaveAttribute('aria-live', 'polite');

  // The first thing the keyboard reaches in the page, before the navigation.
  const firstFocusable = await page.evaluate(() => document.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')?.textContent);
  expect(firstFocusable).toBe('Saltar al contenido');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await skip.focus();
  await look(page, testInfo, 'focus-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();

  // A screen opened from the navigation: its title has the focus and is announced.
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Pedidos');
  // The keyboard from the title: the next control shows its focus ring.
  await page.keyboard.press('Tab');
  await look(page, testInfo, 'focus-ring-after-title');

  // "Nuevo pedido", a customer picked, a line, a save: the focus never falls to the page, and each
  // new screen is announced (the editor keeps the focus in its customer field, where typing starts).
  const focusKept = () => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);
  await page.keyboard.press('Control+n');
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Nuevo pedido');
  await page.keyboard.type('Almacén Don Pepe');
  await expectFirstMatchAnnounced(page.getByLabel('Buscar cliente'));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Agregar producto')).toBeFocused();
  await page.keyboard.type('Leche entera');
  await expectFirstMatchAnnounced(page.getByLabel('Agregar producto'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('item-quantity').first()).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  // The number comes with the server's answer: as long as a sync may take on a busy PC, as the other specs wait.
  await expect(page.getByTestId('route-announcer')).toHaveText(/^Pedido N\.º \d+/, { timeout: 30_000 });
  await expect.poll(focusKept, { message: 'focus kept after saving' }).toBe(true);

  await openAddress(page, '/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByTestId('locale-select').click();
  // The language applies as it is chosen: no Save.
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
});

test('the orders list at 200 % zoom: the page keeps its width, the table scrolls inside its region', async ({ page, app }, testInfo) => {
  await setUp(page, app, { demo: true });
  await confirmedOrder(ipcOf(app.openUrl));
  await page.setViewportSize({ width: 683, height: 384 });
  for (const path of ['/orders', '/customers', '/orders/new']) {
    await openAddress(page, path);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await look(page, testInfo, `zoom-200${path}`);
    expect(overflow, `${path} overflows the page sideways at 200 %`).toBeLessThanOrEqual(0);
  }
  await openAddress(page, '/orders');
  await settle(page);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const sideways = await grid.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sideways.scroll, 'the orders table scrolls sideways inside its region').toBeGreaterThan(sideways.client);
  await grid.evaluate((el) => el.scrollBy({ left: 400 }));
  await look(page, testInfo, 'zoom-200-orders-scrolled');
});
