/**
 * The documents each replica read answers, per feature: its collection's document as the route
 * answers it (routes/responses/documents.ts), typed for the screens by the collection's shared
 * interface (src-shared/documents), so a screen reads `api.orders.list()` as orders, never casting.
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
  orders: Partial<OrderFields>;
  drafts: Partial<DraftFields>;
  carts: Partial<CartFields>;
  buys: Partial<Omit<BuyFields, 'cart'>> & { cart?: { items: BuyItemRead[]; total?: number } };
  /** A transfer names its destination garage until the server splits it into two linked entries. */
  cashflow: Partial<CashflowFields> & { destination?: string | null; adjust?: boolean };
  customers: CustomerFields;
  products: Omit<ProductFields, 'inventory' | 'unitCost' | 'slug'> & { inventory?: InventoryFigures; unitCost?: number | null; slug?: string };
  providers: ProviderFields;
  users: UserFields;
  roadmaps: RoadmapFields;
  receipts: ReceiptFields;
  accounts: AccountFields;
  accountMovements: AccountMovementFields;
  categories: CategoryFields;
  deliveries: DeliveryFields;
  withdrawals: WithdrawalFields;
  garages: GarageFields;
  thirds: ThirdFields;
  chargeMethods: MethodFields;
  payMethods: MethodFields;
  taxes: TaxFields;
  records: RecordFields;
  trackers: TrackerFields;
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
  orders: readDoc<'orders'>(answers.orderDoc),
  drafts: readDoc<'drafts'>(answers.draftDoc),
  carts: readDoc<'carts'>(answers.cartDoc),
  buys: readDoc<'buys'>(answers.buyDoc),
  cashflow: readDoc<'cashflow'>(answers.cashflowDoc),
  customers: readDoc<'customers'>(answers.customerDoc),
  products: readDoc<'products'>(answers.productDoc),
  providers: readDoc<'providers'>(answers.providerDoc),
  users: readDoc<'users'>(answers.userDoc),
  roadmaps: readDoc<'roadmaps'>(answers.roadmapDoc),
  receipts: readDoc<'receipts'>(answers.receiptDoc),
  accounts: readDoc<'accounts'>(answers.accountDoc),
  accountMovements: readDoc<'accountMovements'>(answers.accountMovementDoc),
  categories: readDoc<'categories'>(answers.categoryDoc),
  deliveries: readDoc<'deliveries'>(answers.deliveryDoc),
  withdrawals: readDoc<'withdrawals'>(answers.withdrawalDoc),
  garages: readDoc<'garages'>(answers.garageDoc),
  thirds: readDoc<'thirds'>(answers.thirdDoc),
  chargeMethods: readDoc<'chargeMethods'>(answers.methodDoc),
  payMethods: readDoc<'payMethods'>(answers.methodDoc),
  taxes: readDoc<'taxes'>(answers.taxDoc),
  records: readDoc<'records'>(answers.recordDoc),
  trackers: readDoc<'trackers'>(answers.trackerDoc),
} as const satisfies { [F in ReadFeatureName]: z.ZodType<ReadDoc<F>> };
