/**
 * The planner-parity table (parity.test.ts): for every write route with a shared planner, the
 * cases to run through both adapters, keyed by route name; and the write routes not planned yet.
 * Converting a route: add its cases here and take it off `NOT_PLANNED_YET`.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import { createCustomer, createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { addStock, createDeliveryOption, createOrder, createProduct, createProvider, deliveryTo, moveOrder, seededTaxes, uniqueName } from '../../support/orders.js';
import { call } from '../../support/server.js';
import { REFERENCE_PARITY_CASES } from './parity-reference.js';
import { DELIVERY_PARITY_CASES } from './parity-cases-delivery.js';
import { MONEY_PARITY_CASES } from './parity-cases-money.js';
import { ROUTING_PARITY_CASES } from './parity-cases-routing.js';
import { STOCK_PARITY_CASES } from './parity-cases-stock.js';
import { TRANSITION_PARITY_CASES } from './parity-cases-transitions.js';
import { AUDIT_PARITY_CASES } from './parity-cases-audits.js';

/** What every case may use: made once per database through the API, as users would. */
export interface World {
  url: string;
  admin: string;
  partner: Staff;
  products: { weight: string; unity: string; mixed: string };
  options: { near: string; wholesalersOnly: string };
  /** A customer of the partner's, retail. */
  customer: string;
}

export async function makeWorld(url: string, admin: string): Promise<World> {
  const taxes = await seededTaxes(url, admin);
  const provider = await createProvider(url, admin);
  const partner = await createStaff(url, admin, { name: 'Ana Parity', username: uniqueName('ana'), role: 'AV' });
  const margins = [
    { quantity: 0, value: 1.2 },
    { quantity: 1000, value: 1.5 },
    { quantity: 5000, value: 1.4 },
  ];
  const weight = await createProduct(url, admin, { provider, unit: 'WEIGHT', taxBase: 1000, taxes: [taxes.v21], margins, contributions: 10, wholesalerContributions: 5 });
  const unity = await createProduct(url, admin, {
    provider,
    unit: 'UNITY',
    taxBase: 100,
    taxes: [taxes.c21, taxes.v21],
    margins: [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.5 },
    ],
    contributions: 20,
    wholesalerContributions: 10,
  });
  const mixed = await createProduct(url, admin, {
    provider,
    unit: 'UNITY',
    taxBase: 0,
    taxes: [],
    mixed: {
      components: [
        { product: weight._id, quantity: 250 },
        { product: unity._id, quantity: 2 },
      ],
    },
  });
  for (const product of [weight, unity]) await addStock(url, admin, product._id, 50_000);
  const near = await createDeliveryOption(url, admin, { customerPrice: 500, partnerPrice: 200, internPrice: 100, contributes: true });
  const wholesalersOnly = await createDeliveryOption(url, admin, { customerPrice: 900, partnerPrice: 300, isWholesaler: true });
  const customer = (await createCustomer(url, partner.token, { name: 'Almacén Paridad' }))._id;
  return { url, admin, partner, products: { weight: weight._id, unity: unity._id, mixed: mixed._id }, options: { near: near._id, wholesalersOnly: wholesalersOnly._id }, customer };
}

export interface CaseInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface ParityCase {
  name: string;
  /** Who writes. */
  as: 'admin' | 'partner';
  /** Makes what the write needs (through the API) and answers its input; the replicas pull after it. */
  input(world: World): Promise<CaseInput>;
  /** The planner refuses: both adapters must refuse alike, and so must the server's route. */
  refused?: boolean;
  /**
   * The write names what the desk's replica does not hold (a disabled document, another partner's
   * customer): the desk refuses for want of it (and shows the write as sent), the server's plan is
   * checked against what it stores.
   */
  unheld?: boolean;
  /**
   * The ids the server made for the new linked documents the plan names under its own ids, then for
   * the stock records it names, read from the stored main document (or asked of the server), in the
   * plan's order (a confirmed draft's order, an account correction's movement, a count's records).
   */
  madeIds?(stored: Record<string, unknown>, world: World): string[] | Promise<string[]>;
  /**
   * Planned at the clock's time rather than the fixed one: an audit's period ends at its own time,
   * and the documents it closes were written by the world at the clock's.
   */
  atClock?: true;
}

const cart = (world: World) => ({
  items: [
    { product: world.products.weight, quantity: 1500 },
    { product: world.products.unity, quantity: 12 },
    { product: world.products.mixed, quantity: 2 },
  ],
});

/** An order of the partner's, made through the API, moved by `actions`. */
async function partnerOrder(world: World, actions: Parameters<typeof moveOrder>[3] = []): Promise<string> {
  const order = await createOrder(world.url, world.partner.token, { customer: world.customer, items: cart(world).items, delivery: deliveryTo(world.options.near) });
  if (actions.length > 0) await moveOrder(world.url, world.admin, order._id, actions);
  return order._id;
}

async function partnerCart(world: World): Promise<string> {
  const body = { customer: world.customer, items: cart(world).items };
  return (await expectStatus(call<{ _id: string }>(world.url, 'POST', '/cart', { token: world.partner.token, body }), 201))._id;
}

async function partnerDraft(world: World): Promise<string> {
  const body = { customer: world.customer, cart: cart(world), delivery: deliveryTo(world.options.near), notes: 'Por la tarde' };
  return (await expectStatus(call<{ _id: string }>(world.url, 'POST', '/order/draft', { token: world.partner.token, body }), 201))._id;
}

/** A client-made id, as the desktop sends with every create. */
const clientId = (n: number) => `6b0a00000000000000000${n.toString(16).padStart(3, '0')}`;

export const PARITY_CASES: { readonly [N in RouteName]?: readonly ParityCase[] } = {
  ...REFERENCE_PARITY_CASES,
  ...MONEY_PARITY_CASES,
  ...ROUTING_PARITY_CASES,
  ...TRANSITION_PARITY_CASES,
  ...DELIVERY_PARITY_CASES,
  ...STOCK_PARITY_CASES,
  ...AUDIT_PARITY_CASES,
  'order.create': [
    {
      name: 'a partner’s order with a discount, a delivery option and a mixed product',
      as: 'partner',
      input: async (world) => ({ body: { _id: clientId(1), customer: world.customer, cart: cart(world), delivery: deliveryTo(world.options.near), discount: 10, notes: 'Tocar timbre' } }),
    },
    {
      name: 'the staff’s budget order for the house partner',
      as: 'admin',
      input: async (world) => ({ query: { isBudget: true }, body: { _id: clientId(2), customer: world.customer, cart: cart(world), delivery: deliveryTo(undefined, false) } }),
    },
    {
      name: 'a wholesalers-only delivery option for a retail customer is refused',
      as: 'partner',
      refused: true,
      input: async (world) => ({ body: { _id: clientId(3), customer: world.customer, cart: cart(world), delivery: deliveryTo(world.options.wholesalersOnly) } }),
    },
  ],
  'order.update': [
    {
      name: 'a confirmed order’s cart and delivery changed: earlier snapshots kept, the reservation moved by the difference',
      as: 'admin',
      input: async (world) => ({
        params: { id: await partnerOrder(world, ['confirm']) },
        body: { cart: { items: [{ product: world.products.weight, quantity: 6000 }] }, delivery: deliveryTo(world.options.near, false), discount: 5, paymentMethod: 'BANCO' },
      }),
    },
  ],
  'order.replace': [
    {
      name: 'a pending order restated: notes left out go back to none',
      as: 'partner',
      input: async (world) => ({
        params: { id: await partnerOrder(world) },
        body: {
          customer: world.customer,
          cart: { items: [{ product: world.products.unity, quantity: 3 }] },
          delivery: { ...deliveryTo(world.options.near), _id: world.options.near },
          paymentMethod: 'EFECTIVO',
        },
      }),
    },
  ],
  'order.delivery': [
    {
      name: 'the delivery option changed',
      as: 'partner',
      input: async (world) => ({ params: { id: await partnerOrder(world) }, body: { ...deliveryTo(world.options.near, false), _id: world.options.near } }),
    },
  ],
  'order.draftCreate': [
    {
      name: 'a partner’s draft for its customer',
      as: 'partner',
      input: async (world) => ({ body: { _id: clientId(4), customer: world.customer, cart: cart(world), delivery: deliveryTo(world.options.near) } }),
    },
  ],
  'order.draftConfirm': [
    {
      name: 'a draft confirmed into a pending order',
      as: 'admin',
      input: async (world) => ({ params: { id: await partnerDraft(world) }, body: { paymentMethod: 'BANCO' } }),
      madeIds: (stored) => [String(stored.order)],
    },
  ],
  'order.draftRemove': [
    {
      name: 'a partner’s open draft removed',
      as: 'partner',
      input: async (world) => ({ params: { id: await partnerDraft(world) } }),
    },
  ],
  'cart.create': [
    {
      name: 'a partner’s cart for its customer',
      as: 'partner',
      input: async (world) => ({ body: { _id: clientId(5), customer: world.customer, items: cart(world).items } }),
    },
  ],
  'cart.replace': [
    {
      name: 'a cart restated without a customer',
      as: 'partner',
      input: async (world) => ({ params: { id: await partnerCart(world) }, body: { items: [{ product: world.products.weight, quantity: 750 }] } }),
    },
  ],
  'cart.update': [
    {
      name: 'a cart’s items changed, the customer kept',
      as: 'partner',
      input: async (world) => ({
        params: { id: await partnerCart(world) },
        body: {
          items: [
            { product: world.products.weight, quantity: 2500 },
            { product: world.products.unity, quantity: 1 },
          ],
        },
      }),
    },
  ],
};

/**
 * Write routes whose documents are still built outside a planner. The test requires this list to be
 * exactly the write routes without one, so it shrinks as routes are converted.
 */
export const NOT_PLANNED_YET: readonly RouteName[] = [];

/**
 * Writes that store no synced document a planner could build: signing in and out; lifting a
 * user's sign-in lock (the server's count of failed sign-ins, never in a document); and sending a
 * failed message again (the server's outbound message queue, which no replica pulls).
 */
export const NOT_DOCUMENT_WRITES: readonly RouteName[] = ['auth.signin', 'auth.otp', 'auth.pairRedeem', 'auth.pair', 'auth.signout', 'user.unlock', 'message.retry'];
