/**
 * Commerce documents of the seeded world — orders, buys, drafts, carts, receipts, a roadmap — each
 * made through the API by whoever owns it, and factories that make a fresh one in a given state,
 * for calls that move a document along (a confirmed order cannot be confirmed twice).
 */
import { ok } from './principals.js';
import { call } from './server.js';

/** How far an order has gone: its state, or delivered (PREPARADO with delivery.delivered). */
export type OrderStage = 'PENDIENTE' | 'CONFIRMADO' | 'PREPARADO' | 'ENTREGADO';
export type BuyStage = 'A APROBAR' | 'APROBADA';
/** `own`: the restricted caller's (AV1's, or the PROVEEDOR's provider's); `other`: another owner's. */
export type Owner = 'own' | 'other';
/** Who keeps a draft or cart: the AV caller, the CUSTOMER caller, or the other partner. */
export type Holder = 'av' | 'customer' | 'other';

export interface CommerceIds {
  /** PENDIENTE orders; `due*` are confirmed for a past date, so they are due today. */
  orders: { own: string; other: string; dueOwn: string; dueOther: string };
  /** A APROBAR buys with a withdrawal option (so they can take a driver). */
  buys: { own: string; other: string };
  receipts: { own: string; other: string };
  drafts: Record<Holder, string>;
  carts: Record<Holder, string>;
  roadmap: string;
}

export interface Factories {
  /** `shipped`: the order names a delivery option (one the customer picks up goes on no roadmap). */
  order(owner: Owner, stage: OrderStage, shipped?: boolean): Promise<string>;
  buy(owner: Owner, stage: BuyStage): Promise<string>;
  draft(holder: Holder): Promise<string>;
  receipt(owner: Owner): Promise<string>;
  roadmap(): Promise<string>;
}

export interface CommerceInputs {
  api: string;
  tokens: { admin: string; av1: string; av2: string; customer: string };
  customers: { av1: string; av2: string };
  providers: { own: string; other: string };
  product: string;
  withdrawal: string;
  /** A delivery option anyone may pick: a shipped order names it. */
  delivery: string;
  driver: string;
  customerPhone: string;
}

const ADDRESS = { label: 'Local', street: 'Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };
const PAST_DATE = '2024-03-01';

export async function seedCommerce(input: CommerceInputs): Promise<{ docs: CommerceIds; make: Factories }> {
  const { api, tokens } = input;
  let receiptCount = 0;
  let roadmapDay = 0;
  const send = async (method: string, path: string, token: string, body?: unknown) => (await ok<{ _id: string }>(call(api, method, path, { token, body }), `${method} ${path}`))._id;
  const items = [{ product: input.product, quantity: 2 }];
  const delivery = { phone: input.customerPhone, contactEmail: null, address: ADDRESS, charged: false };

  const make: Factories = {
    async order(owner, stage, shipped = false) {
      const [token, customer] = owner === 'own' ? [tokens.av1, input.customers.av1] : [tokens.av2, input.customers.av2];
      const id = await send('POST', '/order', token, { customer, cart: { items }, delivery: shipped ? { ...delivery, _id: input.delivery } : delivery });
      if (stage === 'PENDIENTE') return id;
      await send('PUT', `/order/confirm/${id}`, tokens.admin, { date: PAST_DATE });
      if (stage === 'CONFIRMADO') return id;
      await send('PUT', `/order/prepare/${id}`, tokens.admin);
      if (stage === 'ENTREGADO') await send('PUT', `/order/deliver/${id}`, tokens.admin);
      return id;
    },
    async buy(owner, stage) {
      const provider = owner === 'own' ? input.providers.own : input.providers.other;
      const withdrawal = { _id: input.withdrawal, date: null, charged: false };
      const id = await send('POST', '/buy', tokens.admin, { provider, cart: { items: [{ product: input.product, quantity: 10 }] }, withdrawal });
      if (stage === 'APROBADA') await send('PUT', `/buy/approve/${id}`, tokens.admin);
      return id;
    },
    draft(holder) {
      const cart = { items };
      if (holder === 'customer') return send('POST', '/order/draft', tokens.customer, { cart });
      return holder === 'av' ? send('POST', '/order/draft', tokens.av1, { customer: input.customers.av1, cart }) : send('POST', '/order/draft', tokens.av2, { customer: input.customers.av2, cart });
    },
    receipt(owner) {
      const provider = owner === 'own' ? input.providers.own : input.providers.other;
      receiptCount += 1;
      return send('POST', '/receipt', tokens.admin, { type: 'FC', grossTotal: 1000, total: 1210, code: `0001-0000${receiptCount}`, provider });
    },
    // A driver has one roadmap a day: each new one takes the next day.
    roadmap() {
      roadmapDay += 1;
      const date = new Date(Date.UTC(2031, 0, 1) + roadmapDay * 86_400_000).toISOString().slice(0, 10);
      return send('POST', '/roadmap', tokens.admin, { driver: input.driver, date, notes: 'Reparto' });
    },
  };

  const cart = (token: string, customer?: string) => send('POST', '/cart', token, { ...(customer ? { customer } : {}), items });
  const docs: CommerceIds = {
    orders: {
      own: await make.order('own', 'PENDIENTE'),
      other: await make.order('other', 'PENDIENTE'),
      dueOwn: await make.order('own', 'CONFIRMADO'),
      dueOther: await make.order('other', 'CONFIRMADO'),
    },
    buys: { own: await make.buy('own', 'A APROBAR'), other: await make.buy('other', 'A APROBAR') },
    receipts: { own: await make.receipt('own'), other: await make.receipt('other') },
    drafts: { av: await make.draft('av'), customer: await make.draft('customer'), other: await make.draft('other') },
    carts: { av: await cart(tokens.av1, input.customers.av1), customer: await cart(tokens.customer), other: await cart(tokens.av2, input.customers.av2) },
    roadmap: await make.roadmap(),
  };
  return { docs, make };
}
