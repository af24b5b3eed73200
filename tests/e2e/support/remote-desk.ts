/**
 * A desk against a standalone server of its own, and that desk signed in with its first pull done
 * and a product to order: how the specs that stop the server start.
 */
import { expect, type Page } from '@playwright/test';
import type { IpcClient } from '../../../src-shared/ipc/client.js';
import { ADMIN, signInRemote } from './app.js';
import { ipcOf } from './navigation.js';
import { scratchDir, startApp, startStandaloneServer, type RunningApp, type StandaloneServer } from './processes.js';

/**
 * Runs `spec` with a standalone server on a scratch folder (its admin `ADMIN`) and a desk pointed at
 * it; both are stopped and the folder removed afterwards, whatever the spec did to them.
 */
export async function withRemoteDesk(spec: (desk: { server: StandaloneServer; app: RunningApp }) => Promise<void>): Promise<void> {
  const scratch = scratchDir();
  let server: StandaloneServer | undefined;
  let app: RunningApp | undefined;
  try {
    server = await startStandaloneServer(scratch.dir, ADMIN);
    app = await startApp({ remoteUrl: server.url });
    await spec({ server, app });
  } finally {
    await app?.stop();
    await server?.stop();
    scratch.remove();
  }
}

/**
 * Signs `user` in and waits for the first pull, then creates the provider "Distribuidora Sur" and
 * a UNITY product of it named `productName`: tax base 100, no taxes, margins 1.2 (wholesale) and
 * 1.35 from one unit, contributions 10 % (5 % wholesale).
 */
export async function remoteDeskWithProduct(
  page: Page,
  app: RunningApp,
  user: { readonly username: string; readonly password: string },
  productName: string,
): Promise<{ api: IpcClient; product: string }> {
  const api = ipcOf(app.openUrl);
  await signInRemote(page, app, user);
  await expect.poll(async () => (await api.sync.status()).lastSyncAt, { timeout: 30_000 }).not.toBeNull();
  const provider = await api.provider.create({ name: 'Distribuidora Sur' });
  const product = await api.product.create({
    name: productName,
    provider: provider.id ?? '',
    unit: 'UNITY',
    taxBase: 100,
    margins: [
      { quantity: 0, value: 1.2 },
      { quantity: 1, value: 1.35 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
  });
  return { api, product: product.id ?? '' };
}
