/**
 * Signing in to a desk whose replica the previous build left, full of documents: instead of a
 * frozen window, the screen says "Actualizando la base local…" with the step under way while the
 * replica is upgraded on a worker; a failed upgrade says, in Spanish, what happened and what to do,
 * and "Probar de nuevo" finishes it once the cause is gone, landing in the app with the replica's
 * documents.
 *
 * The test holds the replica's write lock from its own connection: the upgrade waits on it at its
 * first step (so the progress stays on screen to be seen) and, held past the upgrade's wait for a
 * lock, fails as any other failed step would.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Sqlite from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, expect, setUp, signIn, test, waitForSync } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { createOldReplica, createOldRows, oldProduct } from '../support/old-replica.js';

const PRODUCTS = 2_000;

/** What axe-core finds critical or serious on the page (WCAG 2.1 A and AA), as the a11y suite scans. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id);
}

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 } });

test('the desk shows the replica upgrade, a failed one with what to do, and its retry', async ({ page, app, shot }) => {
  await setUp(page, app);
  const api = ipcOf(app.openUrl);
  const session = await api.auth.session();
  if (session.status !== 'signed-in') throw new Error('the set-up did not sign in');
  await api.auth.signOut();

  // The replica as the previous build left it.
  const path = join(app.dataDir, 'replicas', `${session.user._id}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  const old = createOldReplica(path);
  const rows = createOldRows(old);
  old.transaction(() => {
    for (let n = 1; n <= PRODUCTS; n += 1) rows.put(n, oldProduct(n, `Producto anterior ${n}`), { pending: 0 });
  })();
  old.close();
  const lock = new Sqlite(path);
  lock.exec('BEGIN IMMEDIATE');
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Actualizando la base local…' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Paso 1 de 3' })).toBeVisible();
    await shot('upgrading');
    expect(await seriousViolations(page)).toEqual([]);

    await expect(page.getByRole('heading', { name: 'No se pudo actualizar la base local' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('replica-upgrade-failed')).toHaveText(/Quedó como estaba y no se perdió nada\. Probá de nuevo/);
    await shot('upgrade-failed');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    lock.exec('COMMIT');
    lock.close();
  }

  await page.getByRole('button', { name: 'Probar de nuevo' }).click();
  await expect(page.getByTestId('sync-indicator')).toBeVisible({ timeout: 30_000 });
  await waitForSync(page);
  expect((await api.product.list({ query: 'producto anterior', limit: 1 })).total).toBe(PRODUCTS);
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page.getByText('Producto anterior 2000')).toBeVisible();
  await shot('upgraded');
});
