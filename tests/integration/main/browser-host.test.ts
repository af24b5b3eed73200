/**
 * The app without Electron, end to end over HTTP on 127.0.0.1: the browser host on a fresh data
 * folder starts in embedded mode, the first run is set up through the IPC (admin and demo data),
 * and a user signs in, lists and searches products, writes through the outbox and sees the push
 * events — with the screens' own typed client over the HTTP bridge. A restart keeps the data and
 * (with the memory-only secret store) asks to sign in again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpcClient, type IpcClient } from '../../../src-shared/ipc/client.js';
import { createHttpBridge, SECRET_HEADER, type HttpBridge } from '../../../src-shared/ipc/http-transport.js';
import { createMemorySecretStore } from '../../../src-main/auth/secret-store.js';
import { startHost, type RunningHost } from '../../../src-main/host/server.js';
import { createBrowserPrintService } from '../../../src-main/printing/service.js';
import { startRuntime, type Runtime } from '../../../src-main/runtime.js';
import { createFileSettingsStore } from '../../../src-main/settings/file-store.js';

const ADMIN = { username: 'jefa', password: 'mostrador-2026' };

interface Running {
  runtime: Runtime;
  host: RunningHost;
  bridge: HttpBridge;
  api: IpcClient;
  close(): Promise<void>;
}

async function launch(dataDir: string): Promise<Running> {
  const runtime = await startRuntime({
    dataDir,
    secrets: createMemorySecretStore(),
    settings: createFileSettingsStore(join(dataDir, 'settings.json')),
    printer: createBrowserPrintService(),
    log: () => undefined,
  });
  const host = await startHost({ router: runtime.router, events: runtime.events, rendererDir: join(dataDir, 'no-build'), log: () => undefined });
  const bridge = createHttpBridge({ baseUrl: host.url, secret: host.secret });
  return {
    runtime,
    host,
    bridge,
    api: createIpcClient(bridge.invoke),
    async close() {
      bridge.close();
      await host.close();
      await runtime.close();
    },
  };
}

describe('browser host in embedded mode', () => {
  let dataDir: string;
  let app: Running;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mostrador-web-'));
    app = await launch(dataDir);
  });
  afterAll(async () => {
    await app?.close();
    // Closed means every file is let go of, the replica's log folded in by its checkpointer too.
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the raw protocol: POST /ipc/call/<name> with the secret', async () => {
    const response = await fetch(`${app.host.url}/ipc/call/auth.session`, {
      method: 'POST',
      headers: { [SECRET_HEADER]: app.host.secret, 'content-type': 'application/json' },
      body: JSON.stringify({ input: {} }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, value: { status: 'needs-setup' } });
  });

  it('refuses data before the setup, and a weak first password', async () => {
    await expect(app.api.product.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(app.api.auth.signIn(ADMIN)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(app.api.auth.setup({ username: 'jefa', password: 'short' })).rejects.toMatchObject({ code: 'VALIDATION', details: [{ path: 'password' }] });
  });

  it('sets up the first admin with the demo data and signs in as that admin', async () => {
    const session = await app.api.auth.setup({ ...ADMIN, demo: true });
    expect(session).toMatchObject({ status: 'signed-in', role: 'ADMIN', user: { username: 'jefa' }, remembered: false });
    await expect(app.api.auth.setup(ADMIN)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('signs out, refuses a wrong password, and signs in again', async () => {
    expect(await app.api.auth.signOut()).toEqual({ status: 'signed-out' });
    await expect(app.api.customer.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(app.api.auth.signIn({ username: ADMIN.username, password: 'wrong-password' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await app.api.auth.signIn(ADMIN)).toMatchObject({ status: 'signed-in', role: 'ADMIN' });
    await expect(app.api.auth.signIn(ADMIN)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('lists, pages, filters and searches the products from the replica', async () => {
    const status = await app.api.sync.syncNow();
    expect(status).toMatchObject({ running: true, online: true, pending: 0, rejected: 0, lastError: null });
    const page = await app.api.product.list({ limit: 5, page: 2 });
    expect(page).toMatchObject({ page: 2, limit: 5 });
    expect(page.total).toBeGreaterThan(200);
    expect(page.docs).toHaveLength(5);
    expect(page.docs[0]).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: expect.any(String), unit: expect.stringMatching(/^(UNITY|WEIGHT)$/) });
    const weighed = await app.api.product.list({ unit: 'WEIGHT', limit: 200 });
    expect(weighed.docs.every((p) => p.unit === 'WEIGHT')).toBe(true);
    const found = await app.api.product.search({ text: 'queso' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => String(p.name).toLowerCase().includes('queso'))).toBe(true);
    const one = await app.api.product.get({ id: page.docs[0]!._id });
    expect(one._id).toBe(page.docs[0]!._id);
    await expect(app.api.product.get({ id: '65f0a1b2c3d4e5f6a7b8c9d0' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('asks the server for what the replica cannot answer: statistics and stock shortage', async () => {
    const main = await app.api.statistics.main();
    expect(main).toMatchObject({ buysAwaitingApproval: expect.any(Number) });
    const shortage = (await app.api.inventory.shortage({ limit: 5 })) as { total: number; limit: number };
    expect(shortage).toMatchObject({ limit: 5 });
    expect(shortage.total).toBeGreaterThan(0);
    await expect(app.api.statistics.providerBalance({ id: '65f0a1b2c3d4e5f6a7b8c9d0' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('writes through the outbox: answers at once, pushes, and tells the screens what changed', async () => {
    const changed = new Promise<unknown>((resolve) => {
      const off = app.bridge.on('replica-changed', (payload) => {
        off();
        resolve(payload);
      });
    });
    const queued = await app.api.customer.create({
      name: 'Kiosco La Esquina',
      phone: '+54 11 55550000',
      address: { label: 'Local', street: 'Belgrano 300', city: 'Temperley', province: 'Buenos Aires' },
    });
    expect(queued).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), entry: expect.any(String) });
    expect(await changed).toEqual({ collections: ['customers'] });
    expect(await app.api.sync.syncNow()).toMatchObject({ pending: 0, rejected: 0 });
    const customer = await app.api.customer.get({ id: queued.id! });
    expect(customer).toMatchObject({ name: 'Kiosco La Esquina', number: expect.any(Number), status: true });
    const invalid = await app.api.customer.create({ name: 'x', address: { label: '', street: 'a', city: 'b', province: 'c' } }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'VALIDATION', details: [{ path: 'address.label' }] });
  });

  it('takes an order, puts it on a driver’s roadmap, and prints both from the server’s documents', async () => {
    const customer = (await app.api.customer.search({ text: 'kiosco esquina' }))[0]!;
    const products = (await app.api.product.list({ unit: 'UNITY', limit: 2 })).docs;
    const address = { label: 'Local', street: 'Belgrano 300', city: 'Temperley', province: 'Buenos Aires' };
    // Shipped with a delivery option: an order the customer picks up goes on no roadmap.
    const option = (await app.api.delivery.list({ status: true, limit: 1 })).docs[0]!;
    const order = await app.api.order.create({
      customer: customer._id,
      cart: { items: products.map((p) => ({ product: p._id, quantity: 2 })) },
      delivery: { _id: option._id, phone: '4000-0000', contactEmail: null, address, charged: false },
    });
    const driver = (await app.api.user.list({ isDriver: true })).docs[0]!;
    const roadmap = await app.api.roadmap.create({ driver: driver._id, date: '2026-12-01' });
    await app.api.order.confirm({ id: order.id!, date: '2026-12-01' });
    await app.api.order.roadmap({ id: order.id!, roadmap: roadmap.id! });
    expect(await app.api.sync.syncNow()).toMatchObject({ pending: 0, rejected: 0 });
    const priced = await app.api.order.get({ id: order.id! });
    expect(priced).toMatchObject({ state: 'CONFIRMADO', roadmap: roadmap.id, number: expect.any(Number), total: expect.any(Number) });

    const words = (html: string) =>
      html
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    const receipt = await app.api.print.document({ kind: 'order', id: order.id!, target: 'printer', paper: 'A4' });
    expect(receipt).toMatchObject({ kind: 'html', title: `Remito N.º ${priced.number}` });
    const receiptText = receipt.kind === 'html' ? words(receipt.html) : '';
    expect(receiptText).toContain('Cliente: Kiosco La Esquina');
    expect(receiptText).toContain(`2 ${products[0]!.name}`);
    expect(receiptText).toMatch(/Total \$ \d{1,3}(\.\d{3})*,\d{2}/);
    const sheet = await app.api.print.document({ kind: 'roadmap', id: roadmap.id!, target: 'pdf' });
    const sheetText = sheet.kind === 'html' ? words(sheet.html) : '';
    expect(sheetText).toContain(`Chofer: ${String(driver.name)}`);
    expect(sheetText).toContain(`1. Pedido N.º ${priced.number} – Kiosco La Esquina`);
    expect(sheetText).toContain('Dirección: Belgrano 300, Temperley, Buenos Aires');
  });

  it('keeps settings, says a new server takes a restart, and prints only what the replica holds', async () => {
    expect(await app.api.deskSettings.set({ printers: { order: 'EPSON TM-T20' } })).toMatchObject({ restartRequired: false, settings: { printers: { order: 'EPSON TM-T20' } } });
    expect(await app.api.deskSettings.set({ server: { mode: 'remote', url: 'http://10.0.0.5:4000' } })).toMatchObject({ restartRequired: true });
    expect(await app.api.deskSettings.set({ server: { mode: 'embedded' } })).toMatchObject({ restartRequired: false });
    expect(await app.api.print.printers()).toEqual([]);
    await expect(app.api.print.document({ kind: 'order', id: '65f0a1b2c3d4e5f6a7b8c9d0', target: 'printer' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('after a restart keeps the database and the replica, and asks to sign in again', async () => {
    await app.close();
    app = await launch(dataDir);
    expect(await app.api.auth.session()).toEqual({ status: 'signed-out' });
    expect((await app.api.deskSettings.get()).printers.order).toBe('EPSON TM-T20');
    await app.api.auth.signIn(ADMIN);
    // The replica file is the user's own: its documents are there before any sync.
    expect((await app.api.customer.search({ text: 'kiosco esquina' })).map((c) => c.name)).toEqual(['Kiosco La Esquina']);
  });
});
