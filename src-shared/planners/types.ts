/**
 * Shared write planners (issue 20): one pure function per write route that builds what the write
 * stores, run by the server inside its transaction and by the desktop to show a queued write as
 * the server will store it. Both callers hand a planner the same things — the validated input, a
 * `PlanReads` over their own store, a `PlanContext` — and a planner's answer depends on nothing
 * else, so the two sides cannot disagree (tests/integration/planners/parity.test.ts runs every
 * planner through both and compares).
 *
 * What a planner may do: read documents through `PlanReads` (batched: all the ids of a collection
 * it needs in one `docs` call), apply the rules of `src-shared`, throw an `AppError` keyed from
 * `src-shared/error-keys` to refuse, and answer a `Plan`.
 * What it may not do: any other I/O (no database, network, file or replica handle), read the clock
 * (only `ctx.now`), make ids (only `ctx.newId()`), keep state between calls, or write anything:
 * storing the plan is its caller's job (server: in its one transaction; desktop: the outbox).
 */
import type { BusinessSettings } from '../business-settings.js';
import type { DayKey } from '../business-day.js';
import type { Role } from '../constants/roles.js';
import type { StockField } from '../constants/stock.js';
import type { AuditFields, AuditKind } from '../documents/audits.js';
import type { BuyFields } from '../documents/buys.js';
import type { CategoryFields, DeliveryFields, GarageFields, MethodFields, ProviderFields, TaxFields, ThirdFields, WithdrawalFields } from '../documents/catalog.js';
import type { CustomerFields } from '../documents/customers.js';
import type { AccountFields, AccountMovementFields, CashflowFields, ReceiptFields } from '../documents/money.js';
import type { CartFields, DraftFields, OrderFields } from '../documents/orders.js';
import type { ProductFields } from '../documents/products.js';
import type { RoadmapFields } from '../documents/roadmaps.js';
import type { RecordFields, TrackerFields } from '../documents/stock.js';
import type { UserFields } from '../documents/users.js';
import type { TaxDef } from '../pricing/index.js';
import type { LedgerAmount, LedgerName, LEDGERS } from './audit-ledgers.js';

/** The fields the store gives every document: a planner reads them, never sets them. */
export interface StoredBase {
  _id: string;
  number: number;
  status: boolean;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
}

export type Stored<F> = StoredBase & F;

/** The collections planners read and write, by wire name, with their documents' fields. */
export interface PlanCollections {
  users: UserFields;
  customers: CustomerFields;
  providers: ProviderFields;
  categories: CategoryFields;
  products: ProductFields;
  taxes: TaxFields;
  deliveries: DeliveryFields;
  withdrawals: WithdrawalFields;
  thirds: ThirdFields;
  garages: GarageFields;
  chargeMethods: MethodFields;
  payMethods: MethodFields;
  buys: BuyFields;
  orders: OrderFields;
  drafts: DraftFields;
  carts: CartFields;
  receipts: ReceiptFields;
  cashflows: CashflowFields;
  accounts: AccountFields;
  accountMovements: AccountMovementFields;
  roadmaps: RoadmapFields;
  audits: AuditFields;
  records: RecordFields;
  settings: BusinessSettings;
  trackers: TrackerFields;
}

export type PlanCollection = keyof PlanCollections;

/** The party an audit closes the books of (domain §6), by its owner column. */
export interface AuditParty {
  column: 'partner' | 'customer' | 'provider';
  id: string;
}

/** An audit's period (domain §6): from the previous audit's end (null: the start), included, to this audit's time, left out. */
export interface AuditPeriod {
  from: string | null;
  to: string;
}

/** Which documents of a ledger (audit-ledgers.ts) an audit reads: the party's, or every party's, placed in the period. */
export interface LedgerQuery {
  party?: AuditParty;
  period: AuditPeriod;
}

/** A ledger's figures for one split value: how many documents, and each amount's sum. */
export interface LedgerFigures {
  count: number;
  sums: Readonly<Partial<Record<LedgerAmount, number>>>;
}

/** One document a ledger holds, as an audit lists it: its time in the period, its first amount and its split value. */
export interface LedgerEntry {
  id: string;
  at: string;
  amount: number;
  split: string;
}

/**
 * What a planner may read. Each caller implements it over its own store: the server over its write
 * transaction (`src-server/features/plan-reads.ts`), the desktop over the replica
 * (`src-main/replica/plan-reads.ts`). Kept small on purpose: a new named read is added only when a
 * planner needs something that is not "documents by id".
 */
export interface PlanReads {
  /**
   * The documents of `collection` with these ids, in one read; ids not stored (or not well-formed)
   * are absent from the map. Disabled documents are answered too: whether one may be used is the
   * planner's rule.
   */
  docs<C extends PlanCollection>(collection: C, ids: readonly string[]): Promise<ReadonlyMap<string, Stored<PlanCollections[C]>>>;
  /** The whole tax table (disabled taxes too: an item priced with one keeps it). */
  taxes(): Promise<readonly TaxDef[]>;
  /** The house partner (domain §6: the AV user whose orders are the house's), when there is one. */
  housePartner(): Promise<Stored<UserFields> | undefined>;
  /** The garage stock moves in when a write names none: the enabled one marked default, else the first enabled. */
  defaultGarage(): Promise<Stored<GarageFields> | undefined>;
  /** The customer's open account (domain §6: one at a time), when there is one. */
  activeAccount(customer: string): Promise<Stored<AccountFields> | undefined>;
  /** The driver's roadmaps dated on this business day of `zone` (a roadmap's date may be a day or an instant). */
  roadmapsOn(driver: string, day: DayKey, zone: string): Promise<ReadonlyArray<Stored<RoadmapFields>>>;
  /** The orders or buys that point at this roadmap, oldest first. */
  onRoadmap<C extends 'orders' | 'buys'>(collection: C, roadmap: string): Promise<ReadonlyArray<Stored<PlanCollections[C]>>>;
  /**
   * The latest enabled audit of a kind (of the party when named): null when there is none,
   * undefined when the caller does not hold the audits whole (a replica of a role that does not pull them).
   */
  lastAudit(kind: AuditKind, party?: AuditParty): Promise<Stored<AuditFields> | null | undefined>;
  /**
   * A ledger's figures in the period, per split value (`WHOLE` without a split; a value no document
   * has is absent), summed by the store's SQL: an audit reads figures, never the history behind them.
   * This and the two reads below answer undefined when the caller does not hold the collection
   * whole, so the planner cannot sum it.
   */
  ledgerSums(ledger: LedgerName, query: LedgerQuery): Promise<ReadonlyMap<string, LedgerFigures> | undefined>;
  /** The ledger's documents in the period as an audit lists them, oldest (lowest number) first. */
  ledgerEntries(ledger: LedgerName, query: LedgerQuery): Promise<readonly LedgerEntry[] | undefined>;
  /** The ledger's documents in the period, whole, oldest first: those a write rewrites (a partner audit closes its orders). */
  ledgerDocs<N extends LedgerName>(ledger: N, query: LedgerQuery): Promise<ReadonlyArray<Stored<PlanCollections[(typeof LEDGERS)[N]['collection']]>> | undefined>;
  /** The products with these numbers (spec §5: a count names products by number), enabled or not, in one read. */
  productsNumbered(numbers: readonly number[]): Promise<ReadonlyMap<number, Stored<ProductFields>>>;
  /**
   * The stock figures of these products in the garage (domain §5), in one read, keyed by product
   * id; a product the garage has never held answers zeros. What a write sets a figure from (a
   * counted stock, a critical level): the server reads them locked when the write says so.
   */
  stockIn(garage: string, products: readonly string[]): Promise<ReadonlyMap<string, GarageFigures>>;
}

/** One product's stock figures in one garage, in the product's unit. */
export type GarageFigures = Readonly<Record<StockField, number>>;

/** Who writes: the signed-in user or customer. */
export interface PlanActor {
  id: string;
  role: Role;
}

export interface PlanContext {
  actor: PlanActor;
  /** The write's one timestamp (ISO 8601): what a planner stamps, never the clock. */
  now: string;
  /** Ids for the documents the write creates that the request did not name. */
  newId(): string;
}

/**
 * One document the write stores. `before` is the stored version it replaces (null: a new
 * document); `fields` is the whole new version but the store's own fields (`StoredBase`), which
 * the store sets: number, status unless `fields` says, timestamps, author.
 */
export interface PlannedDoc<C extends PlanCollection = PlanCollection> {
  collection: C;
  _id: string;
  before: Stored<PlanCollections[C]> | null;
  fields: PlanCollections[C] & { status?: boolean };
}

/**
 * A stock movement the write makes (domain §5): `field += delta` for the product in the garage.
 * The stock figures are the server's to keep (its stock service writes the ledger record, the
 * figure and the product's totals); the desktop does not predict them.
 */
export interface StockMove {
  product: string;
  garage: string;
  field: StockField;
  /** Signed, in the product's unit (grams or units). */
  delta: number;
  reason: string;
  refKind: RecordFields['refKind'];
  refId: string | null;
  /** The id of the ledger record the move writes, when the plan names it (an inventory audit lists its records); else the store makes one. */
  record?: string;
  /**
   * The field the move comes from, named when the move would take a stock figure past its limit: the
   * body's (an adjustment's `quantity`, a count's `rows.3.real`) or, for a call whose body names no
   * quantity (a buy's approval, an order's confirmation), the stored document's line that moves it
   * (`cart.items.2.quantity`). Never empty: a 400 always says where (domain §2).
   */
  path: string;
}

/** What a write stores: its own document, the other documents it changes, the stock it moves. */
export interface Plan<C extends PlanCollection = PlanCollection> {
  doc: PlannedDoc<C>;
  linked: PlannedDoc[];
  stock: StockMove[];
  /**
   * The write deletes its own document for real (domain §2 allows it only for drafts and
   * roadmaps); `doc.fields` is then the version the answer shows of it as it ended.
   */
  removes?: true;
}

/** A planner: pure, async only because its reads are. */
export type Planner<Input, C extends PlanCollection> = (input: Input, reads: PlanReads, ctx: PlanContext) => Promise<Plan<C>>;
