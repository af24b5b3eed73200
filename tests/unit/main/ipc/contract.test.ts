/**
 * The IPC contract's shape: route calls split a flat input into the route's own parts (so IPC and
 * server validate alike), every write maps to a route the table has, reads cover the replica's
 * collections, and settings parse with defaults.
 */
import { describe, expect, it } from 'vitest';
import { IPC_CONTRACT, IPC_CALL_NAMES } from '../../../../src-shared/ipc/contract.js';
import { IPC_EVENTS, isIpcEventName } from '../../../../src-shared/ipc/events.js';
import { parseReadName, READ_FEATURES, readCallName, type ReadFeature } from '../../../../src-shared/ipc/reads.js';
import { SERVER_READ_CALLS } from '../../../../src-shared/ipc/route-calls.js';
import { DEFAULT_SETTINGS, applySettingsPatch, settingsPatchSchema, settingsSchema } from '../../../../src-shared/ipc/settings.js';
import { findRoute, ROUTES } from '../../../../src-shared/routes/index.js';
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
    const parsed = IPC_CONTRACT['order.replace'].input.parse(input);
    expect(parsed.params).toEqual({ id: ID });
    expect(parsed.body).toMatchObject({ customer: ID, paymentMethod: 'EFECTIVO' });
    expect(parsed.body).not.toHaveProperty('id');
    const created = IPC_CONTRACT['order.create'].input.parse({ ...input, id: undefined, isBudget: true });
    expect(created.query).toEqual({ isBudget: true, isSupply: undefined });
    expect(created.body).not.toHaveProperty('isBudget');
  });

  it('report body rules (refinements included) on the flat path, and nothing for a route without parts', () => {
    const result = IPC_CONTRACT['cashflow.createInternal'].input.safeParse({ amount: 10, concept: 'EGRESS', paymentMethod: 'CASH', garage: ID, destination: ID });
    expect(result.success).toBe(false);
    expect(issuesToDetails(result.error!)).toMatchObject([{ path: 'destination', message: 'destination must differ from garage' }]);
    expect(IPC_CONTRACT['order.prepare'].input.parse({ id: ID })).toEqual({ params: { id: ID }, query: undefined, body: undefined });
    const extra = IPC_CONTRACT['order.prepare'].input.safeParse({ id: ID, date: '2026-01-01' });
    expect(issuesToDetails(extra.error!)).toMatchObject([{ path: 'date', message: 'unknown field: date' }]);
    expect(IPC_CONTRACT['order.prepare'].input.safeParse('x').success).toBe(false);
  });

  it('name only routes the table has, each route once; a read of the server is online, every other read comes from the replica', () => {
    expect(routeCalls.length).toBeGreaterThan(80);
    for (const [name, route] of routeCalls) {
      const def = findRoute(route);
      expect(def, name).toBeDefined();
      const online = (IPC_CONTRACT[name as keyof typeof IPC_CONTRACT] as { online?: boolean }).online;
      if (def?.method === 'GET') expect(online, `${name} reads the server, so it must be online`).toBe(true);
    }
    expect(Object.values(SERVER_READ_CALLS).every((def) => findRoute(def.route)?.method === 'GET')).toBe(true);
    const routes = routeCalls.map(([, route]) => route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("are named as their route, but for the server reads whose name the replica's read of the feature holds", () => {
    const renamed = routeCalls.filter(([name, route]) => name !== route);
    expect(Object.fromEntries(renamed)).toEqual({
      'account.detail': 'account.get',
      'user.serverList': 'user.list',
      'garage.serverList': 'garage.list',
      'category.serverList': 'category.list',
      'provider.serverList': 'provider.list',
      'product.serverList': 'product.list',
    });
    for (const [, route] of renamed) expect(IPC_CALL_NAMES, `${route} is the replica's read`).toContain(route);
    const writes = ROUTES.filter((route) => route.method !== 'GET' && !route.name.startsWith('auth.')).map((route) => route.name);
    for (const name of writes) expect(IPC_CALL_NAMES, name).toContain(name);
    expect(IPC_CALL_NAMES).toEqual(expect.arrayContaining(['order.delivery', 'order.draftCreate', 'settings.update']));
  });

  it('each queue into a replica collection and name the document they write (checked when handlers are built)', () => {
    expect(() => mutationHandlers({} as AppState)).not.toThrow();
  });
});

describe('the rest of the contract', () => {
  it('has list/get/search for every read feature and names of the form feature.action', () => {
    for (const feature of Object.keys(READ_FEATURES) as ReadFeature[]) {
      for (const kind of ['list', 'get', 'search'] as const) expect(IPC_CALL_NAMES).toContain(readCallName(feature, kind));
    }
    expect(parseReadName('order.list')).toEqual({ feature: 'order', kind: 'list' });
    expect(parseReadName('order.draftSearch')).toEqual({ feature: 'draft', kind: 'search' });
    expect(parseReadName('draft.list')).toBeNull();
    expect(parseReadName('order.create')).toBeNull();
    expect(parseReadName('toString.list')).toBeNull();
    for (const name of IPC_CALL_NAMES) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('reuses the shared list schemas: text from a URL and numbers from a screen both parse, the cap applies', () => {
    expect(IPC_CONTRACT['product.list'].input.parse({ page: '2', limit: 1000, isShortage: 'true' })).toMatchObject({ page: 2, limit: 200, isShortage: true });
  });

  it('has the six push events, with their payloads checked', () => {
    expect(Object.keys(IPC_EVENTS).sort()).toEqual(['backup-progress', 'export-progress', 'rejected', 'replica-changed', 'replica-upgrade', 'sync-status']);
    expect(IPC_EVENTS['replica-upgrade'].safeParse({ status: 'upgrading', step: 2, steps: 3 }).success).toBe(true);
    expect(IPC_EVENTS['replica-upgrade'].safeParse({ status: 'upgrading', step: -1, steps: 3 }).success).toBe(false);
    expect(IPC_EVENTS['replica-upgrade'].safeParse({ status: 'failed', error: { code: 'INTERNAL', message: 'x', key: 'desktop.replicaUpgradeFailed' } }).success).toBe(true);
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
