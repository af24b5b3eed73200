/**
 * A small seeded world every generated suite builds its requests from: a signed-in caller of every
 * role, two AV partners with customers of their own, the PROVEEDOR's provider and another one, a
 * product, a category and one of each reference document — plus spares for calls that disable or
 * remove, so no call takes away what a later one needs.
 */
import type { Role } from '../../src-shared/constants/roles.js';
import { seedCommerce, type CommerceIds, type Factories } from './commerce.js';
import { seedMoney, type MoneyDocs, type MoneyFactories } from './money.js';
import { customerToken, createUser, insertProviderUser, ok, pairToken } from './principals.js';
import { ADMIN, call, signIn, type TestServer } from './server.js';

export interface WorldIds {
  users: { admin: string; av1: string; av2: string; operacion: string; compras: string; proveedor: string; spare: string };
  customers: { av1: string; av1Spare: string; av2: string; av2Spare: string };
  /** The phone of `customers.av1`, which is also the CUSTOMER caller. */
  customerPhone: string;
  /** `own` is the PROVEEDOR caller's provider. */
  providers: { own: string; other: string; spare: string };
  categories: { main: string; spare: string };
  taxes: { purchase: string; sale: string };
  products: { main: string; spare: string };
  productNumber: number;
  garages: { main: string; spare: string };
  deliveries: { main: string; spare: string };
  withdrawals: { main: string; spare: string };
  chargeMethods: { main: string; spare: string };
  payMethods: { main: string; spare: string };
  third: string;
  tracker: string;
}

export interface World {
  readonly server: TestServer;
  readonly api: string;
  readonly tokens: Readonly<Record<Role, string>>;
  readonly ids: WorldIds;
  /** Orders, buys, drafts, carts, receipts and a roadmap, made by their owners. */
  readonly docs: CommerceIds;
  /** Fresh commerce documents in a given state, for calls that move one along. */
  readonly make: Factories;
  /** Accounts and cash flow entries, and fresh ones for calls that use one up. */
  readonly money: MoneyDocs;
  readonly makeMoney: MoneyFactories;
  /** A new session of the role (for calls that end the session they use). */
  mintToken(role: Role): Promise<string>;
  /** A fresh pairing code for a throw-away device of the OPERACION user. */
  pairingCode(): Promise<string>;
  /** A name no earlier call used, for creates with unique names. */
  unique(prefix: string): string;
}

/** Slugs of the seeded categories (`categories.main`, `categories.spare`): unique, so a second use is bad input. */
export const CATEGORY_SLUGS = { main: 'lacteos', spare: 'varios' } as const;

const ADDRESS = { label: 'Casa', street: 'Av. Siempreviva 742', city: 'Temperley', province: 'Buenos Aires' };

type Post = (path: string, body: unknown, token?: string) => Promise<string>;

async function seedCatalog(post: Post, get: <T>(path: string) => Promise<T>, unique: (p: string) => string) {
  const providers = { own: await post('/provider', { name: 'Lácteos del Sur' }), other: await post('/provider', { name: 'Fiambres Norte' }), spare: await post('/provider', { name: 'Repuesto SA' }) };
  const categories = { main: await post('/category', { name: 'Lácteos', slug: CATEGORY_SLUGS.main }), spare: await post('/category', { name: 'Varios', slug: CATEGORY_SLUGS.spare }) };
  const taxList = await get<{ docs: Array<{ _id: string; type: string }> }>('/tax');
  const taxOf = (type: string) => taxList.docs.find((t) => t.type === type)?._id ?? '';
  const taxes = { purchase: taxOf('C'), sale: taxOf('V') };
  const product = (name: string) => ({
    name,
    provider: providers.own,
    category: categories.main,
    unit: 'UNITY',
    taxBase: 100,
    taxes: [taxes.purchase, taxes.sale],
    margins: [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.3 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
  });
  const products = { main: await post('/product', product('Queso cremoso')), spare: await post('/product', product('Manteca')) };
  const garageList = await get<{ docs: Array<{ _id: string }> }>('/garage');
  const garages = { main: garageList.docs[0]?._id ?? '', spare: await post('/garage', { name: 'Lomas' }) };
  const twice = async (path: string, body: () => Record<string, unknown>) => ({ main: await post(path, body()), spare: await post(path, body()) });
  return {
    providers,
    categories,
    taxes,
    products,
    garages,
    deliveries: await twice('/delivery', () => ({ name: unique('Envío'), customerPrice: 500, partnerPrice: 300 })),
    withdrawals: await twice('/withdrawal', () => ({ name: unique('Retiro'), fee: 200 })),
    chargeMethods: await twice('/chargeMethod', () => ({ name: unique('Cobro') })),
    payMethods: await twice('/payMethod', () => ({ name: unique('Pago') })),
    third: await post('/third', { name: 'Contador', tag: 'servicios' }),
  };
}

export async function seedWorld(server: TestServer): Promise<World> {
  const api = server.url;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;
  const admin = await signIn(api, ADMIN.username, ADMIN.password);
  const post: Post = async (path, body, token = admin) => (await ok<{ _id: string }>(call(api, 'POST', path, { token, body }), `POST ${path}`))._id;
  const get = <T>(path: string) => ok<T>(call(api, 'GET', path, { token: admin }), `GET ${path}`);

  const newUser = (username: string, role: string, extra: Record<string, unknown> = {}) => createUser(api, admin, { name: username, username, role, ...extra });
  const users = {
    admin: (await get<{ user: { _id: string } }>('/auth/me')).user._id,
    av1: await newUser('vendedor1', 'AV'),
    av2: await newUser('vendedor2', 'AV'),
    operacion: await newUser('operaciones', 'OPERACION', { isDriver: true }),
    compras: await newUser('compras', 'COMPRAS'),
    spare: await newUser('repuesto', 'AV'),
  };
  const catalog = await seedCatalog(post, get, unique);
  // The business settings are one document, made by their first save.
  await ok(call(api, 'PATCH', '/settings/business', { token: admin, body: { companyName: 'Distribuidora del Sur S.A.', cuit: '30712345671', ivaCondition: 'RI' } }), 'PATCH /settings/business');
  const proveedor = await insertProviderUser(server, catalog.providers.own, 'proveedor');
  const staffToken = (id: string) => pairToken(api, admin, id);
  const av1 = await staffToken(users.av1);
  const av2 = await staffToken(users.av2);

  const customerPhone = '+54 11 55550001';
  const customers = {
    av1: await post('/customer', { name: 'Almacén Don José', address: ADDRESS, phone: customerPhone }, av1),
    av1Spare: await post('/customer', { name: 'Kiosco Uno', address: ADDRESS }, av1),
    av2: await post('/customer', { name: 'Restaurante Dos', address: ADDRESS }, av2),
    av2Spare: await post('/customer', { name: 'Kiosco Dos', address: ADDRESS }, av2),
  };
  // A sale below zero raises a NEGATIVE_STOCK alert: the tracker entry the acknowledge call needs.
  await ok(call(api, 'PUT', `/product/${catalog.products.main}/adjustment`, { token: admin, body: { quantity: -1, reason: 'rotura' } }), 'stock adjustment');
  const alerts = await get<{ docs: Array<{ _id: string }> }>('/tracker');
  const product = await get<{ number: number }>(`/product/${catalog.products.main}`);

  const userOf: Record<Exclude<Role, 'CUSTOMER'>, string> = { ADMIN: users.admin, AV: users.av1, OPERACION: users.operacion, COMPRAS: users.compras, PROVEEDOR: proveedor };
  const mintToken = (role: Role) => (role === 'CUSTOMER' ? customerToken(server, customerPhone) : staffToken(userOf[role]));
  const tokens: Record<Role, string> = {
    ADMIN: admin,
    AV: av1,
    OPERACION: await mintToken('OPERACION'),
    COMPRAS: await mintToken('COMPRAS'),
    PROVEEDOR: await mintToken('PROVEEDOR'),
    CUSTOMER: await mintToken('CUSTOMER'),
  };
  const { docs, make } = await seedCommerce({
    api,
    tokens: { admin, av1, av2, customer: tokens.CUSTOMER },
    customers: { av1: customers.av1, av2: customers.av2 },
    providers: catalog.providers,
    product: catalog.products.main,
    withdrawal: catalog.withdrawals.main,
    delivery: catalog.deliveries.main,
    driver: users.operacion,
    customerPhone,
  });
  const money = await seedMoney({
    api,
    admin,
    av1Token: av1,
    partner: users.av1,
    customers: { av1: customers.av1, av2: customers.av2 },
    provider: catalog.providers.own,
    garages: catalog.garages,
  });
  const { deliveries, withdrawals, chargeMethods, payMethods, third, ...rest } = catalog;
  return {
    server,
    api,
    tokens,
    docs,
    make,
    ids: {
      users: { ...users, proveedor },
      customers,
      customerPhone,
      ...rest,
      productNumber: product.number,
      deliveries,
      withdrawals,
      chargeMethods,
      payMethods,
      third,
      tracker: alerts.docs[0]?._id ?? '',
    },
    money: money.docs,
    makeMoney: money.make,
    mintToken,
    async pairingCode() {
      const body = await ok<{ code: string }>(call(api, 'POST', '/auth/pair', { token: admin, body: { user: users.operacion } }), 'pairing code');
      return body.code;
    },
    unique,
  };
}
