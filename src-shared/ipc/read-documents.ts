/**
 * The documents each replica read answers, per feature: its collection's document as the route
 * answers it (routes/responses/documents.ts), typed for the screens by the collection's shared
 * interface (src-shared/documents), so a screen reads `api.order.list()` as orders, never casting.
 *
 * A read checks the fields the route answer checks, where the document has them: the replica holds
 * what the pull took from the server, already checked whole against the same schema, and documents
 * written on this desk and not yet answered, which carry only what was sent (no number, no prices).
 * Those server-made fields are optional in the types of the collections the desk writes offline
 * with them missing (orders, drafts, carts, buys, cash entries, a product's stock figures).
 */
import { z } from 'zod';
import type { BuyFields } from '../documents/buys.js';
import type { CategoryFields, DeliveryFields, GarageFields, MethodFields, ProviderFields, TaxFields, ThirdFields, WithdrawalFields } from '../documents/catalog.js';
import type { CustomerFields } from '../documents/customers.js';
import type { AccountFields, AccountMovementFields, CashflowFields, ReceiptFields } from '../documents/money.js';
import type { CartFields, DraftFields, OrderFields } from '../documents/orders.js';
import type { InventoryFigures, ProductFields } from '../documents/products.js';
import type { RoadmapFields } from '../documents/roadmaps.js';
import type { RecordFields, TrackerFields } from '../documents/stock.js';
import type { UserFields } from '../documents/users.js';
import * as answers from '../routes/responses/documents.js';
import type { anyDoc } from '../routes/responses/shapes.js';

/**
 * What every document read carries: the stored common fields, the others the server wrote passed
 * through (an index signature, as the route answers have it), and the replica's pending mark.
 */
export type ReadBase = z.output<typeof anyDoc> & {
  /**
   * Set by the replica's reads (never stored, never sent) on a document with writes still waiting
   * in the outbox: the screens show it as "Pendiente de sincronizar".
   */
  _pending?: true;
};

/** A buy's item as sent: the prices are the server's, missing until it answers. */
export interface BuyItemRead {
  number?: number;
  product: string;
  quantity: number;
  unitCost?: number;
  price?: number;
}

/** Each feature's document fields beside the common ones. */
export interface ReadFields {
  order: Partial<OrderFields>;
  draft: Partial<DraftFields>;
  cart: Partial<CartFields>;
  buy: Partial<Omit<BuyFields, 'cart'>> & { cart?: { items: BuyItemRead[]; total?: number } };
  /** A transfer names its destination garage until the server splits it into two linked entries. */
  cashflow: Partial<CashflowFields> & { destination?: string | null; adjust?: boolean };
  customer: CustomerFields;
  product: Omit<ProductFields, 'inventory' | 'unitCost' | 'slug'> & { inventory?: InventoryFigures; unitCost?: number | null; slug?: string };
  provider: ProviderFields;
  user: UserFields;
  roadmap: RoadmapFields;
  receipt: ReceiptFields;
  account: AccountFields;
  accountMovement: AccountMovementFields;
  category: CategoryFields;
  delivery: DeliveryFields;
  withdrawal: WithdrawalFields;
  garage: GarageFields;
  third: ThirdFields;
  chargeMethod: MethodFields;
  payMethod: MethodFields;
  tax: TaxFields;
  record: RecordFields;
  tracker: TrackerFields;
}

export type ReadFeatureName = keyof ReadFields;

/** A document of feature `F` as its reads answer it. */
export type ReadDoc<F extends ReadFeatureName> = ReadBase & ReadFields[F];

/**
 * The read's schema: the route answer's document with each field optional but `_id`. Its output is
 * declared as the shared interface: zod's output of a loose object types only the checked fields,
 * and the others are the server's as src-shared/documents declares them (the statistics reports
 * are declared the same way, routes/responses/statistics.ts).
 */
function readDoc<F extends ReadFeatureName>(answer: z.ZodObject): z.ZodType<ReadDoc<F>> {
  const checked: z.ZodType = answer.partial().extend({ _id: z.string(), _pending: z.literal(true).optional() });
  return checked as z.ZodType<ReadDoc<F>>;
}

export const READ_DOCUMENTS = {
  order: readDoc<'order'>(answers.orderDoc),
  draft: readDoc<'draft'>(answers.draftDoc),
  cart: readDoc<'cart'>(answers.cartDoc),
  buy: readDoc<'buy'>(answers.buyDoc),
  cashflow: readDoc<'cashflow'>(answers.cashflowDoc),
  customer: readDoc<'customer'>(answers.customerDoc),
  product: readDoc<'product'>(answers.productDoc),
  provider: readDoc<'provider'>(answers.providerDoc),
  user: readDoc<'user'>(answers.userDoc),
  roadmap: readDoc<'roadmap'>(answers.roadmapDoc),
  receipt: readDoc<'receipt'>(answers.receiptDoc),
  account: readDoc<'account'>(answers.accountDoc),
  accountMovement: readDoc<'accountMovement'>(answers.accountMovementDoc),
  category: readDoc<'category'>(answers.categoryDoc),
  delivery: readDoc<'delivery'>(answers.deliveryDoc),
  withdrawal: readDoc<'withdrawal'>(answers.withdrawalDoc),
  garage: readDoc<'garage'>(answers.garageDoc),
  third: readDoc<'third'>(answers.thirdDoc),
  chargeMethod: readDoc<'chargeMethod'>(answers.methodDoc),
  payMethod: readDoc<'payMethod'>(answers.methodDoc),
  tax: readDoc<'tax'>(answers.taxDoc),
  record: readDoc<'record'>(answers.recordDoc),
  tracker: readDoc<'tracker'>(answers.trackerDoc),
} as const satisfies { [F in ReadFeatureName]: z.ZodType<ReadDoc<F>> };
