/**
 * The rest of purchasing: providers kept with their rules checked beside each field, and a
 * provider's invoice recorded against one of its buys — which then stops counting as a buy
 * "without receipt" until the invoice is voided.
 *
 * Worked numbers: Jamón cocido 1 kg costs 11.858,00 (9.800 + IVA 21% compras); its invoice is
 * net 9.800,00 + IVA 2.058,00 = 11.858,00. The demo's six months of buys and receipts come before
 * the test's own, told apart by the new buy's number and the invoice's code.
 */
import { expect, setUp, test } from './support/app.js';
import { pick, typeInto } from './support/forms.js';
import { numbered } from './support/numbers.js';

test('providers are checked and kept; an invoice linked to a buy takes it off "without receipt" until voided', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });

  await page.getByRole('link', { name: 'Proveedores' }).click();
  await expect(page.getByTestId('provider-table')).toContainText('La Campagnola');
  await page.getByLabel('Buscar').fill('Serení');
  await expect(page.getByTestId('provider-table').getByRole('row')).toHaveCount(2);
  await shot('providers-search');

  await page.keyboard.press('Control+N');
  await page.getByLabel('Nombre').fill('Distribuidora Mayorista del Sur Oeste');
  // Dashes and spaces are how a CUIT is written and do not count; anything else is no CUIT.
  await page.getByLabel('CUIT').fill('30*1234567');
  await page.getByLabel('Localidad').fill('Lomas de Zamora '.repeat(17));
  await page.getByRole('button', { name: 'Guardar (Ctrl+S)' }).click();
  await expect(page.getByText('Hasta 30 caracteres')).toBeVisible();
  await expect(page.getByText('Solo letras y números', { exact: true })).toBeVisible();
  await expect(page.getByText(/255 caracteres/)).toBeVisible();
  // The province beside a refused town stays on its line.
  const top = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())?.y;
  expect(await top('Provincia')).toBe(await top('Localidad'));
  await shot('provider-errors');

  await page.getByLabel('Nombre').fill('Distribuidora del Sur');
  // Typed without dashes, the CUIT reads as printed once its 11 digits are in.
  await page.getByLabel('CUIT').clear();
  await page.getByLabel('CUIT').pressSequentially('3012345678');
  await expect(page.getByLabel('CUIT')).toHaveValue('3012345678');
  await page.getByLabel('CUIT').press('9');
  await expect(page.getByLabel('CUIT')).toHaveValue('30-12345678-9');
  await page.getByLabel('Teléfono').fill('+54 11 4244-0000');
  await page.getByLabel('Localidad').fill('Lomas de Zamora');
  await page.getByLabel('Compra mínima').fill('20000');
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('heading', { name: 'Distribuidora del Sur' })).toBeVisible();
  // The saved provider's form shows its CUIT as the list prints it, not the 11 digits stored.
  await expect(page.getByLabel('CUIT')).toHaveValue('30-12345678-9');
  await shot('provider-detail');
  await page.getByRole('button', { name: 'Deshabilitar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Proveedores' })).toBeVisible();
  await page.getByLabel('Buscar').fill('Distribuidora');
  await expect(page.getByText('Ningún proveedor coincide')).toBeVisible();
  await shot('provider-disabled');
  await page.getByRole('button', { name: 'Deshacer' }).click();
  const restored = page.getByTestId('provider-table').getByRole('row', { name: /Distribuidora del Sur/ });
  // Stored as its 11 digits, listed as a CUIT is printed.
  await expect(restored).toContainText('30-12345678-9');
  await expect(restored).toContainText('$ 20.000,00');

  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await page.keyboard.press('Control+N');
  await pick(page, 'Proveedor', 'La Serenísima', { typed: 'Seren' });
  await page.getByLabel('Agregar producto').fill('Jamón cocido');
  await expect(page.getByRole('option', { name: /^Jamón cocido \$/ })).toHaveAttribute('data-combobox-selected', 'true');
  await page.getByLabel('Agregar producto').press('Enter');
  await expect(page.getByTestId('buy-total')).toHaveText('$ 11.858,00');
  await page.keyboard.press('Control+S');
  const heading = page.getByRole('heading', { name: /^Compra N\.º \d+$/ });
  await expect(heading).toBeVisible();
  const buyNumber = (await heading.textContent())?.replace(/\D/g, '') ?? '';
  // Where it stands alone — the receipt's picker and its "Compra" cell — the number reads "N.º 12".
  const buy = `N.º ${buyNumber}`;
  const buyRows = page.getByTestId('buy-table').getByRole('row');
  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByLabel('Sin comprobante').check();
  await expect(numbered(buyRows, buyNumber)).toBeVisible();

  await page.getByRole('link', { name: 'Comprobantes' }).click();
  await expect(page.getByTestId('receipt-table')).toContainText('Factura');
  await shot('receipts-list');
  await page.keyboard.press('Control+N');
  await page.getByRole('button', { name: 'Guardar (Ctrl+S)' }).click();
  await expect(page.getByText('Obligatorio')).toHaveCount(4);
  await expect(page.getByLabel('N.º de comprobante')).toBeFocused();
  await shot('receipt-errors');

  await page.getByLabel('N.º de comprobante').fill('0001-00001234');
  await pick(page, 'Proveedor', 'La Serenísima', { typed: 'Seren' });
  // A net over the total is refused beside the net, and the total stays level with it, so the clerk reads both figures side by side.
  await typeInto(page.getByLabel('Neto'), '2.000');
  await typeInto(page.getByLabel('Total', { exact: true }), '1.350,50');
  await page.keyboard.press('Control+S');
  await expect(page.getByText('No puede superar el total ($ 1.350,50): dice $ 2.000,00')).toBeVisible();
  // Saved from the keyboard, the cursor goes to the figure to fix.
  await expect(page.getByLabel('Neto')).toBeFocused();
  expect(await top('Total')).toBe(await top('Neto'));
  await shot('receipt-net-over-total');

  await pick(page, 'Compra', new RegExp(`^N\\.º ${buyNumber} · `));
  await page.getByLabel('Neto').fill('9800');
  await page.getByRole('button', { name: 'Agregar impuesto' }).click();
  await pick(page, 'Impuesto 1', 'IVA 21% compras (21 %)');
  await page.getByLabel('Importe del impuesto 1').fill('2058');
  await page.getByLabel('Total', { exact: true }).fill('11858');
  await expect(page.getByTestId('receipt-sum')).toHaveText('Neto más impuestos: $ 11.858,00');
  await shot('receipt-form');
  await page.keyboard.press('Control+S');

  const row = page.getByTestId('receipt-table').getByRole('row', { name: /0001-00001234/ });
  await expect(row).toContainText('Factura');
  await expect(row).toContainText('La Serenísima');
  await expect(row).toContainText(buy);
  await expect(row).toContainText('$ 11.858,00');
  await shot('receipts-list-invoiced');

  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await expect(numbered(buyRows, buyNumber)).toBeVisible();
  await page.getByLabel('Sin comprobante').check();
  await expect(numbered(buyRows, buyNumber)).toHaveCount(0);

  await page.getByRole('link', { name: 'Comprobantes' }).click();
  await page
    .getByTestId('receipt-table')
    .getByRole('row', { name: /0001-00001234/ })
    .click();
  await expect(page.getByTestId('receipt-total')).toHaveText('$ 11.858,00');
  await shot('receipt-detail');
  await page.getByRole('button', { name: 'Anular' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('receipt-table').getByRole('row', { name: /0001-00001234/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await page.getByLabel('Sin comprobante').check();
  await expect(numbered(buyRows, buyNumber)).toBeVisible();
  await shot('buys-without-receipt');
});
