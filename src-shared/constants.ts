/**
 * Every business constant of the product contract (spec §4 and §9) and of domain.md, in one place.
 * Other modules import these values; no literal of this file is to be retyped elsewhere.
 */

/** The product's own name: the house partner record is named after it (spec §9 "{product}"). */
export const PRODUCT_NAME = 'Mostrador';
/** The partner (AV) an order belongs to when staff take it for nobody else; created with the first admin. */
export const HOUSE_PARTNER_USERNAME = PRODUCT_NAME.toLowerCase();

// ── Buys ────────────────────────────────────────────────────────────────────────────────────────
export const BUY_STATES = ['A APROBAR', 'APROBADA', 'CANCELADA'] as const;
export type BuyState = (typeof BUY_STATES)[number];
export const BUY_DEFAULT_STATE: BuyState = 'A APROBAR';
/** How the contract displays each buy state (A APROBAR is shown as PENDING). */
export const BUY_STATE_DISPLAY: Readonly<Record<BuyState, string>> = {
  'A APROBAR': 'PENDING',
  APROBADA: 'APROBADA',
  CANCELADA: 'CANCELADA',
};
export const BUY_ACTIONS = ['approve', 'rollbackApprove', 'commit', 'cancel'] as const;
export type BuyAction = (typeof BUY_ACTIONS)[number];

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────
export const ORDER_STATES = ['PENDIENTE', 'CONFIRMADO', 'PREPARADO', 'CANCELADO'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_DEFAULT_STATE: OrderState = 'PENDIENTE';
export const ORDER_ACTIONS = ['confirm', 'prepare', 'deliver', 'suspend', 'cancel', 'rollbackPrepare', 'rollbackDeliver'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

// ── Drafts ──────────────────────────────────────────────────────────────────────────────────────
export const DRAFT_STATES = ['OPEN', 'CONFIRMED', 'CLOSED'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];
export const DRAFT_DEFAULT_STATE: DraftState = 'OPEN';

// ── Money movements ─────────────────────────────────────────────────────────────────────────────
export const CASHFLOW_CONCEPTS = ['INGRESS', 'EGRESS'] as const;
export type CashflowConcept = (typeof CASHFLOW_CONCEPTS)[number];
export const PAYMENT_METHODS = ['DEFAULT', 'CASH', 'BANK'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ORDER_PAYMENT_METHODS = ['EFECTIVO', 'BANCO'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
export const ORDER_DEFAULT_PAYMENT_METHOD: OrderPaymentMethod = 'EFECTIVO';
/** The cash flow payment method an order's payment method is recorded with when collected. */
export const ORDER_PAYMENT_TO_CASHFLOW: Readonly<Record<OrderPaymentMethod, PaymentMethod>> = {
  EFECTIVO: 'CASH',
  BANCO: 'BANK',
};
export const CASHFLOW_TYPES = ['commercial.partner', 'commercial.provider', 'external', 'internal', 'internal.adjust'] as const;
export type CashflowType = (typeof CASHFLOW_TYPES)[number];

// ── Stock ───────────────────────────────────────────────────────────────────────────────────────
export const INVENTORY_KINDS = ['THEORETICAL', 'REAL'] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];
/** Stock figures kept per product and garage; theoretical is derived (real − committed + pending). */
export const STOCK_FIELDS = ['real', 'committed', 'pending', 'critical'] as const;
export type StockField = (typeof STOCK_FIELDS)[number];
export const TRACKER_KINDS = ['COST_CHANGED', 'CRITICAL_STOCK', 'NEGATIVE_STOCK'] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];
export const DEFAULT_GARAGE_NAME = 'Temperley';

// ── Products and pricing ────────────────────────────────────────────────────────────────────────
export const UNITS = ['WEIGHT', 'UNITY'] as const;
export type Unit = (typeof UNITS)[number];
/** Weight quantities are grams; 1000 g is 1 kg and display switches to kg from there. */
export const GRAMS_PER_KG = 1000;
/** A margin tier with this quantity is the wholesaler margin. */
export const WHOLESALER_MARGIN_QUANTITY = 0;
export const MIN_MARGIN_TIERS = 2;
export const TAX_TYPES = ['C', 'V'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
/** C: purchase taxes; V: sales taxes. */
export const TAX_TYPE_LABEL: Readonly<Record<TaxType, string>> = { C: 'purchase', V: 'sales' };
export const RECEIPT_TYPES = ['FC', 'NC', 'ND'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const DISCOUNT_ERROR = 'Discount value must be between 0 and 100';
export const MONEY_DECIMALS = 2;
/** Unit costs, tax bases, margins, aliquots and percentages keep up to this many places. */
export const RATE_DECIMALS = 4;

// ── Roles ───────────────────────────────────────────────────────────────────────────────────────
/** Roles named in the contract's constants. */
export const CONSTANT_ROLES = ['ADMIN', 'AV', 'CUSTOMER'] as const;
/** Every role a staff user record can carry. */
export const USER_ROLE_LIST = ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'PROVEEDOR'] as const;
/**
 * The roles the user schema accepts on create and update. The spec's schema stops at OPERACION, but
 * its role list has PROVEEDOR and domain §8 gives it its own reads: without it here a provider user
 * could not be made at all, so an admin creates one, tied to its provider (schemas/user.ts).
 */
export const USER_SCHEMA_ROLES = ['ADMIN', 'AV', 'COMPRAS', 'OPERACION', 'PROVEEDOR'] as const;
/** Every role a caller can act as: staff roles plus CUSTOMER. */
export const ROLES = ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'PROVEEDOR', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];
/** The role whose users are partners (domain §1: sales agents). */
export const PARTNER_ROLE = 'AV' satisfies Role;
export type UserRole = (typeof USER_ROLE_LIST)[number];

// ── Paging, limits and time ─────────────────────────────────────────────────────────────────────
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const AUDIT_DEFAULT_LIMIT = 10;
export const AUDIT_TRANSACTIONS_DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 200;
export const HTTP_TIMEOUT_MS = 30_000;
export const NOTES_MAX = 500;
export const ID_LENGTH = 24;

// ── Auth ────────────────────────────────────────────────────────────────────────────────────────
/** Wrong passwords for one account (and for one account from one address) before it is throttled. */
export const SIGNIN_MAX_FAILURES = 5;
/** Failed sign-ins and pairing redemptions from one address, across accounts: an office shares one. */
export const SIGNIN_ADDRESS_MAX_FAILURES = 50;
export const SIGNIN_WINDOW_MS = 15 * 60_000;
export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong codes for one phone within the window, across every code it was sent, before it is locked. */
export const OTP_MAX_WRONG = 5;
/** Codes sent to one phone within the window. */
export const OTP_MAX_SENDS = 5;
/** OTP calls (asking and answering) from one client address within the window. */
export const OTP_ADDRESS_MAX_REQUESTS = 30;
export const OTP_WINDOW_MS = 60 * 60_000;
export const TOKEN_IDLE_TTL_MS = 30 * 24 * 60 * 60_000;
export const PAIRING_CODE_TTL_MS = 10 * 60_000;

// ── Sync ────────────────────────────────────────────────────────────────────────────────────────
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60_000;
/** How often the server forgets what has expired (idempotency keys, idle sessions). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const SYNC_PULL_INTERVAL_MS = 30_000;
export const SYNC_PULL_DEFAULT_LIMIT = 500;
export const SYNC_PULL_MAX_LIMIT = 5_000;
/**
 * A queued write's time-out: well under HTTP_TIMEOUT_MS, since a write answers in milliseconds
 * and one whose answer was lost is sent again (same Idempotency-Key) rather than waited for.
 */
export const SYNC_PUSH_TIMEOUT_MS = 10_000;
/** Queued writes in flight at once while the outbox drains (unrelated documents only). */
export const SYNC_PUSH_WINDOW = 8;

// ── States and actions by name ──────────────────────────────────────────────────────────────────
/**
 * Each buy and order state under a name, so rules that single one out (the transition tables,
 * the edit rules) refer to it without retyping its literal outside this file.
 */
export const BUY_STATE = {
  TO_APPROVE: 'A APROBAR',
  APPROVED: 'APROBADA',
  CANCELLED: 'CANCELADA',
} as const satisfies Record<string, BuyState>;
export const ORDER_STATE = {
  PENDING: 'PENDIENTE',
  CONFIRMED: 'CONFIRMADO',
  PREPARED: 'PREPARADO',
  CANCELLED: 'CANCELADO',
} as const satisfies Record<string, OrderState>;
/** Each action keyed by itself (`BUY_ACTION.approve`), derived so no action name is retyped. */
export const BUY_ACTION = Object.freeze(Object.fromEntries(BUY_ACTIONS.map((a) => [a, a]))) as {
  readonly [A in BuyAction]: A;
};
export const ORDER_ACTION = Object.freeze(Object.fromEntries(ORDER_ACTIONS.map((a) => [a, a]))) as {
  readonly [A in OrderAction]: A;
};

// ── Display ─────────────────────────────────────────────────────────────────────────────────────
/** Locales the screens and printouts format numbers, money and dates for. */
export const LOCALES = ['es-AR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es-AR';

// ── Mixed products ──────────────────────────────────────────────────────────────────────────────
/**
 * A mixed product sold by WEIGHT counts its WEIGHT components per 100 g (a UNITY mixed product
 * counts them per kg). Binding as written in the domain rules, though it reads like a slip.
 */
export const MIXED_WEIGHT_COMPONENT_DIVISOR = 100;

// ── Validation limits (spec §5) ─────────────────────────────────────────────────────────────────
/** Names of customers, products, users, delivery options, categories (and slugs), thirds, garages. */
export const NAME_MAX = 100;
export const USERNAME_MAX = 30;
/** Profile password (spec §5 "Profile password 1 to 30"). */
export const PASSWORD_MAX = 30;
export const PROVIDER_NAME_MAX = 30;
/** Provider phone; also the cap for other free-form phones (users, garages, order deliveries). */
export const PHONE_MAX = 30;
export const CUIT_MAX = 11;
export const TITLE_MAX = 100;
export const SUBTITLE_MAX = 255;
export const PRODUCT_DESCRIPTION_MAX = 255;
/** Receipt and cash flow descriptions. */
export const DESCRIPTION_MAX = 200;
export const ROADMAP_NOTES_MAX = 200;
export const TAG_MAX = 30;
export const MIN_CART_ITEMS = 1;
export const MIN_MIXED_COMPONENTS = 1;
export const MIN_AUDIT_ROWS = 1;
/** Customer phone: plus sign, 1–4 digits, optional space, 1–5 digits, optional space, ≥ 4 digits. */
export const CUSTOMER_PHONE_PATTERN = /^\+\d{1,4} ?\d{1,5} ?\d{4,}$/;
export const CUSTOMER_PHONE_EXAMPLE = '+54 11 12345678';
/**
 * One phone however its optional spaces fall: `+54 11 44445555`, `+5411 44445555` and
 * `+541144445555` are the same line, so sign-in finds the customer and counts its limits once.
 */
export const phoneKey = (phone: string): string => phone.replace(/\s/g, '');
/** Device pairing codes: typed by a person, so no 0/O or 1/I/L look-alikes; case-insensitive. */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 8;

// ── Customers ───────────────────────────────────────────────────────────────────────────────────
/** Customer segments offered before any customer uses one of its own (domain §8). */
export const SEED_SEGMENTS = ['Almacén', 'Autoservicio', 'Carnicería', 'Restaurante', 'Particular', 'Revendedor'] as const;
