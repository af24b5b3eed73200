/**
 * Stock (domain §5): the figures kept per product and garage, the alerts, and the first garage. No
 * literal of these is to be retyped elsewhere: other modules import them.
 */
export const INVENTORY_KINDS = ['THEORETICAL', 'REAL'] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];
/** Stock figures kept per product and garage; theoretical is derived (real − committed + pending). */
export const STOCK_FIELDS = ['real', 'committed', 'pending', 'critical'] as const;
export type StockField = (typeof STOCK_FIELDS)[number];
export const TRACKER_KINDS = ['COST_CHANGED', 'CRITICAL_STOCK', 'NEGATIVE_STOCK'] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];
/** Stock quantities keep at most thousandths of the product's unit (the server stores them as integers of thousandths). */
export const QUANTITY_DECIMALS = 3;
export const DEFAULT_GARAGE_NAME = 'Temperley';
