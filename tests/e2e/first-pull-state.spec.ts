/**
 * A list on a PC that has never synced with the signed-in user (`FirstPullEmpty`): while the first
 * pull is on its way it says the rows are coming, not "Todavía no hay proveedores"; when the link
 * drops before anything arrived it says so; and once the pull gets through the list fills.
 *
 * The demo's first pull ends too soon to see, so a real HTTP proxy in the test process
 * (support/pull-gate.ts) stands between the desk and a standalone server and holds the desk's pulls
 * until the test has seen the screen, then cuts them (the link dropped), then lets them through.
 * The server holds one provider, "Distribuidora Sur", made over HTTP before the desk signs in.
 */
import { ADMIN, expect, signIn, test } from './support/app.js';
import { scratchDir, startApp, startStandaloneServer, tellServer, type RunningApp, type StandaloneServer } from './support/processes.js';
import { startPullGate, type PullGate } from './support/pull-gate.js';

const PROVIDER = 'Distribuidora Sur';
const ARRIVING = 'Recibiendo los datos del servidor…';
const NOTHING_YET = 'Todavía no llegaron datos del servidor';
const NO_PROVIDERS = 'Todavía no hay proveedores';

test.use({ viewport: { width: 1366, height: 768 } });

test('a list on a PC syncing with the user for the first time says the rows are on their way, or that none arrived offline, then fills', async ({ page, shot }) => {
  const scratch = scratchDir();
  let server: StandaloneServer | undefined;
  let gate: PullGate | undefined;
  let app: RunningApp | undefined;
  try {
    server = await startStandaloneServer(scratch.dir, ADMIN);
    await tellServer(server, ADMIN, '/provider', { name: PROVIDER });
    gate = await startPullGate(server.url, 'hold');
    app = await startApp({ remoteUrl: gate.url });

    await page.goto(app.openUrl);
    await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible({ timeout: 30_000 });
    await signIn(page, ADMIN.username, ADMIN.password);
    const indicator = page.getByTestId('sync-indicator');
    await expect(indicator).toHaveAttribute('data-syncing', 'true', { timeout: 30_000 });
    await expect.poll(() => gate!.pulls, { timeout: 30_000 }).toBeGreaterThan(0);

    // The first pull is held at the proxy: the providers list says its rows are coming.
    await page.getByRole('link', { name: 'Proveedores' }).click();
    const state = page.getByTestId('first-pull-state');
    await expect(state).toContainText(ARRIVING);
    await expect(state).toContainText('Es la primera vez que esta PC sincroniza con tu usuario');
    await expect(page.getByText(NO_PROVIDERS)).toHaveCount(0);
    await expect(indicator).toHaveAttribute('data-synced-at', '');
    await shot('first-pull-arriving');

    // The link drops before anything arrived: offline, and nothing to show yet — said as such.
    gate.set('cut');
    await expect(indicator).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
    await expect(state).toContainText(NOTHING_YET);
    await expect(state).toContainText('Esta PC no tiene conexión y nunca sincronizó con tu usuario');
    await expect(page.getByText(NO_PROVIDERS)).toHaveCount(0);
    await shot('first-pull-offline');

    // The link is back; asked to sync now, the pull gets through and the list fills.
    gate.set('pass');
    await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(page.getByTestId('provider-table')).toContainText(PROVIDER, { timeout: 30_000 });
    await expect(state).toHaveCount(0);
    await expect(indicator).toHaveAttribute('data-online', 'true');
    await expect(indicator).toHaveAttribute('data-synced-at', /\d/);
    await shot('first-pull-done');
  } finally {
    await app?.stop();
    await gate?.close();
    await server?.stop();
    scratch.remove();
  }
});
