/**
 * The fields printing reads from replica documents, checked before use: a document is the
 * server's, so a field it lacks is reported as such rather than printed as "undefined". Only what
 * the printouts show is named; everything else passes through.
 */
import { z } from 'zod';
import { IVA_CONDITIONS, TAX_ID_KINDS } from '../../src-shared/fiscal.js';
import { BUY_STATES } from '../../src-shared/constants/buys.js';
import { CASHFLOW_CONCEPTS, CASHFLOW_TYPES, PAYMENT_METHODS } from '../../src-shared/constants/money-flows.js';
import { ORDER_DEFAULT_PAYMENT_METHOD, ORDER_PAYMENT_METHODS, ORDER_STATES } from '../../src-shared/constants/orders.js';
import { UNITS } from '../../src-shared/constants/products.js';

const optionalText = z.string().nullish();

export const addressSource = z.looseObject({
  street: optionalText,
  unit: optionalText,
  city: optionalText,
  province: optionalText,
});

const numbered = { _id: z.string(), number: z.number().int(), createdAt: z.string() };

export const orderSource = z.looseObject({
  ...numbered,
  customer: z.string(),
  customerName: optionalText,
  date: optionalText,
  cart: z.looseObject({
    items: z.array(z.looseObject({ product: z.string(), quantity: z.number(), price: z.number() })),
    total: z.number(),
  }),
  delivery: z
    .looseObject({
      _id: optionalText,
      name: optionalText,
      customerPrice: z.number().nullish(),
      charged: z.boolean().nullish(),
      phone: optionalText,
      address: addressSource.nullish(),
    })
    .nullish(),
  discountAmount: z.number().nullish(),
  total: z.number(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS).default(ORDER_DEFAULT_PAYMENT_METHOD),
  notes: optionalText,
  roadmapNotes: optionalText,
});
export type OrderSource = z.output<typeof orderSource>;

export const buySource = z.looseObject({
  ...numbered,
  state: z.enum(BUY_STATES),
  committed: z.boolean().nullish(),
  provider: z.string(),
  providerName: optionalText,
  garage: optionalText,
  cart: z.looseObject({
    items: z.array(z.looseObject({ product: z.string(), quantity: z.number(), unitCost: z.number(), price: z.number() })),
    total: z.number(),
  }),
  withdrawal: z.looseObject({ _id: optionalText, name: optionalText, date: optionalText, charged: z.boolean().nullish(), fee: z.number().nullish() }).nullish(),
  logistic: z.number().nullish(),
  total: z.number(),
  notes: optionalText,
});
export type BuySource = z.output<typeof buySource>;

export const cashflowSource = z.looseObject({
  ...numbered,
  type: z.enum(CASHFLOW_TYPES),
  amount: z.number(),
  concept: z.enum(CASHFLOW_CONCEPTS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  description: optionalText,
  partner: optionalText,
  customer: optionalText,
  provider: optionalText,
  third: optionalText,
  garage: optionalText,
  tag: optionalText,
});
export type CashflowSource = z.output<typeof cashflowSource>;

export const roadmapSource = z.looseObject({ ...numbered, driver: z.string(), date: z.string(), notes: optionalText });
export type RoadmapSource = z.output<typeof roadmapSource>;

const stopItems = z.looseObject({ items: z.array(z.looseObject({ number: z.number(), product: z.string(), quantity: z.number() })), total: z.number() });

/** What the shared roadmap sheet reads of an order on the route (`src-shared/roadmap-sheet.ts`). */
export const orderStopSource = z.looseObject({
  ...numbered,
  status: z.boolean().optional(),
  state: z.enum(ORDER_STATES),
  customer: z.string(),
  customerName: z.string(),
  delivery: z.looseObject({
    phone: optionalText,
    delivered: z.boolean().default(false),
    address: z.looseObject({ label: optionalText, street: optionalText, unit: optionalText, city: optionalText, province: optionalText }),
  }),
  cart: stopItems,
  total: z.number(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS).default(ORDER_DEFAULT_PAYMENT_METHOD),
  roadmapNotes: optionalText,
});

/** What the shared roadmap sheet reads of a buy on the route. */
export const buyStopSource = z.looseObject({
  ...numbered,
  status: z.boolean().optional(),
  state: z.enum(BUY_STATES),
  provider: z.string(),
  providerName: z.string(),
  cart: stopItems,
  total: z.number(),
  committed: z.boolean().default(false),
  withdrawal: z.looseObject({ _id: z.string().nullable() }).nullable(),
  notes: optionalText,
});

/** Customers, providers, users, garages, thirds: what a printout says about a party. */
export const partySource = z.looseObject({
  name: z.string(),
  phone: optionalText,
  cuit: optionalText,
  address: addressSource.nullish(),
});
export type PartySource = z.output<typeof partySource>;

/** A customer's fiscal identity; a customer saved before it existed, or with an unknown value, has none. */
export const fiscalSource = z.looseObject({
  taxIdKind: z.enum(TAX_ID_KINDS).nullish().catch(null),
  taxId: optionalText.catch(null),
  ivaCondition: z.enum(IVA_CONDITIONS).nullish().catch(null),
});

/** A payment on a customer's current account (`POST /account/pay`): its movement. */
export const paymentSource = z.looseObject({
  ...numbered,
  customer: z.string(),
  kind: z.literal('payment'),
  delta: z.number(),
  balance: z.number(),
  refId: optionalText,
});

/** The cash flow entry a payment recorded: how it was paid and who collected it. */
export const paymentEntrySource = z.looseObject({ paymentMethod: z.enum(PAYMENT_METHODS), partner: optionalText });

export const productSource = z.looseObject({ name: z.string(), unit: z.enum(UNITS) });
