/**
 * Values a list shows that are not one field of the document: the status an order is shown with,
 * a cash entry's kind, signed amount and the party it names. The screens show them with the same
 * rules (`features/orders/states.ts`, `features/cashflow/documents.ts`); an export writes them from
 * here, in the main process, with the replica's documents for the names an entry points to.
 *
 * A derived value is either a plain value, or a label key with parameters that the export column's
 * `labels` (translated by the screen that asked) turn into text.
 */
import type { Locale } from '../constants/locales.js';
import { ORDER_DEFAULT_STATE } from '../constants/orders.js';
import { Decimal } from '../money.js';
import { withDelivery } from '../pricing/order-totals.js';
import { productPrices } from './derived-prices.js';
import { alertDetail, alertState, ledgerReason } from './derived-stock.js';

/** How a derived text words money, quantities and times: the user's locale and time zone. */
export interface DeriveFormat {
  locale?: Locale;
  timeZone?: string;
}

export interface DeriveContext extends DeriveFormat {
  /** The document of `collection` with this id, as the list's source holds it; undefined when it has none. */
  get(collection: string, id: string): Readonly<Record<string, unknown>> | undefined;
  /** The name (or user name) of that document, as the screens show a reference. */
  name(collection: string, id: string): string | undefined;
}

export type DerivedValue = { readonly value: unknown } | { readonly label: string; readonly params?: Readonly<Record<string, string>> };

type Doc = Readonly<Record<string, unknown>>;
type Derive = (doc: Doc, context: DeriveContext) => DerivedValue;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Doc | null => (typeof value === 'object' && value !== null ? (value as Doc) : null);

/** What the endpoint made it; a queued entry's type follows from the party its form named. */
function cashflowType(doc: Doc): string {
  const type = str(doc.type);
  if (type) return type;
  if (str(doc.partner)) return 'commercial.partner';
  if (str(doc.provider)) return 'commercial.provider';
  if (str(doc.third)) return 'external';
  return doc.adjust === true ? 'internal.adjust' : 'internal';
}

function cashflowParty(doc: Doc, context: DeriveContext): DerivedValue {
  const ref = (collection: string, id: unknown) => (str(id) ? (context.name(collection, str(id) ?? '') ?? '') : '');
  switch (cashflowType(doc)) {
    case 'commercial.partner': {
      const customer = ref('customers', doc.customer);
      return { value: [ref('users', doc.partner), customer].filter((part) => part !== '').join(' · ') };
    }
    case 'commercial.provider':
      return { value: ref('providers', doc.provider) };
    case 'external':
      return { value: ref('thirds', doc.third) };
    default: {
      const linked = str(doc.linked);
      const destination = str(doc.destination);
      if (linked || destination) {
        const peerGarage = linked ? context.get('cashflows', linked)?.garage : destination;
        const garage = ref('garages', peerGarage);
        return { label: doc.concept === 'EGRESS' ? 'transfer.to' : 'transfer.from', params: { garage } };
      }
      const tag = str(doc.tag);
      return tag ? { value: tag } : { label: 'noTag' };
    }
  }
}

const DERIVED = {
  /** A delivered order stays PREPARADO with `delivery.delivered` set; it is shown as `delivered`. */
  orderStatus: (doc) => ({ value: record(doc.delivery)?.delivered === true ? 'delivered' : (str(doc.state) ?? ORDER_DEFAULT_STATE) }),
  /** A draft's total with the delivery its customer pays, as the drafts list shows it. */
  draftTotal: (doc) => {
    const total = record(doc.cart)?.total;
    return { value: typeof total === 'number' ? withDelivery(total, record(doc.delivery)) : null };
  },
  cashflowType: (doc) => ({ value: cashflowType(doc) }),
  /** Money in positive, money out negative, so a column adds up the way the till does. */
  cashflowAmount: (doc) => {
    const amount = typeof doc.amount === 'number' ? doc.amount : 0;
    return { value: doc.concept === 'EGRESS' ? Decimal.from(amount).neg().toNumber() : amount };
  },
  cashflowParty,
  /** A product's retail price of one kg or unit, priced as its list prices it (null: it cannot be priced yet). */
  productRetailPrice: (doc, context) => ({ value: productPrices(doc, context).retail }),
  /** Its wholesaler price of one kg or unit. */
  productWholesalerPrice: (doc, context) => ({ value: productPrices(doc, context).wholesaler }),
  /** A stock ledger row's reason: label `critical`, `forced`, `inventory`, `buy` / `order` with `{number}`, or the user's words. */
  stockReason: ledgerReason,
  /** What a stock alert is about: label `cost` ({before}, {after}), `negative` / `recovered` / `…Unknown` ({figure}, {date}, {real}) or `critical` ({theoretical}, {critical}). */
  alertDetail,
  /** Label `open`, or `seen` with {user} and {date}. */
  alertState,
  /** Where a `balance` leaves its party: `positive`, `negative` or `zero` (a partner owes, is owed, is even). */
  balanceSign: (doc) => {
    const balance = typeof doc.balance === 'number' ? doc.balance : 0;
    return { value: balance > 0 ? 'positive' : balance < 0 ? 'negative' : 'zero' };
  },
  /** An `address` as one line: street, city, province. */
  addressLine: (doc) => {
    const address = record(doc.address);
    return { value: address ? [address.street, address.city, address.province].map((part) => (typeof part === 'string' ? part : '')).join(', ') : '' };
  },
} as const satisfies Readonly<Record<string, Derive>>;

export type DerivedName = keyof typeof DERIVED;
export const DERIVED_NAMES = Object.keys(DERIVED) as [DerivedName, ...DerivedName[]];

export function derive(name: DerivedName, doc: Doc, context: DeriveContext): DerivedValue {
  return DERIVED[name](doc, context);
}
