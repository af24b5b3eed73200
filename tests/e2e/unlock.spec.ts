/**
 * A sign-in lock and the admin's unlock (domain §8), on the demo data (every demo user's password is
 * `demo1234`): five wrong passwords lock Oscar out — the sixth try is refused even with the right
 * one; the admin opens Oscar in Administración → Usuarios, sees "Ingreso bloqueado" and unlocks
 * him; Oscar signs in at once, without waiting out the fifteen minutes.
 */
import type { Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, expect, setUp, signIn, test } from './support/app.js';

const OSCAR = { username: 'oscar', name: 'Oscar Operaciones' } as const;

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
}

test('five wrong passwords lock a user out until the admin unlocks them, and then they sign in', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await signOut(page, 'Administrador');

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn(page, OSCAR.username, `equivocada-${attempt}`);
    await expect(page.getByText('Usuario o contraseña incorrectos.')).toBeVisible();
  }
  // Locked: the right password is refused too, saying to wait.
  await signIn(page, OSCAR.username, DEMO_PASSWORD);
  await expect(page.getByText('Demasiados intentos: esperá 15 min y probá de nuevo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  await shot('sign-in-locked');

  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('button', { name: 'Administrador' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Administración' }).click();
  await page.getByTestId('users-table').getByRole('row').filter({ hasText: OSCAR.username }).click();
  const user = page.getByRole('dialog', { name: `${OSCAR.name} (${OSCAR.username})` });
  await expect(user.getByText(/Ingreso bloqueado/)).toBeVisible();
  await shot('user-locked');
  await user.getByRole('button', { name: 'Desbloquear ingreso' }).click();
  await expect(page.getByText('Ingreso desbloqueado')).toBeVisible();
  await expect(user.getByText(/Ingreso bloqueado/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page, 'Administrador');

  await signIn(page, OSCAR.username, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: OSCAR.name })).toBeVisible({ timeout: 60_000 });
  await shot('signed-in-after-unlock');
});
