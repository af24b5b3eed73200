/**
 * The log file (issue 20): the app started by the browser host writes `logs/app.log` in its data
 * folder, and Configuración → "Abrir carpeta de registros" says where that folder is (a browser tab
 * cannot open it; the desktop shell opens it in the file manager).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, setUp, test } from './support/app.js';

test('the settings screen shows where the log folder is, and the app writes its log there', async ({ page, app, shot }) => {
  await setUp(page, app);
  await page.getByRole('link', { name: 'Configuración' }).click();
  const card = page.getByTestId('log-folder-card');
  await card.getByRole('button', { name: 'Abrir carpeta de registros' }).click();
  await expect(card.getByRole('status')).toContainText('Desde el navegador no se puede abrir la carpeta. Está en:');
  await expect(card.locator('code')).toHaveText(join(app.dataDir, 'logs'));
  await shot('log-folder');
  // What the main process reported since it started is in it, each line with its time in front.
  expect(readFileSync(join(app.dataDir, 'logs', 'app.log'), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z /m);
});
