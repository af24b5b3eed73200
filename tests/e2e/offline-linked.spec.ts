/**
 * Writes that change more than their own document, made while the shared server is down, show at
 * once everything the server will change with them — and nothing twice once it has answered:
 * - an invoice for a new buy takes the buy off "Sin comprobante" right away;
 * - a transfer of $ 12.345,67 from Temperley to Lanús shows both of its entries right away.
 * The server is the demo catalog's (`SEED_DEMO=catalog`): La Serenísima's Jamón cocido 1 kg costs
 * 11.858,00 (9.800 + IVA 21% compras), garages Temperley and Lanús. The test tells its own buy,
 * receipt and entries apart by number and amount, so it holds on the demo's history too.
 */
import { ADMIN, expect, signInRemote, test } from './support/app.js';
import { pick } from './support/forms.js';
import { numbered, numberCell } from './support/numbers.js';
import { askServer, scratchDir, startApp, startStandaloneServer, type RunningApp, type StandaloneServer } from './support/processes.js';

const INVOICE = '0001-00004321';

interface Listed<T> {
  total: number;
  docs: T[];
}

interface ServerEntry {
  _id: string;
  number: number;
  concept: string;
  amount: number;
  linked: string | null;
}

test('an invoice and a transfer made while the server is stopped show what the server will do, then sync once', async ({ page, shot }) => {
  test.setTimeout(240_000);
  const scratch = scratchDir();
  let server: StandaloneServer | undefined;
  let app: RunningApp | undefined;
  try {
    // The catalog alone: a list of the demo's six months of entries keeps the ones waiting for the
    // server (unnumbered) at its far end, out of sight.
    server = await startStandaloneServer(scratch.dir, ADMIN, { demo: true, env: { SEED_DEMO: 'catalog' } });
    app = await startApp({ remoteUrl: server.url });
    const indicator = page.getByTestId('sync-indicator');
    await signInRemote(page, app, ADMIN);
    await expect(indicator).toHaveAttribute('data-synced-at', /\d/, { timeout: 60_000 });

    // Online: a new buy from La Serenísima, still without a receipt.
    await page.getByRole('link', { name: 'Compras', exact: true }).click();
    await page.keyboard.press('Control+N');
    await pick(page, 'Proveedor', 'La Serenísima', { typed: 'Seren' });
    await page.getByLabel('Agregar producto').fill('Jamón cocido');
    await expect(page.getByRole('option', { name: /^Jamón cocido \$/ })).toHaveAttribute('data-combobox-selected', 'true');
    await page.getByLabel('Agregar producto').press('Enter');
    await expect(page.getByTestId('buy-total')).toHaveText('$ 11.858,00');
    await page.keyboard.press('Control+S');
    const heading = page.getByRole('heading', { name: /^Compra N\.º \d+$/ });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const buyNumber = Number((await heading.textContent())?.replace(/\D/g, ''));
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    const buyId = page.url().split('/').pop() ?? '';
    const entriesBefore = (await askServer<Listed<ServerEntry>>(server, ADMIN, '/cashflow?limit=1')).total;

    await server.stop();

    // The invoice, offline: the buy leaves "Sin comprobante" at once.
    await page.getByRole('link', { name: 'Comprobantes' }).click();
    await page.keyboard.press('Control+N');
    await page.getByLabel('N.º de comprobante').fill(INVOICE);
    await pick(page, 'Proveedor', 'La Serenísima', { typed: 'Seren' });
    await pick(page, 'Compra', new RegExp(`^N\\.º ${buyNumber} · `));
    await page.getByLabel('Neto').fill('9800');
    await page.getByRole('button', { name: 'Agregar impuesto' }).click();
    await pick(page, 'Impuesto 1', 'IVA 21% compras (21 %)');
    await page.getByLabel('Importe del impuesto 1').fill('2058');
    await page.getByLabel('Total', { exact: true }).fill('11858');
    await page.keyboard.press('Control+S');
    // The list holds the demo's receipts too: narrowed to the buy, the invoice is its one row.
    await pick(page, 'Compra', new RegExp(`^N\\.º ${buyNumber} · `));
    const invoice = page.getByTestId('receipt-table').getByRole('row', { name: new RegExp(INVOICE) });
    await expect(invoice).toContainText('$ 11.858,00');
    await expect(invoice.getByTestId('pending-sync')).toBeVisible();
    await expect(invoice).toContainText(`N.º ${buyNumber}`);
    await expect(indicator).toHaveAttribute('data-online', 'false');

    await page.getByRole('link', { name: 'Compras', exact: true }).click();
    const buys = page.getByTestId('buy-table');
    await expect(numbered(buys.getByRole('row'), buyNumber)).toBeVisible();
    await page.getByLabel('Sin comprobante').check();
    await expect(numbered(buys.getByRole('row'), buyNumber)).toHaveCount(0);
    await shot('offline-buy-has-receipt');

    // The transfer, offline: both entries at once, each waiting for the server.
    await page.getByRole('link', { name: 'Caja' }).click();
    await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
    await page.getByRole('menuitem', { name: 'Transferencia entre depósitos' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transferencia entre depósitos' });
    await pick(page, 'Depósito de origen', 'Temperley', { within: transfer });
    await pick(page, 'Depósito de destino', 'Lanús', { within: transfer });
    await transfer.getByRole('textbox', { name: 'Importe' }).fill('12345,67');
    await transfer.getByRole('button', { name: /Registrar/ }).click();
    await expect(transfer).toBeHidden();
    const table = page.getByTestId('cashflow-table');
    const out = table.getByRole('row').filter({ hasText: 'Transferencia a Lanús' }).filter({ hasText: '12.345,67' });
    const into = table.getByRole('row').filter({ hasText: 'Transferencia desde Temperley' }).filter({ hasText: '12.345,67' });
    await expect(out).toHaveCount(1);
    await expect(into).toHaveCount(1);
    await expect(out).toContainText('-$ 12.345,67');
    await expect(into).toContainText('$ 12.345,67');
    await expect(into).not.toContainText('-$');
    await expect(out.getByLabel('Pendiente de sincronizar')).toBeVisible();
    await expect(into.getByLabel('Pendiente de sincronizar')).toBeVisible();
    // Two writes wait: the invoice and the transfer (its second entry goes with it).
    await expect(indicator).toHaveAttribute('data-pending', '2');
    await shot('offline-transfer');

    // Back online: each entry once, numbered by the server; the buy still has its receipt.
    await server.start();
    await indicator.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
    await expect(indicator).toHaveAttribute('data-online', 'true');
    await expect(out).toHaveCount(1);
    await expect(into).toHaveCount(1);
    await expect(numberCell(out)).toHaveText(String(entriesBefore + 1));
    await expect(numberCell(into)).toHaveText(String(entriesBefore + 2));
    await expect(table.getByLabel('Pendiente de sincronizar')).toHaveCount(0);
    await shot('synced-transfer');

    const entries = await askServer<Listed<ServerEntry>>(server, ADMIN, '/cashflow?limit=200');
    expect(entries.total).toBe(entriesBefore + 2);
    const [egress, ingress] = entries.docs.filter((e) => e.number > entriesBefore).sort((a, b) => a.number - b.number);
    expect([egress?.concept, egress?.amount, ingress?.concept, ingress?.amount]).toEqual(['EGRESS', 12345.67, 'INGRESS', 12345.67]);
    // The halves name each other: the desk's INGRESS half was the one the server made, not a second one.
    expect(egress?.linked).toBe(ingress?._id);
    expect(ingress?.linked).toBe(egress?._id);
    const receipts = await askServer<Listed<{ _id: string; code: string; buy: string | null }>>(server, ADMIN, `/receipt?buy=${buyId}`);
    expect(receipts.docs.map((receipt) => [receipt.code, receipt.buy])).toEqual([[INVOICE, buyId]]);
    const buy = await askServer<{ receipts: string[] }>(server, ADMIN, `/buy/${buyId}`);
    expect(buy.receipts).toEqual([receipts.docs[0]?._id]);

    await page.getByRole('link', { name: 'Compras', exact: true }).click();
    await expect(numbered(buys.getByRole('row'), buyNumber)).toBeVisible();
    await page.getByLabel('Sin comprobante').check();
    await expect(numbered(buys.getByRole('row'), buyNumber)).toHaveCount(0);
  } finally {
    await app?.stop();
    await server?.stop();
    scratch.remove();
  }
});
