/**
 * A draft the shop removes stays CLOSED (domain §5), and the clerk finds it on Borradores under
 * "Anulados": the row says who called it off and when, its detail says "Anulado" and offers nothing
 * to do with it. A removal made while the shared server is down shows there at once (the replica
 * plans it as the server will store it), and names who made it once the server has it.
 * The customer and the catalog are made through the app's IPC (the calls the screens make); the
 * drafts through it too, as a partner's or a customer's arrive.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, expect, test } from './support/app.js';
import { askServer } from './support/processes.js';
import { remoteDeskWithProduct, withRemoteDesk } from './support/remote-desk.js';

/** The name the server gives the first admin (src-server/setup/seed.ts). */
const ADMIN_NAME = 'Administrador';
const FIRST = 'Almacén La Esquina';
const SECOND = 'Kiosco El Puente';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

/** Today and now as the clerk reads them, "28/11/2026" (the suite runs in Buenos Aires time). */
const today = (): string => new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

/** The history reads the screen asks the desk for (`history.list`, `history.draftClosings`), with what each names. */
function historyReads(page: Page): Array<{ call: string; input: string }> {
  const reads: Array<{ call: string; input: string }> = [];
  page.on('request', (request) => {
    const call = /\/ipc\/call\/(history\.[A-Za-z]+)/.exec(new URL(request.url()).pathname)?.[1];
    if (call) reads.push({ call, input: request.postData() ?? '' });
  });
  return reads;
}

/** The Anulados tab's export as CSV: its lines, split into cells. */
async function exportCsv(page: Page): Promise<string[][]> {
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  return readFileSync((await (await csvDownload).path())!, 'utf8')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

const rowOf = (page: Page, customer: string) => page.getByTestId('drafts-table').getByRole('row').filter({ hasText: customer });

/** Online the notice comes once the server took the removal; offline it says it is saved here and on its way. */
async function removeDraft(page: Page, customer: string, notice: string, shot?: (name: string) => Promise<void>): Promise<void> {
  // The shop calls a customer's draft off: "Anular", as the tab ("Anulados") and the customer ("Anulado por el local") say it.
  await rowOf(page, customer).getByRole('button', { name: 'Anular', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Anular el borrador N.º');
  await expect(dialog).toContainText(`El borrador pasa a Anulados y ya no se puede confirmar. ${customer} lo va a ver como «Anulado por el local».`);
  // Not "Confirmar": that is what a draft's other button does.
  await expect(dialog.getByRole('button', { name: 'Confirmar', exact: true })).toHaveCount(0);
  await shot?.('remove-dialog');
  // The notice of an earlier removal may still be up: this one adds its own.
  const notices = page.getByText(notice, { exact: true });
  const before = await notices.count();
  await dialog.getByRole('button', { name: 'Anular borrador', exact: true }).click();
  await expect(notices).toHaveCount(before + 1);
  await expect(rowOf(page, customer)).toHaveCount(0);
}

test('a draft the clerk removes is found, read-only, under Anulados with who removed it and when, offline too', async ({ page, shot }) => {
  test.setTimeout(180_000);
  await withRemoteDesk(async ({ server, app }) => {
    const indicator = page.getByTestId('sync-indicator');
    const reads = historyReads(page);
    const { api, product: productId } = await remoteDeskWithProduct(page, app, ADMIN, 'Fideos Moñito 500 g');
    const address = { label: 'Local', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };
    for (const name of [FIRST, SECOND]) {
      const customer = await api.customer.create({ name, address });
      await api.order.draftCreate({ customer: customer.id ?? '', cart: { items: [{ product: productId, quantity: 4 }] } });
    }
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 30_000 });

    await page.getByRole('link', { name: 'Borradores' }).click();
    await expect(page.getByRole('tab', { name: 'Anulados' })).toBeVisible();
    await expect(rowOf(page, FIRST)).toHaveCount(1);
    await removeDraft(page, FIRST, 'Borrador anulado', shot);

    // The new tab: the removed draft, with who called it off (its history) and when.
    await page.getByRole('tab', { name: 'Anulados' }).click();
    const closed = rowOf(page, FIRST);
    await expect(closed).toHaveCount(1);
    await expect(closed).toContainText(ADMIN_NAME);
    await expect(closed).toContainText(today());
    await expect(closed.getByRole('button')).toHaveCount(0);
    await expect(rowOf(page, SECOND)).toHaveCount(0);
    await shot('closed-tab');

    await closed.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('draft-state')).toHaveText('Anulado');
    await expect(drawer.getByTestId('draft-closed-by')).toHaveText(new RegExp(`^Anulado por ${ADMIN_NAME} el ${today()} a las \\d\\d:\\d\\d$`));
    await expect(drawer).toContainText('Fideos Moñito 500 g');
    // Fully slid in before the shot.
    await expect(drawer.getByText('ya no se puede confirmar', { exact: false })).toBeInViewport({ ratio: 1 });
    await expect(drawer.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Anular' })).toHaveCount(0);
    await shot('closed-detail');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // The server goes away: a removal waits in the outbox and is already under Anulados.
    await server.stop();
    await page.getByRole('tab', { name: 'Abiertos' }).click();
    await removeDraft(page, SECOND, 'Anular: guardado en esta PC y en camino al servidor. Si el servidor no lo acepta, lo vas a ver en «Cambios rechazados por el servidor».');
    await expect(indicator).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
    await expect(indicator).toHaveAttribute('data-pending', '1');
    await page.getByRole('tab', { name: 'Anulados' }).click();
    const offline = rowOf(page, SECOND);
    await expect(offline).toContainText(today());
    await expect(offline.getByLabel('Pendiente de sincronizar')).toBeVisible();
    // The first one keeps who called it off, read while online.
    await expect(rowOf(page, FIRST)).toContainText(ADMIN_NAME);
    await shot('closed-offline');
    // Its export, offline: every row still, when from the desk's own copy, and who as the screen
    // names it: the first by the name read while online, the one still on its way not known yet.
    const offlineCsv = await exportCsv(page);
    expect(offlineCsv[0]?.slice(6)).toEqual(['Anulado el', 'Anulado por']);
    expect(offlineCsv.slice(1).map((cells) => [cells[2], cells[6]?.startsWith(today()), cells[7]])).toEqual([
      [SECOND, true, '—'],
      [FIRST, true, ADMIN_NAME],
    ]);

    // Back online, the server keeps it CLOSED and its history names who removed it.
    await server.start();
    await indicator.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
    await expect(offline.getByLabel('Pendiente de sincronizar')).toHaveCount(0, { timeout: 30_000 });
    await expect(offline).toContainText(ADMIN_NAME, { timeout: 30_000 });
    const stored = await askServer<{ docs: Array<{ state: string }> }>(server, ADMIN, '/order/v2/draft?state=CLOSED');
    expect(stored.docs.map((d) => d.state)).toEqual(['CLOSED', 'CLOSED']);
    await shot('closed-synced');

    // Who called each off is one read for the rows on screen, not one history read per row.
    expect(reads.filter((read) => read.call !== 'history.draftClosings')).toEqual([]);
    expect(reads.at(-1)?.input.match(/[0-9a-f]{24}/g)).toHaveLength(2);

    // The tab exports what it lists: both drafts, with when and by whom each was called off.
    const lines = await exportCsv(page);
    expect(lines[0]?.join(';')).toBe('\uFEFFN.º;Fecha;Cliente;Socio;Productos;Total;Anulado el;Anulado por');
    expect(lines.slice(1).map((cells) => [cells[2], cells[6]?.startsWith(today()), cells[7]])).toEqual([
      [SECOND, true, ADMIN_NAME],
      [FIRST, true, ADMIN_NAME],
    ]);
  });
});
