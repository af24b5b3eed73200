/**
 * A purchasing desk for integration tests: a real server with its staff (COMPRAS, OPERACION, a
 * driver), and small helpers that make providers, products, withdrawal options and buys through
 * the API as a client would. Only a PROVEEDOR user is written straight to the store: the user
 * schema does not accept that role (spec §6), so no API call can make one.
 */
import { BUY_ACTIONS, type BuyAction } from '../../src-shared/constants/buys.js';
import type { Doc } from '../../src-server/db/documents.js';
import { insertDoc } from '../../src-server/db/documents.js';
import { runWrite } from '../../src-server/db/write.js';
import type { BuyFields } from '../../src-server/features/buys/collection.js';
import type { ProviderFields, WithdrawalFields } from '../../src-server/features/catalog/collections.js';
import type { ProductFields } from '../../src-server/features/products/collection.js';
import { USERS } from '../../src-server/features/users/collection.js';
import { createStaff, expectStatus, pairDevice, type Staff } from './actors.js';
import { manualClock, type ManualClock } from './clock.js';
import { ADMIN, call, signIn, startTestServer, type ApiResponse, type DbFlavour, type TestServer } from './server.js';

export interface Desk {
  server: TestServer;
  clock: ManualClock;
  admin: string;
  compras: Staff;
  operacion: Staff;
  driver: Staff;
  /** Seeded tax ids by name. */
  taxes: Record<string, string>;
}

export async function openDesk(flavour: DbFlavour, postgresUrl: string): Promise<Desk> {
  const clock = manualClock();
  const server = await startTestServer(flavour, postgresUrl, { clock: clock.now });
  const admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  const compras = await createStaff(server.url, admin, { name: 'Compras', username: 'compras', role: 'COMPRAS' });
  const operacion = await createStaff(server.url, admin, { name: 'Operación', username: 'operacion', role: 'OPERACION' });
  const driver = await createStaff(server.url, admin, { name: 'Chofer Uno', username: 'chofer1', role: 'OPERACION', isDriver: true });
  const taxList = await expectStatus(call<{ docs: Array<{ _id: string; name: string }> }>(server.url, 'GET', '/tax', { token: admin }));
  const taxes = Object.fromEntries(taxList.docs.map((t) => [t.name, t._id]));
  return { server, clock, admin, compras, operacion, driver, taxes };
}

/** One call as `token`. */
export function api<T = unknown>(desk: Desk, token: string, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
  return call<T>(desk.server.url, method, path, body === undefined ? { token } : { token, body });
}

export async function createProvider(desk: Desk, fields: { name: string } & Record<string, unknown>): Promise<Doc<ProviderFields>> {
  return expectStatus(api<Doc<ProviderFields>>(desk, desk.compras.token, 'POST', '/provider', fields), 201);
}

/** A product with the margins and contributions pricing needs; the test states what it is about. */
export async function createProduct(desk: Desk, fields: { name: string; provider: string; unit: 'WEIGHT' | 'UNITY'; taxBase: number } & Record<string, unknown>): Promise<Doc<ProductFields>> {
  const body = {
    margins: [
      { quantity: 0, value: 1.2 },
      { quantity: 1, value: 1.35 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
    ...fields,
  };
  return expectStatus(api<Doc<ProductFields>>(desk, desk.compras.token, 'POST', '/product', body), 201);
}

export async function getProduct(desk: Desk, id: string): Promise<Doc<ProductFields>> {
  return expectStatus(api<Doc<ProductFields>>(desk, desk.compras.token, 'GET', `/product/${id}`));
}

export async function createWithdrawal(desk: Desk, name: string, fee: number): Promise<Doc<WithdrawalFields>> {
  return expectStatus(api<Doc<WithdrawalFields>>(desk, desk.compras.token, 'POST', '/withdrawal', { name, fee }), 201);
}

export interface BuyItemBody {
  product: string;
  quantity: number;
  unitCost?: number;
}

/** A buy body; no withdrawal option unless one is given. */
export function buyBody(provider: string, items: BuyItemBody[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { provider, cart: { items }, withdrawal: { date: null, charged: false }, ...extra };
}

export async function createBuy(desk: Desk, provider: string, items: BuyItemBody[], extra: Record<string, unknown> = {}): Promise<Doc<BuyFields>> {
  return expectStatus(api<Doc<BuyFields>>(desk, desk.compras.token, 'POST', '/buy', buyBody(provider, items, extra)), 201);
}

export async function getBuy(desk: Desk, id: string): Promise<Doc<BuyFields>> {
  return expectStatus(api<Doc<BuyFields>>(desk, desk.compras.token, 'GET', `/buy/${id}`));
}

/** The call of each buy action (spec §7), keyed by the shared action list so none is left out. */
export const BUY_ACTION_PATH: Readonly<Record<BuyAction, (id: string) => string>> = {
  approve: (id) => `/buy/approve/${id}`,
  rollbackApprove: (id) => `/buy/rollback/approve/${id}`,
  commit: (id) => `/buy/commit/${id}`,
  cancel: (id) => `/buy/cancel/${id}`,
};
if (Object.keys(BUY_ACTION_PATH).length !== BUY_ACTIONS.length) throw new Error('a buy action has no call');

export function buyAction(desk: Desk, id: string, action: BuyAction): Promise<ApiResponse<Doc<BuyFields>>> {
  return api<Doc<BuyFields>>(desk, desk.compras.token, 'PUT', BUY_ACTION_PATH[action](id));
}

/** A signed-in PROVEEDOR user of `provider`, written to the store and paired like any device. */
export async function providerUser(desk: Desk, provider: string, username: string): Promise<string> {
  const user = await runWrite(desk.server.database, { actor: null, now: desk.clock.now() }, (tx) => insertDoc(tx, USERS, { name: `Proveedor ${username}`, username, role: 'PROVEEDOR', provider }));
  return pairDevice(desk.server.url, desk.admin, user._id);
}

/** A product's stock figures summed over garages, as the product reports them. */
export async function inventory(desk: Desk, product: string): Promise<ProductFields['inventory']> {
  return (await getProduct(desk, product)).inventory;
}
