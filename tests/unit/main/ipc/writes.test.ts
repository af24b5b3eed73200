/**
 * How a queued write is planned: the REST request it becomes, and the document screens see until
 * the server answers — its planner's plan over the replica, or for a route not planned yet what is
 * certain.
 */
import { describe, expect, it } from 'vitest';
import { pairedId } from '../../../../src-shared/ids.js';
import { IPC_CONTRACT } from '../../../../src-shared/ipc/contract.js';
import { routeByName, type RouteName } from '../../../../src-shared/routes/index.js';
import { listOptions } from '../../../../src-main/ipc/handlers/list-options.js';
import { plannedWrite, type WriteContext } from '../../../../src-main/ipc/handlers/optimistic.js';
import type { ReplicaDoc } from '../../../../src-main/replica/index.js';
import { NO_LEDGER_READS } from '../../../support/replica-doubles.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';
const NEW_ID = '65f0a1b2c3d4e5f6a7b8ffff';
const NOW = new Date('2026-03-05T12:00:00.000Z');
const CUSTOMER: ReplicaDoc = { _id: ID, name: 'Almacén Don Pepe', status: true, address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'BA' } };
const ORDER: ReplicaDoc = { _id: ID, state: 'PENDIENTE', delivery: { phone: '1', charged: true, address: { label: 'Local' } } };

/** What the replica holds, by collection. */
type Held = Readonly<Record<string, readonly ReplicaDoc[]>>;

// Signed in as an admin unless `signedIn` is false: a route with a shared planner shows its plan,
// and without anyone to plan for, the write as sent.
const context = (held: Held = {}, signedIn = true): WriteContext => {
  const docs = (collection: string) => held[collection] ?? [];
  return {
    current: (collection, id) => docs(collection).find((d) => d._id === id),
    replica: { getMany: (collection, ids) => docs(collection).filter((d) => ids.includes(d._id)), listIds: (collection) => docs(collection).map((d) => d._id), ...NO_LEDGER_READS },
    signedIn: () => (signedIn ? { actor: { id: ID, role: 'ADMIN' }, user: { _id: ID, name: 'Admin', username: 'admin', role: 'ADMIN', status: true } } : null),
    newId: () => NEW_ID,
    now: () => NOW,
  };
};

function plan(name: keyof typeof IPC_CONTRACT & string, route: RouteName, collection: string, input: unknown, held: Held = {}, signedIn = true) {
  return plannedWrite(routeByName(route), collection, IPC_CONTRACT[name].input.parse(input) as never, context(held, signedIn));
}

describe('planned writes', () => {
  it('a create gets a client id (or keeps the one given), carries it in the body, and shows what was sent when no one is signed in', async () => {
    const address = { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'BA' };
    const write = await plan('customer.create', 'customer.create', 'customers', { name: 'Nuevo', address }, {}, false);
    expect(write).toEqual({
      method: 'POST',
      path: '/customer',
      body: { _id: NEW_ID, name: 'Nuevo', address },
      collection: 'customers',
      docId: NEW_ID,
      optimistic: { _id: NEW_ID, name: 'Nuevo', address, status: true, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() },
    });
    expect((await plan('customer.create', 'customer.create', 'customers', { _id: ID, name: 'Nuevo', address }, {}, false)).docId).toBe(ID);
  });

  it('a planned create shows what its planner builds: defaults, the owner, the author', async () => {
    const address = { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'BA' };
    const write = await plan('customer.create', 'customer.create', 'customers', { name: 'Nuevo', address, taxId: '20123456786' });
    expect(write.optimistic).toEqual({
      _id: NEW_ID,
      name: 'Nuevo',
      address,
      taxId: '20123456786',
      taxIdKind: 'CUIT',
      ivaCondition: 'CONSUMIDOR_FINAL',
      partner: null,
      status: true,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      createdBy: ID,
    });
  });

  it('puts the query of a create in its path', async () => {
    const write = await plan('order.create', 'order.create', 'orders', {
      customer: ID,
      cart: { items: [{ product: ID, quantity: 1 }] },
      delivery: { phone: '1', contactEmail: null, address: { label: 'a', street: 'b', city: 'c', province: 'd' }, charged: false },
      isSupply: true,
    });
    expect(write.path).toBe('/order?isSupply=true');
  });

  it('an edit merges the sent fields (nested ones too) over the current document', async () => {
    const write = await plan('customer.update', 'customer.update', 'customers', { id: ID, address: { street: 'Alsina 20' } }, { customers: [CUSTOMER] });
    expect(write).toMatchObject({ method: 'PATCH', path: `/customer/${ID}`, docId: ID, body: { address: { street: 'Alsina 20' } } });
    expect(write.optimistic).toEqual({ ...CUSTOMER, address: { ...(CUSTOMER.address as object), street: 'Alsina 20' }, updatedAt: NOW.toISOString() });
  });

  it('a driver for an order shows as its planner builds it; a user who does not drive, or an order picked up, is refused at once', async () => {
    const driver: ReplicaDoc = { _id: NEW_ID, username: 'raul', status: true, isDriver: true };
    const shipped: ReplicaDoc = { ...ORDER, delivery: { ...(ORDER.delivery as object), _id: '65f0a1b2c3d4e5f6a7b80d01' } };
    const write = await plan('order.driver', 'order.driver', 'orders', { id: ID, driver: NEW_ID }, { orders: [shipped], users: [driver] });
    expect(write).toMatchObject({ method: 'PATCH', docId: ID, body: { driver: NEW_ID } });
    expect(write.optimistic).toEqual({ ...shipped, driver: NEW_ID, updatedAt: NOW.toISOString() });
    await expect(plan('order.driver', 'order.driver', 'orders', { id: ID, driver: NEW_ID }, { orders: [shipped], users: [{ ...driver, isDriver: false }] })).rejects.toThrow('raul is not a driver');
    // An order the customer picks up (no delivery option) has no driver, offline too.
    await expect(plan('order.driver', 'order.driver', 'orders', { id: ID, driver: NEW_ID }, { orders: [ORDER], users: [driver] })).rejects.toThrow('no driver takes it');
  });

  it('disable flips the status; a draft’s removal closes it; a transition shows the moved order; an order the replica lacks shows nothing', async () => {
    expect((await plan('customer.disable', 'customer.disable', 'customers', { id: ID }, { customers: [CUSTOMER] })).optimistic).toEqual({ ...CUSTOMER, status: false, updatedAt: NOW.toISOString() });
    // Removed by staff, the draft stays CLOSED for its customer to see (off the screen's OPEN tab).
    expect(await plan('order.draftRemove', 'order.draftRemove', 'drafts', { id: ID }, { drafts: [{ _id: ID, state: 'OPEN', customer: NEW_ID, partner: null }] })).toMatchObject({
      method: 'DELETE',
      optimistic: { _id: ID, state: 'CLOSED' },
    });
    const pending = { ...ORDER, delivery: { ...(ORDER.delivery as object), delivered: false }, stored: false, garage: NEW_ID, cart: { items: [] }, stockLines: [] };
    const confirmed = await plan('order.confirm', 'order.confirm', 'orders', { id: ID, date: '2026-03-06' }, { orders: [pending] });
    expect(confirmed).toMatchObject({ path: `/order/confirm/${ID}`, body: { date: '2026-03-06' } });
    expect(confirmed.optimistic).toEqual({ ...pending, state: 'CONFIRMADO', date: '2026-03-06', updatedAt: NOW.toISOString() });
    // Not in the replica (yet): nothing to show, the pull brings it.
    expect((await plan('order.prepare', 'order.prepare', 'orders', { id: ID })).optimistic).toBeNull();
  });
});

describe('a product or a delivery option as its planner builds it', () => {
  const TAX_C = '65f0a1b2c3d4e5f6a7b80c01';
  const TAX_V = '65f0a1b2c3d4e5f6a7b80c02';
  const HAM = '65f0a1b2c3d4e5f6a7b80d01';
  const SODA = '65f0a1b2c3d4e5f6a7b80d02';
  const TAXES: ReplicaDoc[] = [
    { _id: TAX_C, name: 'IIBB', type: 'C', aliquot: 0.03, status: true },
    { _id: TAX_V, name: 'IVA', type: 'V', aliquot: 0.21, status: true },
  ];
  const PROVIDERS: ReplicaDoc[] = [{ _id: ID, name: 'Lácteos del Sur', status: true }];
  const COMPONENTS: ReplicaDoc[] = [
    { _id: HAM, name: 'Jamón', unit: 'WEIGHT', taxBase: 2000, taxes: [], margins: [], status: true },
    { _id: SODA, name: 'Soda', unit: 'UNITY', taxBase: 300, taxes: [], margins: [], status: true },
  ];
  const CATALOG: Held = { taxes: TAXES, providers: PROVIDERS, products: COMPONENTS };
  const product = {
    name: 'Picada',
    provider: ID,
    unit: 'UNITY',
    taxBase: 1000,
    taxes: [TAX_C, TAX_V],
    margins: [
      { quantity: 1, value: 1.35 },
      { quantity: 0, value: 1.2 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
  };
  const createProduct = async (input: object, held: Held = CATALOG) => (await plan('product.create', 'product.create', 'products', { ...product, ...input }, held)).optimistic;

  it('a new product holds no stock yet, and its unit cost is the tax base with the C taxes', async () => {
    expect(await createProduct({})).toMatchObject({
      taxBase: 1000,
      unitCost: 1030,
      taxes: [TAX_C, TAX_V],
      slug: 'picada',
      catalog: true,
      inventory: { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 },
    });
    expect(await createProduct({ taxes: undefined })).toMatchObject({ taxes: [], unitCost: 1000 });
  });

  it('a unit cost stated on create is kept; a mixed product costs what its components do', async () => {
    expect(await createProduct({ unitCost: 999.5 })).toMatchObject({ unitCost: 999.5 });
    // 500 g of a 2000/kg component and two 300 units: 1000 + 600.
    const mixed = await createProduct({
      taxes: [],
      mixed: {
        components: [
          { product: HAM, quantity: 500 },
          { product: SODA, quantity: 2 },
        ],
      },
    });
    expect(mixed).toMatchObject({ taxBase: 1600, unitCost: 1600 });
  });

  it('shows the write as sent when the replica lacks a tax, a component or the provider', async () => {
    const sent = { _id: NEW_ID, ...product, status: true, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() };
    expect(await createProduct({}, { ...CATALOG, taxes: [] })).toEqual(sent);
    expect(await createProduct({}, { ...CATALOG, providers: [] })).toEqual(sent);
    expect(await createProduct({ taxes: [], mixed: { components: [{ product: HAM, quantity: 500 }] } }, { ...CATALOG, products: [] })).not.toHaveProperty('unitCost');
  });

  it('refuses at once what the server refuses with every input at hand: a disabled provider, a mixed component', async () => {
    await expect(createProduct({}, { ...CATALOG, providers: [{ ...PROVIDERS[0], status: false } as ReplicaDoc] })).rejects.toMatchObject({ status: 400 });
    const nested: ReplicaDoc = { _id: HAM, name: 'Picada chica', unit: 'UNITY', taxBase: 10, mixed: { components: [{ product: SODA, quantity: 1 }] }, status: true };
    await expect(createProduct({ taxes: [], mixed: { components: [{ product: HAM, quantity: 1 }] } }, { ...CATALOG, products: [nested] })).rejects.toMatchObject({ status: 400 });
  });

  it('a product update that does not state the unit cost lets it follow the new tax base, and keeps the stock', async () => {
    const stored: ReplicaDoc = { _id: ID, ...product, taxes: [TAX_C], unitCost: 1030, number: 7, status: true, inventory: { committed: 1, pending: 0, real: 5, theoretical: 4, critical: 0 } };
    const held = { ...CATALOG, products: [stored] };
    const update = async (input: object) =>
      (await plan('product.update', 'product.update', 'products', { id: ID, taxBase: 2000, taxes: [TAX_C], wholesalerContributions: 5, ...input }, held)).optimistic;
    expect(await update({})).toMatchObject({ taxBase: 2000, unitCost: 2060, number: 7, inventory: { real: 5 } });
    expect(await update({ unitCost: 1500 })).toMatchObject({ taxBase: 2000, unitCost: 1500 });
  });

  it('a delivery option created with figures left out prices orders with none', async () => {
    const blank = (await plan('delivery.create', 'delivery.create', 'deliveries', { name: 'Retiro', customerPrice: undefined, partnerPrice: undefined })).optimistic;
    expect(blank).toMatchObject({ name: 'Retiro', customerPrice: 0, partnerPrice: 0, internPrice: 0, contributes: false });
    const priced = (await plan('delivery.create', 'delivery.create', 'deliveries', { name: 'Envío', customerPrice: 3500, partnerPrice: 1200, contributes: true })).optimistic;
    expect(priced).toMatchObject({ customerPrice: 3500, partnerPrice: 1200, internPrice: 0, contributes: true });
  });
});

describe('an account as its planner builds it', () => {
  it('an account opens at the balance carried over, to the cent, or at 0; a carried balance is its opening movement', async () => {
    // The account planner needs the customer in the replica.
    const open = (input: object) => plan('account.create', 'account.create', 'accounts', { customer: ID, ...input }, { customers: [CUSTOMER] });
    const empty = await open({});
    expect(empty.optimistic).toMatchObject({ customer: ID, balance: 0 });
    expect(empty.linked).toBeUndefined();
    // Past the cent it is refused, never rounded away without a word.
    expect(() => open({ balance: 1234.567 })).toThrow('balance keeps at most 2 decimals');
    const carried = await open({ balance: 1234.57 });
    expect(carried.optimistic).toMatchObject({ balance: 1234.57 });
    expect(carried.linked?.map((change) => change.optimistic)).toMatchObject([{ _id: pairedId(NEW_ID), account: NEW_ID, customer: ID, delta: 1234.57, kind: 'opening', balance: 1234.57 }]);
  });
});

describe('list options from a list query', () => {
  it('passes paging, status, text and period to the reader and the rest as filters', () => {
    const query = IPC_CONTRACT['order.list'].input.parse({ page: 2, state: 'CONFIRMADO', 'delivery.delivered': false, fromDate: '2026-01-01', query: 'pepe' });
    expect(listOptions('order', query, 'America/Argentina/Buenos_Aires')).toEqual({
      page: 2,
      limit: 20,
      status: undefined,
      query: 'pepe',
      // A date-only period is the business's day: 1 January begins at 03:00Z in Buenos Aires.
      fromDate: '2026-01-01T03:00:00.000Z',
      toDate: undefined,
      filters: { state: 'CONFIRMADO', 'delivery.delivered': false, customer: undefined, partner: undefined, driver: undefined, noAdmin: undefined, stored: undefined },
    });
  });

  it('translates what means something else in the replica', () => {
    expect(listOptions('roadmap', { fromDate: '2026-03-01', toDate: '2026-03-31' }, 'UTC').filters).toEqual({ date: { from: '2026-03-01', to: '2026-03-31', zone: 'UTC' } });
    expect(listOptions('buy', { withoutReceipt: true }, 'UTC').filters).toEqual({ hasReceipt: false });
    expect(listOptions('buy', { withoutReceipt: false }, 'UTC').filters).toEqual({ hasReceipt: undefined });
    expect(listOptions('product', { name: 'queso' }, 'UTC').query).toBe('queso');
  });
});
