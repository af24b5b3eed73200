/**
 * Exports of a server read (the statistics pages' tables) and the browser host's download of the
 * finished file: the app in embedded mode with the demo data, `finance.partners` exported page by
 * page (two partners a page) read back equal to the read itself, and the file served once at the
 * address the answer gives — as an attachment, and to nobody who guesses another address.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpcClient, type IpcClient } from '../../../src-shared/ipc/client.js';
import type { ExportProgress } from '../../../src-shared/ipc/export.js';
import { createHttpBridge, type HttpBridge } from '../../../src-shared/ipc/http-transport.js';
import { createMemorySecretStore } from '../../../src-main/auth/secret-store.js';
import { EXPORTS_FOLDER } from '../../../src-main/export/index.js';
import { startHost, type RunningHost } from '../../../src-main/host/server.js';
import { createBrowserPrintService } from '../../../src-main/printing/service.js';
import { startRuntime, type Runtime } from '../../../src-main/runtime.js';
import { createFileSettingsStore } from '../../../src-main/settings/file-store.js';

const ADMIN = { username: 'jefa', password: 'mostrador-2026' };

let dataDir: string;
let runtime: Runtime;
let host: RunningHost;
let bridge: HttpBridge;
let api: IpcClient;
const progress: ExportProgress[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'export-server-'));
  runtime = await startRuntime({
    dataDir,
    secrets: createMemorySecretStore(),
    settings: createFileSettingsStore(join(dataDir, 'settings.json')),
    printer: createBrowserPrintService(),
    log: () => undefined,
  });
  host = await startHost({ router: runtime.router, events: runtime.events, rendererDir: join(dataDir, 'no-build'), log: () => undefined, exportsDir: join(dataDir, EXPORTS_FOLDER) });
  bridge = createHttpBridge({ baseUrl: host.url, secret: host.secret });
  api = createIpcClient(bridge.invoke);
  runtime.events.subscribe((event, payload) => {
    if (event === 'export-progress') progress.push(payload as ExportProgress);
  });
  await api.auth.setup({ ...ADMIN, demo: true });
}, 120_000);

afterAll(async () => {
  bridge?.close();
  await host?.close();
  await runtime?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('exporting a server read', () => {
  it('writes every row of a paged report, read page by page, and the host serves the file once asked for', async () => {
    const rows: Array<{ partner: { name: string }; toPay: number; balance: number }> = [];
    for (let page = 1; ; page += 1) {
      const answer = (await api.finance.partners({ page, limit: 2 })) as { docs: typeof rows; pages: number };
      rows.push(...answer.docs);
      if (page >= answer.pages) break;
    }
    expect(rows.length).toBeGreaterThan(2);

    const result = await api.export.list({
      job: 'partners-balances',
      format: 'xlsx',
      source: { kind: 'server', call: 'finance.partners', input: { limit: 2 } },
      columns: [
        { header: 'Socio', kind: 'text', field: 'partner.name' },
        { header: 'A pagar', kind: 'money', field: 'toPay' },
        { header: 'Saldo', kind: 'money', field: 'balance' },
      ],
      title: 'Socios',
      timeZone: 'America/Argentina/Buenos_Aires',
      locale: 'es-AR',
    });
    expect(result).toMatchObject({ status: 'done', rows: rows.length, path: null });
    expect(progress.filter((p) => p.job === 'partners-balances').at(-1)).toMatchObject({ phase: 'done', written: rows.length, percent: 100 });

    const response = await fetch(`${host.url}${result.download!}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(result.file)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Socios');
    const read: unknown[][] = [];
    sheet.eachRow((row) => read.push((row.values as unknown[]).slice(1)));
    expect(read).toEqual([['Socio', 'A pagar', 'Saldo'], ...rows.map((r) => [r.partner.name, r.toPay, r.balance])]);

    // Another token, or a path out of the folder, is not there; neither is the host's own data.
    const other = result.download!.replace(/\/exports\/[0-9a-f]{32}\//, `/exports/${'0'.repeat(32)}/`);
    expect((await fetch(`${host.url}${other}`)).status).toBe(404);
    expect((await fetch(`${host.url}/exports/${result.download!.split('/')[2]}/..%2F..%2Fsettings.json`)).status).toBe(404);
  });

  it('refuses rows where the read has none, per field', async () => {
    await expect(
      api.export.list({
        job: 'no-rows-there',
        format: 'csv',
        source: { kind: 'server', call: 'statistics.cashBalances', input: {}, rows: 'nowhere' },
        columns: [{ header: 'Saldo', kind: 'money', field: 'balance' }],
        title: 'Saldos',
        timeZone: 'UTC',
        locale: 'es-AR',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', details: [{ path: 'source.rows' }] });
  });

  it('exports a report’s table found at a path of its answer', async () => {
    const balances = (await api.statistics.cashBalances({})) as { garages: Array<{ garage: { name: string } | null; balance: number }> };
    const result = await api.export.list({
      job: 'cash-balances',
      format: 'csv',
      source: { kind: 'server', call: 'statistics.cashBalances', input: {}, rows: 'garages' },
      columns: [
        { header: 'Depósito', kind: 'text', field: 'garage.name', empty: '—' },
        { header: 'Saldo', kind: 'money', field: 'balance' },
      ],
      title: 'Saldos por depósito',
      timeZone: 'UTC',
      locale: 'es-AR',
    });
    const text = await (await fetch(`${host.url}${result.download!}`)).text();
    expect(text.replace(/^\uFEFF/, '')).toBe(['Depósito;Saldo', ...balances.garages.map((g) => `${g.garage?.name ?? '—'};${g.balance.toFixed(2).replace('.', ',')}`)].join('\r\n') + '\r\n');
  });
});
