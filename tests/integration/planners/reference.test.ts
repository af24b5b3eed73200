/**
 * Reference data's planners through both callers (src-shared/planners/reference-writes.ts): each
 * write is planned by the server's reads over its database and by the desktop's over a replica of
 * what the same caller pulls, the two plans must be identical, refusals too, and the server must
 * store what the plan says when the write is sent — on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { replicaPlanReads } from '../../../src-main/replica/plan-reads.js';
import type { ReplicaDoc } from '../../../src-main/replica/index.js';
import { fillPath } from '../../../src-main/api/routes.js';
import { serverPlanReads } from '../../../src-server/features/plan-reads.js';
import { BUSINESS_SETTINGS_ID } from '../../../src-shared/business-settings.js';
import type { Role } from '../../../src-shared/constants.js';
import { newId } from '../../../src-shared/ids.js';
import { routeInput } from '../../../src-shared/ipc/route-input.js';
import { plannerOf, type PlanActor } from '../../../src-shared/planners/index.js';
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { createCustomer, createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { createProduct, createProvider, seededTaxes, type SeededTaxes } from '../../support/catalog.js';
import { replicaOf } from '../../support/predicted-writes.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const NOW = '2026-03-05T12:00:00.000Z';
/** Every id the callers' contexts made: a create's is the one it sends, the others the server makes its own. */
const minted = new Set<string>();

/**
 * A planned value as the server stores it when it writes for real: what came from the plan's own
 * clock or id source is the server's own then (any text), the rest exactly as planned.
 */
function asStored(value: unknown): unknown {
  if (value === NOW || (typeof value === 'string' && minted.has(value))) return expect.any(String);
  if (Array.isArray(value)) return value.map(asStored);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, asStored(v)]));
  return value;
}

interface Caller {
  token: string;
  actor: PlanActor;
}

describe.each(FLAVOURS)('reference-data planners on %s', (flavour) => {
  let server: TestServer;
  let admin: Caller;
  let partner: Caller;
  let taxes: SeededTaxes;
  let provider: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);
    const me = await expectStatus(call<{ user: { _id: string } }>(server.url, 'GET', '/auth/me', { token }));
    admin = { token, actor: { id: me.user._id, role: 'ADMIN' } };
    const av: Staff = await createStaff(server.url, token, { name: 'Vera', username: 'vera', role: 'AV' });
    partner = { token: av.token, actor: { id: av.user._id, role: av.user.role as Role } };
    taxes = await seededTaxes(server.url, token);
    provider = await createProvider(server.url, token, 'Lácteos del Sur');
  });
  afterAll(() => server?.close());

  type Args = { params: Record<string, string> | undefined; query: unknown; body: Record<string, unknown> | undefined };
  const parse = (route: RouteName, input: Record<string, unknown>) => routeInput(routeByName(route)).parse(input) as Args;

  /** Both plans of `route` for the screen's flat input, as `caller` writes, settled; and whether the replica lacked an input. */
  async function plans(route: RouteName, input: Record<string, unknown>, caller: Caller) {
    const planner = plannerOf(route);
    if (!planner) throw new Error(`${route} has no planner`);
    const args = parse(route, input);
    // Both callers get the same ids, in the order they ask for them.
    const ids: string[] = [];
    const source = () => {
      let next = 0;
      return () => {
        if (next === ids.length) ids.push(newId(new Date(NOW)));
        const id = ids[next++] ?? '';
        minted.add(id);
        return id;
      };
    };
    const ctx = () => ({ actor: caller.actor, now: NOW, newId: source() });
    const replica = await replicaOf(server.url, caller.token);
    const held = (collection: string) => [...replica.entries()].filter(([key]) => key.startsWith(`${collection}/`)).map(([, doc]) => doc);
    const desk = replicaPlanReads({
      getMany: (collection, ids) => ids.flatMap((docId) => replica.get(`${collection}/${docId}`) ?? []),
      listIds: (collection) => held(collection).map((doc) => doc._id),
    });
    const [onServer, onDesk] = await Promise.allSettled([planner(args, serverPlanReads(server.database.db), ctx()), planner(args, desk, ctx())]);
    return { args, onServer, onDesk, missed: desk.missedAny() };
  }

  /**
   * Plans `route` both ways, sends it, and answers the stored document, which holds what the plan
   * said. `unheld`: the write names a document the replica does not hold (a disabled one), so the
   * desk cannot plan it and shows it as sent.
   */
  async function write(route: RouteName, input: Record<string, unknown>, caller: Caller = admin, unheld = false): Promise<ReplicaDoc> {
    const { args, onServer, onDesk, missed } = await plans(route, input, caller);
    if (onServer.status === 'rejected') throw onServer.reason;
    const planned = onServer.value;
    if (unheld) {
      expect(onDesk.status, route).toBe('rejected');
      expect(missed, route).toBe(true);
    } else {
      expect(onDesk, route).toEqual(onServer);
    }
    const def = routeByName(route);
    // A create sends the id it was planned under, as the desk's queued request does.
    const body = planned.doc.before === null && def.method === 'POST' ? { ...args.body, _id: planned.doc._id } : args.body;
    const response = await call<ReplicaDoc>(server.url, def.method, fillPath(def.path, args.params ?? {}), { token: caller.token, ...(body === undefined ? {} : { body }) });
    expect(response.status, `${route}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    expect(response.body._id).toBe(planned.doc._id);
    expect(response.body, route).toMatchObject(asStored(planned.doc.fields) as object);
    return response.body;
  }

  /**
   * Both callers refuse the write alike; with every input at hand (`unheld`: the replica lacks what
   * the write names, as a partner's lacks another's customer, so the desk leaves it to the server).
   */
  async function refused(route: RouteName, input: Record<string, unknown>, caller: Caller = admin, unheld = false): Promise<unknown> {
    const { onServer, onDesk, missed } = await plans(route, input, caller);
    expect(onServer.status, route).toBe('rejected');
    expect(onDesk, route).toEqual(onServer);
    expect(missed, route).toBe(unheld);
    return onServer.status === 'rejected' ? onServer.reason : undefined;
  }

  it('plans the small catalogs alike: create with defaults, update, disable and enable, removals', async () => {
    const category = await write('category.create', { name: 'Quesos Duros', slug: 'quesos-duros', splitPackage: true });
    await write('category.update', { id: category._id, icon: 'cheese' });
    await write('category.disable', { id: category._id });
    await write('category.enable', { id: category._id }, admin, true);

    const option = await write('delivery.create', { name: 'Retiro en depósito' });
    expect(option).toMatchObject({ customerPrice: 0, partnerPrice: 0, internPrice: 0, contributes: false });
    await write('delivery.update', { id: option._id, name: 'Retiro en depósito', customerPrice: 1500, partnerPrice: 500, contributes: true });
    await write('delivery.remove', { id: option._id });

    const withdrawal = await write('withdrawal.create', { name: 'Flete propio', fee: 12000 });
    expect(withdrawal).toMatchObject({ internPrice: 0 });
    await write('withdrawal.update', { id: withdrawal._id, fee: 13000 });
    await write('withdrawal.remove', { id: withdrawal._id });

    const third = await write('third.create', { name: 'Edesur', tag: 'servicios' });
    expect(third).toMatchObject({ user: null });
    await write('third.replace', { id: third._id, name: 'Edesur SA', tag: 'luz' });

    for (const kind of ['chargeMethod', 'payMethod'] as const) {
      const method = await write(`${kind}.create`, { name: 'Mercado Pago' });
      await write(`${kind}.update`, { id: method._id, name: 'Mercado Pago QR' });
      await write(`${kind}.remove`, { id: method._id });
    }

    const lanus = await write('provider.create', { name: 'Fiambres Lanús' });
    expect(lanus).toMatchObject({ catalog: true, slug: 'fiambres-lanus' });
    await write('provider.update', { id: lanus._id, phone: '+54 11 4000 1000' });
    await write('provider.disable', { id: lanus._id });
    await write('provider.enable', { id: lanus._id }, admin, true);
  });

  it('plans garages alike, and both refuse to disable the default one or take its stock away', async () => {
    const branch = await write('garage.create', { name: 'Sucursal Lanús' });
    expect(branch).toMatchObject({ inventory: true, isDefault: false });
    await write('garage.update', { id: branch._id, inventory: false });
    await write('garage.disable', { id: branch._id });
    await write('garage.enable', { id: branch._id }, admin, true);
    const garages = await expectStatus(call<{ docs: Array<{ _id: string; isDefault?: boolean }> }>(server.url, 'GET', '/garage', { token: admin.token }));
    const main = garages.docs.find((g) => g.isDefault);
    if (!main) throw new Error('no default garage');
    expect(await refused('garage.disable', { id: main._id })).toMatchObject({ status: 409 });
    expect(await refused('garage.update', { id: main._id, inventory: false })).toMatchObject({ status: 409 });
  });

  it("plans customers alike: a partner's are its own, another's is missing to it", async () => {
    const mine = await write('customer.create', { name: 'Kiosco Vera', address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'Buenos Aires' }, taxId: '20123456786' }, partner);
    expect(mine).toMatchObject({ partner: partner.actor.id, taxIdKind: 'CUIT', ivaCondition: 'CONSUMIDOR_FINAL' });
    await write('customer.update', { id: mine._id, address: { street: 'Alsina 20' }, taxId: null }, partner);
    const house = await createCustomer(server.url, admin.token, { name: 'Almacén de la casa' });
    expect(await refused('customer.update', { id: house._id, name: 'Ajeno' }, partner, true)).toMatchObject({ status: 404 });
    await write('customer.disable', { id: mine._id }, partner);
  });

  it('plans products alike: the stored cost, an empty inventory, a mixed one from its components', async () => {
    const made = await write('product.create', { name: 'Queso Cremoso', provider, unit: 'WEIGHT', taxBase: 4000, taxes: [taxes.C21, taxes.V21], margins: [{ quantity: 0, value: 1.3 }, { quantity: 5, value: 1.2 }], contributions: 10, wholesalerContributions: 5 });
    expect(made).toMatchObject({ unitCost: 4840, inventory: { real: 0, committed: 0 }, catalog: true, isShortage: false });
    await write('product.update', { id: made._id, taxBase: 4200, taxes: [taxes.C21], wholesalerContributions: 5 });
    const part = await createProduct(server.url, admin.token, provider, { name: 'Pan de campo', unit: 'UNITY', taxBase: 300 });
    const mixed = await write('product.create', { name: 'Sándwich', provider, unit: 'UNITY', taxBase: 0, taxes: [], margins: [{ quantity: 0, value: 1.5 }, { quantity: 5, value: 1.4 }], contributions: 0, wholesalerContributions: 0, mixed: { components: [{ product: part._id, quantity: 2 }, { product: made._id, quantity: 150 }] } });
    expect(mixed.taxBase).toBeGreaterThan(600);
    expect(await refused('product.create', { name: 'Doble', provider, unit: 'UNITY', taxBase: 0, margins: [{ quantity: 0, value: 1.5 }, { quantity: 5, value: 1.4 }], contributions: 0, wholesalerContributions: 0, mixed: { components: [{ product: mixed._id, quantity: 1 }] } })).toMatchObject({ status: 400 });
    await write('product.disable', { id: made._id });
    await write('product.enable', { id: made._id }, admin, true);
  });

  it('plans users alike: the normal username, a supplier user reading for its provider, no disabling oneself', async () => {
    const user = await write('user.create', { name: 'Pedro Proveedor', username: 'Pedro.Lacteos', role: 'PROVEEDOR', provider });
    expect(user).toMatchObject({ username: 'pedro.lacteos', provider, isDriver: false, wholesaler: false });
    await write('user.update', { id: user._id, role: 'COMPRAS' });
    await write('user.disable', { id: user._id });
    await write('user.enable', { id: user._id }, admin, true);
    expect(await refused('user.disable', { id: admin.actor.id })).toMatchObject({ status: 409 });
  });

  it("plans a user's third alike: made, restated, removed, and left as it is when there is none", async () => {
    const user = await write('user.create', { name: 'Marta Caja', username: 'marta', role: 'OPERACION' });
    const made = await write('user.thirdAdd', { id: user._id });
    const third = String(made.third);
    await write('user.thirdAdd', { id: user._id, tag: 'cajera' });
    const thirds = await expectStatus(call<{ docs: Array<{ _id: string; tag: string }> }>(server.url, 'GET', '/third?limit=100', { token: admin.token }));
    expect(thirds.docs.find((t) => t._id === third)).toMatchObject({ tag: 'cajera' });
    const removed = await write('user.thirdRemove', { id: user._id });
    expect(removed).toMatchObject({ third: null });
    // No third left to remove: the user stays as stored, not even a new version.
    expect(await write('user.thirdRemove', { id: user._id })).toEqual(removed);
  });

  it('plans an alert acknowledged alike, once', async () => {
    const oil = await createProduct(server.url, admin.token, provider, { name: 'Aceite 1 l', unit: 'UNITY' });
    await expectStatus(call(server.url, 'PUT', `/product/${oil._id}/adjustment`, { token: admin.token, body: { quantity: -3, reason: 'rotura' } }));
    const open = await expectStatus(call<{ docs: Array<{ _id: string }> }>(server.url, 'GET', `/tracker?product=${oil._id}&acknowledged=false`, { token: admin.token }));
    const alert = open.docs[0]?._id ?? '';
    const acknowledged = await write('tracker.acknowledge', { id: alert });
    expect(acknowledged).toMatchObject({ acknowledged: true, acknowledgedBy: admin.actor.id });
    // Acknowledged again: nothing changes, not even the version's time.
    expect(await write('tracker.acknowledge', { id: alert })).toEqual(acknowledged);
  });

  it('plans the business settings alike, the first save making the document', async () => {
    const saved = await write('settings.update', { companyName: 'Distribuidora del Sur SA', timeZone: 'America/Argentina/Cordoba' });
    expect(saved).toMatchObject({ _id: BUSINESS_SETTINGS_ID, companyName: 'Distribuidora del Sur SA', cuit: null });
    await write('settings.update', { phone: '+54 11 4000 2000' });
  });
});
