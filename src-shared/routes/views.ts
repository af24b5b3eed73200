/**
 * What a read route shows a role of each document: the whole stored document, or a view that
 * leaves some out and keeps back fields the role may not see (domain §8). A route names its views
 * per role (`RouteDef.views`); the route's handler, sync pulls and history all apply the same one,
 * so a role receives nothing by sync or history that its routes would not give it. A write route
 * that answers the document names the same view, so its answer shows no more than a read would.
 */
import type { Role } from '../constants/roles.js';
import { deliveryOpenToRole, type DeliveryAudience } from '../deliveries/audience.js';
import { DRIVER_FIELDS, PROVIDER_PRODUCT_FIELDS, driverView, providerProductView } from '../documents/partial-views.js';
import { PUBLIC_CART_FIELDS, PUBLIC_DRAFT_FIELDS, publicCart, publicDraft } from '../documents/public-cart.js';
import { PUBLIC_ACCOUNT_FIELDS, PUBLIC_ORDER_FIELDS, publicAccount, publicOrder } from '../documents/public-order.js';
import { PUBLIC_DELIVERY_FIELDS, publicDelivery, type DeliveryOptionDoc } from '../documents/public-delivery.js';
import { PUBLIC_PRODUCT_FIELDS, publicProduct, type CatalogProductDoc } from '../documents/public-product.js';
import type { TaxDef } from '../pricing/types.js';

/** Who is looking, with what the views need to know of them. */
export interface Viewer {
  role: Role;
  /** A customer's own `isWholesaler` (domain §4): which prices it pays and which options it may use. */
  isWholesaler: boolean;
  /** Every tax: public prices are worked out with the order pricing. */
  taxes: readonly TaxDef[];
  /** A PROVEEDOR's provider: the products it sees are that provider's. */
  provider: string | null;
}

type Json = Readonly<Record<string, unknown>>;

export interface ViewDef {
  /** The document as the viewer sees it, or null when it is not for the viewer at all. */
  readonly show: (doc: Json, viewer: Viewer) => Json | null;
  /** The stored fields shown as they are, or `all`: a change history shows the viewer only these. */
  readonly fields: readonly string[] | 'all';
  /** Whether `show` reads the viewer's taxes (so a reader loads them only then). */
  readonly needsTaxes: boolean;
}

export const VIEWS = {
  /** The public catalog's product, priced for the customer (documents/public-product.ts). */
  publicProduct: {
    show: (doc, viewer) => publicProduct(doc as unknown as CatalogProductDoc, viewer),
    fields: PUBLIC_PRODUCT_FIELDS,
    needsTaxes: true,
  },
  /** A delivery option a customer may use, with the customer's price only. */
  publicDelivery: {
    show: (doc, viewer) => publicDelivery(doc as unknown as DeliveryOptionDoc, viewer),
    fields: PUBLIC_DELIVERY_FIELDS,
    needsTaxes: false,
  },
  /** Staff see the whole option, but only options open to their role (domain §7). */
  deliveryForRole: {
    show: (doc, viewer) => (doc.status === true && deliveryOpenToRole(doc as DeliveryAudience, viewer.role) ? doc : null),
    fields: 'all',
    needsTaxes: false,
  },
  /** A customer's own draft: what it pays per item and in all, its delivery at its price (documents/public-cart.ts). */
  publicDraft: { show: (doc) => publicDraft(doc), fields: PUBLIC_DRAFT_FIELDS, needsTaxes: false },
  /** A customer's own cart, the same way. */
  publicCart: { show: (doc) => publicCart(doc), fields: PUBLIC_CART_FIELDS, needsTaxes: false },
  /** A customer's own order: items, totals, state, delivery at its price (documents/public-order.ts). */
  publicOrder: { show: (doc) => publicOrder(doc), fields: PUBLIC_ORDER_FIELDS, needsTaxes: false },
  /** A customer's own account and its movements, without the staff behind them. */
  publicAccount: { show: (doc) => publicAccount(doc), fields: PUBLIC_ACCOUNT_FIELDS, needsTaxes: false },
  /** Purchasing names the driver of a pick-up: drivers only, by name (documents/partial-views.ts). */
  driver: { show: (doc) => driverView(doc), fields: DRIVER_FIELDS, needsTaxes: false },
  /** A provider names the products its buys carry: its own provider's, by name and unit. */
  providerProduct: { show: (doc, viewer) => providerProductView(doc, viewer.provider), fields: PROVIDER_PRODUCT_FIELDS, needsTaxes: false },
} as const satisfies Record<string, ViewDef>;

export type ViewName = keyof typeof VIEWS;
