import { ADMIN, expect, setUp, signIn, test } from './support/app.js';

test('first run creates the admin, then signing out and in again works, and a wrong password says so', async ({ page, app, shot }) => {
  await page.goto(app.openUrl);
  await shot('first-run');
  await setUp(page, app);
  await expect(page.getByRole('link', { name: 'Configuración' })).toBeVisible();
  await shot('signed-in');

  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();

  await signIn(page, ADMIN.username, 'not-the-password');
  await expect(page.getByText('Usuario o contraseña incorrectos.')).toBeVisible();
  await shot('wrong-password');

  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-online', 'true');
});
