/**
 * Administración on a fresh app (seeded: the default garage "Temperley", four IVA taxes, the admin
 * and the house partner "Mostrador"): the admin sets up a garage, a category, a delivery option
 * with its prices and a pay method, each checked in its list as the server numbered it; bad input
 * shows the contract's message under its field. Then a partner (AV) user is created, a device is
 * paired for them with a code, they set a password in their profile and sign in with it; once
 * the admin disables them, signing in with that same password is refused.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, setUp, signIn, test } from './support/app.js';
import { numberCell } from './support/numbers.js';

const PARTNER = { username: 'lucia', name: 'Lucía Gómez', password: 'lucia-clave-1' } as const;

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A list row by the text it holds. */
function row(page: Page, table: string, text: string): Locator {
  return page.getByTestId(table).getByRole('row').filter({ hasText: text });
}

/** Every write has reached the server (the outbox is empty). */
async function synced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
}

/** A drawer has finished sliding in, so its screenshot shows it in place. */
async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
}

test('the admin sets up the business and a partner user, who pairs, sets a password, and is refused once disabled', async ({ page, app, shot }) => {
  await setUp(page, app);
  await page.getByRole('link', { name: 'Administración' }).click();
  await expect(page.getByRole('heading', { name: 'Administración' })).toBeVisible();
  // The seeded users: the admin and the house partner.
  await expect(numberCell(row(page, 'users-table', 'Administrador'))).toHaveText('1');
  await expect(row(page, 'users-table', 'Mostrador')).toContainText('Socio (AV)');
  await expect(page.getByText('2 filas')).toBeVisible();
  await shot('admin-users');

  // ── A garage: an empty name and a half address are refused with the contract's words, per field.
  await openTab(page, 'Depósitos');
  await expect(row(page, 'garages-table', 'Temperley')).toContainText('Predeterminado');
  await page.getByRole('button', { name: /Nuevo depósito/ }).click();
  const garage = page.getByRole('dialog', { name: 'Nuevo depósito' });
  await garage.getByLabel('Calle y número').fill('Av. Hipólito Yrigoyen 4500');
  await garage.getByRole('button', { name: /Guardar/ }).click();
  // Name, city and province, each beside its field.
  await expect(garage.getByText('No puede quedar vacío')).toHaveCount(3);
  await expect(garage.getByText('Revisá los datos marcados.')).toBeVisible();
  await shot('garage-bad-input');
  await garage.getByLabel('Nombre').fill('Lanús');
  await expect(garage.getByText('No puede quedar vacío')).toHaveCount(2);
  await garage.getByLabel('Localidad').fill('Lanús');
  await garage.getByLabel('Provincia').fill('Buenos Aires');
  // Ctrl+S saves from inside the form.
  await garage.getByLabel('Provincia').press('Control+s');
  await expect(garage).toBeHidden();
  await expect(numberCell(row(page, 'garages-table', 'Lanús'))).toHaveText('2', { timeout: 30_000 });
  await expect(row(page, 'garages-table', 'Lanús')).toContainText('Av. Hipólito Yrigoyen 4500, Lanús, Buenos Aires');

  // Edited, then disabled (it leaves the list) and enabled again from the disabled ones.
  await row(page, 'garages-table', 'Lanús').click();
  const lanus = page.getByRole('dialog', { name: 'Lanús', exact: true });
  await lanus.getByLabel('Teléfono').fill('+54 11 4241-0000');
  await lanus.getByRole('button', { name: /Guardar/ }).click();
  await expect(lanus).toBeHidden();
  await expect(row(page, 'garages-table', 'Lanús')).toContainText('+54 11 4241-0000');
  await shot('admin-garages');
  await row(page, 'garages-table', 'Lanús').click();
  await lanus.getByRole('button', { name: 'Deshabilitar', exact: true }).click();
  await page.getByRole('dialog', { name: '¿Deshabilitar el depósito Lanús?' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(lanus).toBeHidden();
  await expect(row(page, 'garages-table', 'Lanús')).toHaveCount(0);
  await synced(page);
  await page.getByText('Deshabilitados', { exact: true }).click();
  await expect(row(page, 'garages-table', 'Lanús')).toContainText('+54 11 4241-0000');
  await expect(row(page, 'garages-table', 'Temperley')).toHaveCount(0);
  await shot('admin-garages-disabled');
  await row(page, 'garages-table', 'Lanús').click();
  await lanus.getByRole('button', { name: 'Habilitar', exact: true }).click();
  await expect(lanus).toBeHidden();
  await page.getByText('Habilitados', { exact: true }).click();
  await expect(numberCell(row(page, 'garages-table', 'Lanús'))).toHaveText('2', { timeout: 30_000 });

  // ── A category: the slug follows the name.
  await openTab(page, 'Categorías');
  await expect(page.getByText('Todavía no hay categorías')).toBeVisible();
  await shot('admin-categories-empty');
  await page
    .getByRole('button', { name: /Nueva categoría/ })
    .first()
    .click();
  const category = page.getByRole('dialog', { name: 'Nueva categoría' });
  await category.getByLabel('Nombre').fill('Fiambres y Quesos');
  await expect(category.getByLabel('Identificador web')).toHaveValue('fiambres-y-quesos');
  await category.getByRole('button', { name: /Guardar/ }).click();
  await expect(category).toBeHidden();
  await expect(row(page, 'categories-table', 'Fiambres y Quesos')).toContainText('fiambres-y-quesos');
  await expect(numberCell(row(page, 'categories-table', 'Fiambres y Quesos'))).toHaveText('1', { timeout: 30_000 });
  await shot('admin-categories');

  // A second one with the same slug is refused before it is queued, in Spanish from the error's key
  // (validation.taken), never in the contract's English.
  await page
    .getByRole('button', { name: /Nueva categoría/ })
    .first()
    .click();
  await category.getByLabel('Nombre').fill('Fiambres y quesos');
  await expect(category.getByLabel('Identificador web')).toHaveValue('fiambres-y-quesos');
  await category.getByRole('button', { name: /Guardar/ }).click();
  await expect(category.getByText('«fiambres-y-quesos» ya está en uso')).toBeVisible();
  await expect(category.getByText(/already taken/)).toHaveCount(0);
  await shot('admin-category-slug-taken');
  await page.keyboard.press('Escape');
  await expect(category).toBeHidden();
  await expect(row(page, 'categories-table', 'Fiambres y')).toHaveCount(1);

  // ── A delivery option with its prices.
  await openTab(page, 'Envíos');
  await expect(page.getByText('Todavía no hay opciones de envío')).toBeVisible();
  await page.keyboard.press('Control+n');
  const delivery = page.getByRole('dialog', { name: 'Nueva opción de envío' });
  // The cursor waits in the name, typed at once: on the close button, the name's first space closed the drawer.
  await expect(delivery.getByLabel('Nombre')).toBeFocused();
  await page.keyboard.type('Envío a domicilio');
  await expect(delivery.getByLabel('Nombre')).toHaveValue('Envío a domicilio');
  await delivery.getByRole('textbox', { name: 'Precio al cliente' }).fill('3500');
  await delivery.getByRole('textbox', { name: 'Precio al socio' }).fill('2500,50');
  await delivery.getByLabel('El socio aporta al envío').check();
  await delivery.getByRole('button', { name: /Guardar/ }).click();
  await expect(delivery).toBeHidden();
  const home = row(page, 'deliveries-table', 'Envío a domicilio');
  await expect(home).toContainText('$ 3.500,00');
  await expect(home).toContainText('$ 2.500,50');
  await expect(numberCell(home)).toHaveText('1', { timeout: 30_000 });
  await shot('admin-deliveries');

  await openTab(page, 'Retiros');
  await expect(page.getByText('Todavía no hay opciones de retiro')).toBeVisible();
  await shot('admin-withdrawals');

  await openTab(page, 'Terceros');
  await expect(page.getByText('Todavía no hay terceros')).toBeVisible();
  await shot('admin-thirds');

  // ── A pay method.
  await openTab(page, 'Medios de pago');
  await expect(page.getByText('Todavía no hay medios de pago')).toBeVisible();
  await page
    .getByRole('button', { name: /Nuevo medio de pago/ })
    .first()
    .click();
  const payMethod = page.getByRole('dialog', { name: 'Nuevo medio de pago' });
  await payMethod.getByLabel('Nombre').fill('Transferencia bancaria');
  await payMethod.getByRole('button', { name: /Guardar/ }).click();
  await expect(payMethod).toBeHidden();
  await expect(numberCell(row(page, 'pay-methods-table', 'Transferencia bancaria'))).toHaveText('1', { timeout: 30_000 });
  await shot('admin-pay-methods');

  await openTab(page, 'Medios de cobro');
  await expect(page.getByText('Todavía no hay medios de cobro')).toBeVisible();
  await shot('admin-charge-methods');

  await openTab(page, 'Impuestos');
  await expect(row(page, 'taxes-table', 'IVA 21% ventas')).toContainText('21 %');
  await expect(row(page, 'taxes-table', 'IVA 10.5% compras')).toContainText('10,5 %');
  await expect(page.getByText('4 filas')).toBeVisible();
  await shot('admin-taxes');

  // ── A partner user: no role picked is refused with the contract's message under the field.
  await openTab(page, 'Usuarios');
  await page.getByRole('button', { name: /Nuevo usuario/ }).click();
  const newUser = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await expect(newUser.getByRole('textbox', { name: 'Usuario', exact: true })).toBeFocused();
  await newUser.getByRole('textbox', { name: 'Usuario', exact: true }).fill(PARTNER.username);
  await newUser.getByLabel('Nombre').fill(PARTNER.name);
  await newUser.getByRole('button', { name: /Guardar/ }).click();
  await expect(newUser.getByText('Es obligatorio')).toBeVisible();
  await newUser.getByRole('combobox', { name: 'Rol', exact: true }).click();
  await page.getByRole('option', { name: 'Socio (AV)' }).click();
  await expect(newUser.getByText('Es obligatorio')).toHaveCount(0);
  await expect(newUser.getByText('Revisá los datos marcados.')).toHaveCount(0);
  await expect(newUser.getByText('Datos del socio (AV)')).toBeVisible();
  await shot('user-new');
  // A username another user holds (whatever its case) is refused under the field before it is sent.
  await newUser.getByRole('textbox', { name: 'Usuario', exact: true }).fill('Admin');
  await newUser.getByRole('button', { name: /Guardar/ }).click();
  await expect(newUser.getByText('«Admin» ya está en uso')).toBeVisible();
  await shot('user-username-taken');
  await newUser.getByRole('textbox', { name: 'Usuario', exact: true }).fill(PARTNER.username);
  await expect(newUser.getByText('«Admin» ya está en uso')).toHaveCount(0);
  await newUser.getByRole('button', { name: /Guardar/ }).click();

  // The new user stays in view to pair a device, once the server has it.
  const user = page.getByRole('dialog', { name: `${PARTNER.name} (${PARTNER.username})` });
  await expect(user.getByRole('button', { name: 'Generar código de vinculación' })).toBeEnabled({ timeout: 30_000 });
  await user.getByRole('button', { name: 'Generar código de vinculación' }).click();
  const pairing = page.getByRole('dialog', { name: `Código para vincular un equipo de ${PARTNER.name}` });
  await expect(pairing.getByTestId('pairing-code')).toHaveText(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  await expect(pairing.getByTestId('pairing-expiry')).toContainText(/Vale una sola vez, hasta el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}\./);
  await expect(pairing.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  const code = (await pairing.getByTestId('pairing-code').textContent()) ?? '';
  await shot('pairing-code');
  // The footer's Cerrar (the header's × is named Cerrar too, for screen readers).
  await pairing.getByRole('button', { name: 'Cerrar' }).last().click();
  await page.keyboard.press('Escape');
  await expect(user).toBeHidden();
  await expect(numberCell(row(page, 'users-table', PARTNER.username))).toHaveText('3');
  // Ctrl+K searches the list.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('gomez');
  await expect(page.getByText('1 fila', { exact: true })).toBeVisible();
  await expect(row(page, 'users-table', PARTNER.username)).toContainText(PARTNER.name);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(page.getByText('3 filas')).toBeVisible();
  await synced(page);
  await signOut(page, 'Administrador');

  // ── The partner pairs this device with the code and lands on their dashboard.
  await page.getByRole('tab', { name: 'Vincular este equipo' }).click();
  await page.getByLabel('Código de vinculación').fill(code);
  await page.getByRole('button', { name: 'Vincular' }).click();
  await expect(page.getByRole('button', { name: PARTNER.name })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Tablero' })).toBeVisible();
  await expect(page.getByTestId('orders-by-state')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);
  await shot('partner-dashboard-paired');

  // They choose a password in their profile; a mismatch is caught first.
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await expect(page.getByText(`Ingresás como ${PARTNER.username}.`)).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill(PARTNER.password);
  await page.getByLabel('Repetí la contraseña').fill('otra-cosa');
  await page.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Repetí la contraseña').fill(PARTNER.password);
  await page.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('Contraseña guardada: usala la próxima vez que ingreses.')).toBeVisible();
  await shot('profile');
  await page.getByRole('link', { name: 'Tablero' }).click();
  await signOut(page, PARTNER.name);

  // The password works.
  await signIn(page, PARTNER.username, PARTNER.password);
  await expect(page.getByRole('button', { name: PARTNER.name })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('orders-by-state')).toBeVisible();
  await signOut(page, PARTNER.name);

  // ── Back as admin: disabling asks first, then the partner is listed as disabled.
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('link', { name: 'Administración' }).click();
  await row(page, 'users-table', PARTNER.username).click();
  const partner = page.getByRole('dialog', { name: `${PARTNER.name} (${PARTNER.username})` });
  await partner.getByRole('button', { name: 'Deshabilitar usuario' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Deshabilitar a ${PARTNER.name}?` });
  await expect(confirm).toContainText('Se cierran sus sesiones en todos los equipos');
  await shot('user-disable-confirm');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(partner).toBeHidden();
  await expect(row(page, 'users-table', PARTNER.username)).toHaveCount(0);
  await synced(page);
  // The disabled ones come from the server, ready to be enabled again.
  await page.getByText('Deshabilitados', { exact: true }).click();
  await expect(row(page, 'users-table', PARTNER.username)).toContainText(PARTNER.name);
  await expect(page.getByText('1 fila', { exact: true })).toBeVisible();
  await row(page, 'users-table', PARTNER.username).click();
  await expect(partner.getByRole('button', { name: 'Habilitar usuario' })).toBeVisible();
  await expect(partner.getByRole('button', { name: 'Generar código de vinculación' })).toBeDisabled();
  await settled(page);
  await shot('user-disabled');
  await page.keyboard.press('Escape');
  await signOut(page, 'Administrador');

  // The same password is now refused with the contract's sign-in refusal.
  await signIn(page, PARTNER.username, PARTNER.password);
  await expect(page.getByText('Usuario o contraseña incorrectos.')).toBeVisible();
  await expect(page.getByRole('button', { name: PARTNER.name })).toHaveCount(0);
  await shot('disabled-user-refused');
});
