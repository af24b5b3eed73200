/**
 * Who may call what, as role groups named for the rows of the domain §8 roles table. Routes pick
 * one group (or write a list with a comment) so a reader can check each route against the table.
 */
import { type Role, ROLES } from '../constants/roles.js';

export const ADMIN = ['ADMIN'] as const satisfies readonly Role[];
/** Every signed-in caller, customers and providers included. */
export const EVERYONE = ROLES;
/** Back-office staff; PROVEEDOR and CUSTOMER are outside callers. */
export const STAFF = ['ADMIN', 'AV', 'OPERACION', 'COMPRAS'] as const satisfies readonly Role[];
/** COMPRAS: providers, buys, receipts, withdrawals, products and prices, provider cash flows. */
export const PURCHASING = ['ADMIN', 'COMPRAS'] as const satisfies readonly Role[];
/** OPERACION: orders through prepare and deliver, roadmaps, drivers, stock adjustments. */
export const OPERATIONS = ['ADMIN', 'OPERACION'] as const satisfies readonly Role[];
/** Reading stock: COMPRAS reads it, OPERACION adjusts it. */
export const STOCK_READERS = ['ADMIN', 'COMPRAS', 'OPERACION'] as const satisfies readonly Role[];
/** AV: own customers, own orders and drafts (object-level `partner` scope). */
export const PARTNERS = ['ADMIN', 'AV'] as const satisfies readonly Role[];
/** Orders are read and moved along by their partner and by operations. */
export const ORDER_HANDLERS = ['ADMIN', 'AV', 'OPERACION'] as const satisfies readonly Role[];
/** Drafts: customers and partners start them (domain §5). */
export const DRAFT_HOLDERS = ['ADMIN', 'AV', 'CUSTOMER'] as const satisfies readonly Role[];
/** Staff who work the drafts on the desk: those who hold them, and operations, who read them. */
export const DRAFT_STAFF = ['ADMIN', 'AV', 'OPERACION'] as const satisfies readonly Role[];
/** The public catalog (products, categories, deliveries): staff and customers. */
export const CATALOG_READERS = ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'CUSTOMER'] as const satisfies readonly Role[];
/** PROVEEDOR reads its own provider's buys and receipts next to purchasing. */
export const PURCHASE_READERS = ['ADMIN', 'COMPRAS', 'PROVEEDOR'] as const satisfies readonly Role[];
