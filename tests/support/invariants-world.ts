/**
 * The small world the invariant run works in, made over HTTP as a client would: three providers,
 * ten products (WEIGHT and UNITY, one split-package, one mixed), two AV partners and the house,
 * customers with and without accounts, a second garage, a delivery and a withdrawal option, a
 * third party, some stock in both garages, and four operators (ADMIN users, one session each).
 */
import { docs } from '../../src-server/db/documents.js';
import { HOUSE_PARTNER_USERNAME } from '../../src-shared/constants/house.js';
import { ADDRESS, createStaff, expectStatus } from './actors.js';
import { seededTaxes } from './catalog.js';
import { ADMIN, call, signIn, type TestServer } from './server.js';

export type Unit = 'WEIGHT' | 'UNITY';

export interface WorldProduct {
  id: string;
  name: string;
  unit: Unit;
  /** UNITY sold in fractions (0.5 of a unit). */
  split: boolean;
  /** A mixed product's recipe: per unit sold, this much of each component. */
  components: Array<{ product: string; quantity: number }> | null;
}

export interface WorldCustomer {
  id: string;
  /** The AV partner the customer belongs to; null for the house's. */
  partner: string | null;
  /** The open account, when the customer buys on credit. */
  account: string | null;
}

export interface InvariantWorld {
  server: TestServer;
  url: string;
  admin: string;
  /** One session per concurrent client. */
  operators: string[];
  providers: string[];
  products: WorldProduct[];
  /** The default garage first. */
  garages: string[];
  /** The two AV partners. */
  partners: string[];
  house: string;
  customers: WorldCustomer[];
  delivery: string;
  withdrawal: string;
  third: string;
}

export const CLIENTS = 4;

interface ProductSpec {
  name: string;
  unit: Unit;
  taxBase: number;
  provider: number;
  taxes: Array<'C21' | 'C105' | 'V21' | 'V105'>;
  splitPackage?: boolean;
}

const PRODUCTS: readonly ProductSpec[] = [
  { name: 'Queso cremoso', unit: 'WEIGHT', taxBase: 5200, provider: 0, taxes: ['C21', 'V21'] },
  { name: 'Jamón cocido', unit: 'WEIGHT', taxBase: 8100.5, provider: 0, taxes: ['C105', 'V105'] },
  { name: 'Salame', unit: 'WEIGHT', taxBase: 9300, provider: 1, taxes: ['C21', 'V21'] },
  { name: 'Harina', unit: 'WEIGHT', taxBase: 870.25, provider: 2, taxes: [] },
  { name: 'Yerba 1kg', unit: 'UNITY', taxBase: 2500, provider: 1, taxes: ['C21', 'V21'] },
  { name: 'Aceite 900ml', unit: 'UNITY', taxBase: 3200.75, provider: 2, taxes: ['C105', 'V21'] },
  { name: 'Gaseosa 2l', unit: 'UNITY', taxBase: 1100, provider: 2, taxes: ['V21'] },
  { name: 'Maple de huevos', unit: 'UNITY', taxBase: 3600, provider: 0, taxes: [], splitPackage: true },
  { name: 'Manteca 200g', unit: 'UNITY', taxBase: 1450.1, provider: 0, taxes: ['C21', 'V21'] },
];

const MARGINS = [
  { quantity: 0, value: 1.15 },
  { quantity: 1, value: 1.4 },
  { quantity: 5, value: 1.3 },
  { quantity: 1000, value: 1.35 },
];

export async function buildWorld(server: TestServer): Promise<InvariantWorld> {
  const url = server.url;
  const admin = await signIn(url, ADMIN.username, ADMIN.password);
  const post = async (path: string, body: unknown, token = admin): Promise<string> => (await expectStatus(call<{ _id: string }>(url, 'POST', path, { token, body }), 201))._id;
  const put = (path: string, body: unknown) => expectStatus(call(url, 'PUT', path, { token: admin, body }));

  const operators: string[] = [];
  for (let i = 1; i <= CLIENTS; i += 1) operators.push((await createStaff(url, admin, { name: `Operador ${i}`, username: `operador${i}`, role: 'ADMIN' })).token);
  const av = [await createStaff(url, admin, { name: 'Vendedor Uno', username: 'vendedor1', role: 'AV' }), await createStaff(url, admin, { name: 'Vendedor Dos', username: 'vendedor2', role: 'AV' })];
  const partners = av.map((staff) => staff.user._id);
  const house = (await docs(server.database.db).selectFrom('users').select('id').where('username', '=', HOUSE_PARTNER_USERNAME).executeTakeFirstOrThrow()).id;

  const providers = [
    await post('/provider', { name: 'Lácteos del Sur', minimumPurchase: 50000 }),
    await post('/provider', { name: 'Fiambres Norte' }),
    await post('/provider', { name: 'Almacén Mayorista' }),
  ];
  const taxes = await seededTaxes(url, admin);
  const products: WorldProduct[] = [];
  for (const spec of PRODUCTS) {
    const body = {
      name: spec.name,
      provider: providers[spec.provider],
      unit: spec.unit,
      taxBase: spec.taxBase,
      taxes: spec.taxes.map((t) => taxes[t]),
      margins: MARGINS,
      contributions: 12,
      wholesalerContributions: 6,
      splitPackage: spec.splitPackage ?? false,
    };
    products.push({ id: await post('/product', body), name: spec.name, unit: spec.unit, split: spec.splitPackage ?? false, components: null });
  }
  const byName = (name: string) => products.find((p) => p.name === name)?.id ?? '';
  // A picada: per unit, 250 g of cheese, 150 g of salame and one soda (domain §4: UNITY mixed).
  const components = [
    { product: byName('Queso cremoso'), quantity: 250 },
    { product: byName('Salame'), quantity: 150 },
    { product: byName('Gaseosa 2l'), quantity: 1 },
  ];
  const mixedBody = {
    name: 'Picada para dos',
    provider: providers[1],
    unit: 'UNITY',
    taxBase: 0,
    taxes: [taxes.V21],
    margins: MARGINS,
    contributions: 15,
    wholesalerContributions: 8,
    mixed: { components },
  };
  products.push({ id: await post('/product', mixedBody), name: 'Picada para dos', unit: 'UNITY', split: false, components });

  const garages = [(await expectStatus(call<{ docs: Array<{ _id: string }> }>(url, 'GET', '/garage', { token: admin }))).docs[0]?._id ?? '', await post('/garage', { name: 'Lomas' })];
  for (const product of products.filter((p) => !p.components)) {
    for (const [index, garage] of garages.entries()) {
      const quantity = product.unit === 'WEIGHT' ? 20000 / (index + 1) : 40 / (index + 1);
      await put(`/product/${product.id}/adjustment`, { quantity, reason: 'stock inicial', garage });
    }
  }

  const customer = async (name: string, token: string, partner: string | null, account: number | null, extra: Record<string, unknown> = {}): Promise<WorldCustomer> => {
    const id = await post('/customer', { name, address: ADDRESS, ...extra }, token);
    const opened = account === null ? null : await post('/account', { customer: id, ...(account === 0 ? {} : { balance: account }) });
    return { id, partner, account: opened };
  };
  const customers = [
    await customer('Almacén Don José', av[0]?.token ?? '', partners[0] ?? null, 0),
    await customer('Kiosco Uno', av[0]?.token ?? '', partners[0] ?? null, null),
    await customer('Restaurante Dos', av[1]?.token ?? '', partners[1] ?? null, 12500.5),
    await customer('Kiosco Dos', av[1]?.token ?? '', partners[1] ?? null, null, { isWholesaler: true }),
    await customer('Comedor Escolar', admin, null, 0),
    await customer('Consumidor Final', admin, null, null),
  ];
  return {
    server,
    url,
    admin,
    operators,
    providers,
    products,
    garages,
    partners,
    house,
    customers,
    delivery: await post('/delivery', { name: 'Envío zona sur', customerPrice: 1500, partnerPrice: 900, internPrice: 600, contributes: true }),
    withdrawal: await post('/withdrawal', { name: 'Retiro en depósito', fee: 2300 }),
    third: await post('/third', { name: 'Estudio contable', tag: 'servicios' }),
  };
}
