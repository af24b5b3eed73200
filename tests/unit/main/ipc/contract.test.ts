/**
 * The IPC contract's shape: route calls split a flat input into the route's own parts (so IPC and
 * server validate alike), every write maps to a route the table has, reads cover the replica's
 * collections, and settings parse with defaults.
 */
import { describe, expect, it } from 'vitest';
import { IPC_CONTRACT, IPC_CALL_NAMES } from '../../../../src-shared/ipc/contract.js';
import { IPC_EVENTS, isIpcEventName } from '../../../../src-shared/ipc/events.js';
import { parseReadName, READ_FEATURES } from '../../../../src-shared/ipc/reads.js';
import { SERVER_READS } from '../../../../src-shared/ipc/server-reads.js';
import { DEFAULT_SETTINGS, applySettingsPatch, settingsPatchSchema, settingsSchema } from '../../../../src-shared/ipc/settings.js';
import { findRoute } from '../../../../src-shared/routes/index.js';
import { issuesToDetails } from '../../../../src-shared/schemas/messages.js';
import { mutationHandlers } from '../../../../src-main/ipc/handlers/mutations.js';
import type { AppState } from '../../../../src-main/runtime/app-state.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';
const routeCalls = Object.entries(IPC_CONTRACT).flatMap(([name, def]) => ('route' in def ? [[name, def.route] as const] : []));

describe('route calls', () => {
  it('split a flat input into path parameters, query and body', () => {
    const input = {
      id: ID,
      customer: ID,
      cart: { items: [{ product: ID, quantity: 2 }] },
      delivery: { _id: ID, phone: '1234', contactEmail: null, address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'BA' }, charged: true },
      paymentMethod: 'EFECTIVO',
    };
    const parsed = IPC_CONTRACT['orders.replace'].input.parse(input);
    expect(parsed.params).toEqual({ id: ID });
    expect(parsed.body).toMatchObject({ customer: ID, paymentMethod: 'EFECTIVO' });
    expect(parsed.body).not.toHaveProperty('id');
    const created = IPC_CONTRACT['orders.create'].input.parse({ ...input, id: undefined, isBudget: true });
    expect(created.query).toEqual({ isBudget: true, isSupply: undefined });
    expect(created.body).not.toHaveProperty('isBudget');
  });

  it('report body rules (refinements included) on the flat path, and nothing for a route without parts', () => {
    const result = IPC_CONTRACT['cashflow.createInternal'].input.safeParse({ amount: 10, concept: 'EGRESS', paymentMethod: 'CASH', garage: ID, destination: ID });
    expect(result.success).toBe(false);
    expect(issuesToDetails(result.error!)).toMatchObject([{ path: 'destination', message: 'destination must differ from garage' }]);
    expect(IPC_CONTRACT['orders.prepare'].input.parse({ id: ID })).toEqual({ params: { id: ID }, query: undefined, body: undefined });
    const extra = IPC_CONTRACT['orders.prepare'].input.safeParse({ id: ID, date: '2026-01-01' });
    expect(issuesToDetails(extra.error!)).toMatchObject([{ path: 'date', message: 'unknown field: date' }]);
    expect(IPC_CONTRACT['orders.prepare'].input.safeParse('x').success).toBe(false);
  });

  it('name only routes the table has, each route once; a read of the server is online, every other read comes from the replica', () => {
    expect(routeCalls.length).toBeGreaterThan(80);
    for (const [name, route] of routeCalls) {
      const def = findRoute(route);
      expect(def, name).toBeDefined();
      const online = (IPC_CONTRACT[name as keyof typeof IPC_CONTRACT] as { online?: boolean }).online;
      if (def?.method === 'GET') expect(online, `${name} reads the server, so it must be online`).toBe(true);
    }
    expect(Object.keys(SERVER_READS).every((name) => findRoute(SERVER_READS[name as keyof typeof SERVER_READS].route)?.method === 'GET' || name.startsWith('audits.'))).toBe(true);
    const routes = routeCalls.map(([, route]) => route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(Object.fromEntries(routeCalls.filter(([n]) => ['orders.create', 'orders.confirm', 'buys.approve', 'cashflow.createInternal', 'customers.create', 'products.adjust'].includes(n)))).toEqual({
      'orders.create': 'order.create',
      'orders.confirm': 'order.confirm',
      'buys.approve': 'buy.approve',
      'cashflow.createInternal': 'cashflow.createInternal',
      'customers.create': 'customer.create',
      'products.adjust': 'product.adjustment',
    });
  });

  it('each queue into a replica collection and name the document they write (checked when handlers are built)', () => {
    expect(() => mutationHandlers({} as AppState)).not.toThrow();
  });
});

describe('the rest of the contract', () => {
  it('has list/get/search for every read feature and names of the form feature.action', () => {
    for (const feature of Object.keys(READ_FEATURES)) {
      for (const kind of ['list', 'get', 'search']) expect(IPC_CALL_NAMES, `${feature}.${kind}`).toContain(`${feature}.${kind}`);
    }
    expect(parseReadName('orders.list')).toEqual({ feature: 'orders', kind: 'list' });
    expect(parseReadName('orders.create')).toBeNull();
    expect(parseReadName('toString.list')).toBeNull();
    for (const name of IPC_CALL_NAMES) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('reuses the shared list schemas: text from a URL and numbers from a screen both parse, the cap applies', () => {
    expect(IPC_CONTRACT['products.list'].input.parse({ page: '2', limit: 1000, isShortage: 'true' })).toMatchObject({ page: 2, limit: 200, isShortage: true });
  });

  it('has the five push events, with their payloads checked', () => {
    expect(Object.keys(IPC_EVENTS).sort()).toEqual(['backup-progress', 'export-progress', 'rejected', 'replica-changed', 'sync-status']);
    expect(IPC_EVENTS['export-progress'].safeParse({ job: 'job-12345678', phase: 'reading', written: 200, total: 50_000, percent: 0.4 }).success).toBe(true);
    expect(IPC_EVENTS['export-progress'].safeParse({ job: 'job-12345678', phase: 'reading', written: -1, total: 50_000, percent: 0 }).success).toBe(false);
    expect(IPC_EVENTS['backup-progress'].safeParse({ operation: 'restore', phase: 'copy', percent: 40 }).success).toBe(true);
    expect(IPC_EVENTS['backup-progress'].safeParse({ operation: 'restore', phase: 'copy', percent: 140 }).success).toBe(false);
    expect(isIpcEventName('replica-changed')).toBe(true);
    expect(isIpcEventName('hasOwnProperty')).toBe(false);
    expect(IPC_EVENTS['replica-changed'].safeParse({ collections: 'orders' }).success).toBe(false);
  });

  it('parses stored settings with defaults and applies patches without losing other values', () => {
    expect(settingsSchema.parse({})).toEqual(DEFAULT_SETTINGS);
    const old = settingsSchema.parse({ printers: { order: 'EPSON TM-T20' }, somethingNewer: 1 });
    expect(old.printers).toEqual({ ...DEFAULT_SETTINGS.printers, order: 'EPSON TM-T20' });
    const next = applySettingsPatch(old, settingsPatchSchema.parse({ paper: { roadmap: '80mm' }, server: { mode: 'remote', url: 'http://10.0.0.5:4000' } }));
    expect(next).toEqual({ ...old, paper: { ...old.paper, roadmap: '80mm' }, server: { mode: 'remote', url: 'http://10.0.0.5:4000' } });
    for (const url of ['ftp://x', 'http://user:pw@x', 'not a url']) {
      expect(settingsPatchSchema.safeParse({ server: { mode: 'remote', url } }).success, url).toBe(false);
    }
    expect(settingsPatchSchema.safeParse({ printers: { invoice: 'x' } }).success).toBe(false);
  });
});
