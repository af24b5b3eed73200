/**
 * Exports of the orders list from a real replica file holding 50,000 orders: through the IPC
 * router (the call the export button makes, the list reads the screen makes), to XLSX and CSV,
 * read back and compared row by row with the list's own read — numbers, customers, partners'
 * names, the day shown in Buenos Aires, money to the cent, the state as the list words it — with
 * the progress events that came on the way. A cancelled export leaves no file.
 */
import ExcelJS from 'exceljs';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import type { ExportColumn } from '../../../src-shared/export/columns.js';
import { formatDate, formatMoney } from '../../../src-shared/format.js';
import type { ExportListInput, ExportProgress, ExportResult } from '../../../src-shared/ipc/export.js';
import type { IpcResult } from '../../../src-shared/ipc/define.js';
import { roundMoney } from '../../../src-shared/money.js';
import { createFolderExportTarget } from '../../../src-main/export/index.js';
import { createEventHub } from '../../../src-main/ipc/events.js';
import { exportHandlers } from '../../../src-main/ipc/handlers/export.js';
import { readHandlers } from '../../../src-main/ipc/handlers/reads.js';
import { createIpcRouter, type IpcRouter } from '../../../src-main/ipc/router.js';
import { createReplicaReader, openReplica, type Replica } from '../../../src-main/replica/index.js';
import type { AppState } from '../../../src-main/runtime/app-state.js';
import { seedOrders, type SeededOrders } from '../../support/export-orders.js';

const ORDERS = 50_000;
const TZ = 'America/Argentina/Buenos_Aires';
const STATE_LABELS: Record<string, string> = { PENDIENTE: 'Pendiente', CONFIRMADO: 'Confirmado', PREPARADO: 'Preparado', delivered: 'Entregado', CANCELADO: 'Cancelado' };

/** The orders list's columns, as its screen describes them for an export. */
const COLUMNS: ExportColumn[] = [
  { header: 'N.º', kind: 'number', field: 'number' },
  { header: 'Fecha', kind: 'date', field: 'createdAt' },
  { header: 'Cliente', kind: 'text', field: 'customerName', empty: '—' },
  { header: 'Socio', kind: 'text', field: 'partner', ref: { collection: 'users' }, empty: '—' },
  { header: 'Total', kind: 'money', field: 'total' },
  { header: 'A pagar', kind: 'money', field: 'toPay' },
  { header: 'Estado', kind: 'text', derived: 'orderStatus', labels: STATE_LABELS },
];

let dir: string;
let replica: Replica;
let router: IpcRouter;
let seeded: SeededOrders;
const progress: ExportProgress[] = [];

async function call<T>(name: string, input: unknown): Promise<T> {
  const result: IpcResult<unknown> = await router.call(name, input);
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

/** Every row of the list as the screen reads it, page after page. */
async function listRows(query: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<{ docs: Array<Record<string, unknown>>; pages: number }>('order.list', { ...query, page, limit: MAX_LIMIT });
    rows.push(...answer.docs);
    if (page >= answer.pages) return rows;
  }
}

/** What the list shows for one order, column by column (money as its exact cents). */
function shown(doc: Record<string, unknown>): unknown[] {
  const partner = seeded.partners.find((p) => p._id === doc.partner)?.name ?? '—';
  const delivery = doc.delivery as { delivered: boolean };
  return [
    doc.number,
    formatDate(doc.createdAt as string, 'es-AR', TZ),
    doc.customerName,
    partner,
    roundMoney(doc.total as number),
    roundMoney(doc.toPay as number),
    STATE_LABELS[delivery.delivered ? 'delivered' : (doc.state as string)],
  ];
}

const day = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The rows of the XLSX (header first), as cells: dates as the day they show. */
async function readXlsx(path: string): Promise<{ header: unknown[]; rows: unknown[][]; formats: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const all: unknown[][] = [];
  let formats: string[] = [];
  sheet.eachRow((row, n) => {
    const values = (row.values as unknown[]).slice(1);
    all.push(values.map((v) => (v instanceof Date ? day(v) : v)));
    if (n === 2) formats = COLUMNS.map((_, i) => row.getCell(i + 1).numFmt ?? '');
  });
  return { header: all[0] ?? [], rows: all.slice(1), formats };
}

function exportInput(job: string, format: 'xlsx' | 'csv', query: Record<string, unknown>): ExportListInput {
  return { job, format, source: { kind: 'list', feature: 'order', query }, columns: COLUMNS, title: 'Pedidos', timeZone: TZ, locale: 'es-AR' };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'export-orders-'));
  replica = openReplica(join(dir, 'replica.db'));
  seeded = seedOrders(replica.db, ORDERS);
  const reader = createReplicaReader(replica.db);
  const state = { workspace: () => ({ reader }) } as unknown as AppState;
  const events = createEventHub();
  events.subscribe((event, payload) => {
    if (event === 'export-progress') progress.push(payload as ExportProgress);
  });
  const target = createFolderExportTarget(join(dir, 'exports'));
  router = createIpcRouter([readHandlers(state), exportHandlers(state, { target, events, call: (name, input) => router.call(name, input) })]);
}, 120_000);

afterAll(() => {
  replica?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('exporting the orders list', () => {
  it('writes all 50,000 orders to XLSX, each row equal to the list: values, days, money to the cent', async () => {
    const started = performance.now();
    const result = await call<ExportResult>('export.list', exportInput('xlsx-all-orders', 'xlsx', {}));
    const took = performance.now() - started;
    expect(result).toMatchObject({ status: 'done', rows: ORDERS, path: null });
    expect(result.file).toMatch(/^Pedidos \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(result.download).toMatch(/^\/exports\/[0-9a-f]{32}\/Pedidos%20\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = join(dir, 'exports', decodeURIComponent(result.download!.split('/').slice(2).join('/')));

    const { header, rows, formats } = await readXlsx(path);
    expect(header).toEqual(COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(ORDERS);
    // Every order the replica holds, newest first as the list sorts them, shown as the list shows it.
    const newestFirst = [...seeded.orders].reverse();
    rows.forEach((row, i) => expect(row, `row ${i + 2}`).toEqual(shown(newestFirst[i]!)));
    expect(rows[0]![0]).toBe(ORDERS);
    for (const [i, row] of rows.entries()) expect(formatMoney(row[4] as number), `row ${i + 2}`).toBe(formatMoney(newestFirst[i]!.total as number));
    // And the list's own pages (the read the screen makes as it scrolls) sit at the same rows.
    for (const page of [1, 2, 125, ORDERS / MAX_LIMIT]) {
      const { docs, total } = await call<{ docs: Array<Record<string, unknown>>; total: number }>('order.list', { page, limit: MAX_LIMIT });
      expect(total).toBe(ORDERS);
      expect(rows.slice((page - 1) * MAX_LIMIT, page * MAX_LIMIT), `page ${page}`).toEqual(docs.map(shown));
    }
    expect(formats).toEqual(['', 'dd/mm/yyyy', '', '', '"$ "#,##0.00;-"$ "#,##0.00', '"$ "#,##0.00;-"$ "#,##0.00', '']);
    // The awkward part of the day: created 01:00 UTC on the 2nd is the 1st in Buenos Aires.
    expect(newestFirst.some((doc, i) => (doc.createdAt as string).slice(8, 10) !== (rows[i]![1] as string).slice(0, 2))).toBe(true);

    const mine = progress.filter((p) => p.job === 'xlsx-all-orders');
    expect(mine[0]).toMatchObject({ phase: 'reading', written: 0 });
    expect(mine.at(-1)).toEqual({ job: 'xlsx-all-orders', phase: 'done', written: ORDERS, total: ORDERS, percent: 100 });
    const reading = mine.filter((p) => p.phase === 'reading');
    expect(reading.length).toBeGreaterThan(3);
    expect(reading.map((p) => p.written)).toEqual([...reading.map((p) => p.written)].sort((a, b) => a - b));
    expect(reading.some((p) => p.percent > 0 && p.percent < 100 && p.total === ORDERS)).toBe(true);
    console.log(`50,000 orders to XLSX in ${(took / 1000).toFixed(1)} s, ${mine.length} progress events`);
  }, 300_000);

  it('exports only what the filters show, to XLSX and to CSV read back alike', async () => {
    const partner = seeded.partners[1]!._id;
    const query = { state: 'CONFIRMADO', partner, fromDate: '2025-02-01', toDate: '2025-03-31' };
    const list = await listRows(query);
    expect(list.length).toBeGreaterThan(50);
    expect(list.length).toBeLessThan(ORDERS / 10);

    const xlsx = await call<ExportResult>('export.list', exportInput('xlsx-filtered', 'xlsx', query));
    expect(xlsx.rows).toBe(list.length);
    const { rows } = await readXlsx(join(dir, 'exports', decodeURIComponent(xlsx.download!.slice('/exports/'.length))));
    expect(rows).toEqual(list.map(shown));

    const csv = await call<ExportResult>('export.list', exportInput('csv-filtered', 'csv', query));
    expect(csv.file).toMatch(/\.csv$/);
    const text = readFileSync(join(dir, 'exports', decodeURIComponent(csv.download!.slice('/exports/'.length))), 'utf8');
    expect(text.startsWith('\uFEFFN.º;Fecha;Cliente;Socio;Total;A pagar;Estado\r\n')).toBe(true);
    const lines = parseCsv(text.slice(1));
    expect(lines).toHaveLength(list.length + 1);
    lines.slice(1).forEach((line, i) => {
      const expected = shown(list[i]!);
      const name = String(expected[2]);
      expect(line, `line ${i + 2}`).toEqual([
        String(expected[0]),
        expected[1],
        // A name a spreadsheet would run as a formula is guarded with an apostrophe.
        name.startsWith('=') ? `'${name}` : name,
        expected[3],
        (expected[4] as number).toFixed(2).replace('.', ','),
        (expected[5] as number).toFixed(2).replace('.', ','),
        expected[6],
      ]);
    });
  });

  it('stops when cancelled and leaves no file behind', async () => {
    const job = 'xlsx-cancelled';
    const running = call<ExportResult>('export.list', exportInput(job, 'xlsx', {}));
    await new Promise<void>((resolve) => {
      const wait = () => (progress.some((p) => p.job === job && p.written > 0) ? resolve() : setTimeout(wait, 5));
      wait();
    });
    expect(await call<{ cancelled: boolean }>('export.cancel', { job })).toEqual({ cancelled: true });
    const result = await running;
    expect(result).toMatchObject({ status: 'cancelled', download: null });
    expect(progress.filter((p) => p.job === job).at(-1)?.phase).toBe('cancelled');
    const leftovers = readdirSync(join(dir, 'exports'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.part'));
    expect(leftovers).toEqual([]);
    expect(await call<{ cancelled: boolean }>('export.cancel', { job })).toEqual({ cancelled: false });
    expect(existsSync(join(dir, 'exports'))).toBe(true);
  });

  it('refuses a column that reads nothing, per field', async () => {
    const result = await router.call('export.list', { ...exportInput('bad-column', 'xlsx', {}), columns: [{ header: 'X', kind: 'text' }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.details?.[0]?.path).toBe('columns.0.field');
  });
});

/** A CSV reader for the test: `;` separated, `"` quoted with doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      line.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return lines;
}
