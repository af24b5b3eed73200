/**
 * Messages to customers on a single PC (issue 22): with no channel set up, Administración → Mensajes
 * says customer sign-in by code is not set up and lists nothing; Configuración → Mensajes a
 * clientes refuses a mail server that is not smtp:// and keeps a good one for the next start, its
 * password kept but never shown back.
 */
import { expect, setUp, test } from './support/app.js';

test('the admin sees that no channel sends sign-in codes, and sets one up for the next start', async ({ page, app, shot }) => {
  await setUp(page, app);
  await page.getByRole('link', { name: 'Administración' }).click();
  await page.getByRole('tab', { name: 'Mensajes' }).click();
  await expect(page.getByTestId('no-message-channel')).toContainText('El ingreso de clientes con código no está configurado');
  await expect(page.getByText('No hay mensajes')).toBeVisible();
  await expect(page.getByText('Sin configurar')).toHaveCount(2);
  await shot('messages-no-channel');

  await page.getByRole('link', { name: 'Configuración' }).click();
  const mail = page.getByLabel('Servidor de correo (SMTP_URL)');
  await mail.fill('http://smtp.example.com');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText(/tiene que tener la forma smtp:\/\/usuario:clave@servidor:587/i).first()).toBeVisible();
  await mail.fill('smtp://ventas:clave@smtp.example.com:587');
  await page.getByLabel('Remitente (SMTP_FROM)').fill('Ventas <ventas@example.com>');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('El cambio de servidor se aplica al volver a abrir la aplicación.')).toBeVisible();

  // The password is kept, never shown back: the address comes back without it, its field blank and saying one is saved.
  await page.getByRole('link', { name: 'Administración' }).click();
  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(mail).toHaveValue('smtp://ventas@smtp.example.com:587');
  const password = page.getByLabel('Contraseña del correo');
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('placeholder', 'Guardada');
  await expect(page.getByText('Hay una guardada, que no se muestra.').first()).toBeVisible();
  await expect(page.locator('input[value*="clave"]')).toHaveCount(0);
  await shot('messaging-settings');
});
