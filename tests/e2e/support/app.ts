/**
 * The end-to-end fixture: each test gets the app on a fresh data folder, a page opened on it, and
 * `shot(name)` that saves a screenshot of what the user sees as a test artifact
 * (test-results/screens/<spec>/<nn>-<name>.png) — and fails the test if the screen failed to draw.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { startApp, type RunningApp } from './processes.js';

export const ADMIN = { username: 'admin', password: 'admin-secret-1' } as const;
/** Every demo user's password (src-server/setup/demo.ts). */
export const DEMO_PASSWORD = 'demo1234';
const SCREENS_DIR = resolve(import.meta.dirname, '../../../test-results/screens');

interface Fixtures {
  app: RunningApp;
  shot: (name: string) => Promise<void>;
}

interface Options {
  /**
   * False: the first run's demo data is the catalog alone (`SEED_DEMO=catalog`), for a spec whose
   * worked example starts from an empty book (buy #1, no cash entries yet) rather than after the
   * demo's six months of history.
   */
  demoHistory: boolean;
}

export const test = base.extend<Fixtures & Options>({
  demoHistory: [true, { option: true }],
  app: async ({ demoHistory }, use) => {
    const app = await startApp(demoHistory ? {} : { env: { SEED_DEMO: 'catalog' } });
    await use(app);
    await app.stop();
  },
  shot: async ({ page }, use, testInfo) => {
    const dir = join(SCREENS_DIR, basename(testInfo.file, '.spec.ts'));
    mkdirSync(dir, { recursive: true });
    let count = 0;
    await use(async (name: string) => {
      count += 1;
      const path = join(dir, `${String(count).padStart(2, '0')}-${name}.png`);
      // A screen that failed to draw shows its error in place (ScreenErrorBoundary): never a screen to keep.
      await expect(page.getByTestId('screen-failed'), `the screen before "${name}" failed to draw`).toHaveCount(0);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(name, { path, contentType: 'image/png' });
    });
  },
});

export { expect };

/**
 * First run of the embedded app: create the admin (optionally with the demo data) and land signed
 * in, with the first sync done — a test may read the replica (its IPC) right away.
 */
export async function setUp(page: Page, app: RunningApp, options: { demo?: boolean } = {}): Promise<void> {
  await page.goto(app.openUrl);
  await expect(page.getByRole('heading', { name: 'Primer uso' })).toBeVisible();
  await page.getByLabel('Usuario administrador').fill(ADMIN.username);
  await page.getByLabel(/^Contraseña/).fill(ADMIN.password);
  if (options.demo) await page.getByLabel(/Cargar datos de demostración/).check();
  await page.getByRole('button', { name: 'Crear y entrar' }).click();
  await expect(page.getByTestId('sync-indicator')).toBeVisible({ timeout: 60_000 });
  await waitForSync(page);
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** A desk pointed at a server (remote mode has no setup step): its sign-in screen, then the user signed in and the link up. */
export async function signInRemote(page: Page, app: RunningApp, user: { readonly username: string; readonly password: string }): Promise<void> {
  await page.goto(app.openUrl);
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible({ timeout: 30_000 });
  await signIn(page, user.username, user.password);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-online', 'true', { timeout: 30_000 });
}

/** Until the replica has caught up once and no sync runs (after a sign-in it pulls everything the user may see). */
export async function waitForSync(page: Page): Promise<void> {
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toHaveAttribute('data-synced-at', /\d/, { timeout: 60_000 });
  await expect(indicator).toHaveAttribute('data-syncing', 'false', { timeout: 60_000 });
}

/** Full-page screenshots from the top, so the fixed header is drawn where it belongs. */
export function topShot(page: Page, shot: (name: string) => Promise<void>): (name: string) => Promise<void> {
  return async (name) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(name);
  };
}
