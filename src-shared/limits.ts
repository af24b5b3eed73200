/**
 * How large a figure or a list the API takes. Each limit is far beyond what a distributor deals
 * in, and together they keep every amount the server derives an exact number of cents: a double
 * holds whole numbers exactly up to 2^53 (about 9 × 10^15 cents, 9 × 10^13 pesos), and the
 * database sums money as integer cents.
 */

// ── Dates ──────────────────────────────────────────────────────────────────────────────────────
/**
 * The years a date the API takes may fall in: a business's records, past and planned. Beyond them
 * local-day arithmetic leaves four-digit years (9999-12-31's next day is no `YYYY-MM-DD`).
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2999;
/**
 * How many months one statistics report spans: every month is a row of the answer and a range of
 * its query, and a thousand years of months took half a minute of the server's time.
 */
export const REPORT_MONTHS_MAX = 240;

// ── Figures ────────────────────────────────────────────────────────────────────────────────────
/** One amount of money (a price, cost, fee, payment, receipt total, tax value, balance): 10,000 million pesos. */
export const MONEY_MAX = 10_000_000_000;
/** One quantity (units, or grams for WEIGHT products: 10 t), a stock figure or a count. */
export const QUANTITY_MAX = 10_000_000;
/**
 * How much of a component one unit (or 100 g, or kg) of a mixed product holds: 100 kg, or 100,000
 * units. A sale moves it times the item's quantity, and stock keeps thousandths exactly.
 */
export const COMPONENT_QUANTITY_MAX = 100_000;
/** A margin multiplies the unit cost (1.35): a hundredfold is no margin anyone sets. */
export const MULTIPLIER_MAX = 100;
/**
 * What one document may total (a cart, an order with its delivery, a buy with its fee): 10^12
 * pesos, 10^14 cents. Prices are derived (cost × margin × taxes, times the quantity), so the
 * limits of their inputs alone cannot keep a total small; the total is checked where it is
 * computed. Ninety such documents on one account still sum exactly.
 */
export const TOTAL_MAX = 1_000_000_000_000;
/**
 * A customer account's balance, which orders and payments move: beyond it a movement is refused
 * (409), so the balance, kept in cents, stays exact.
 */
export const BALANCE_MAX = 10_000_000_000_000;

// ── Lists ──────────────────────────────────────────────────────────────────────────────────────
/**
 * Lines of one cart (orders, drafts, buys, stand-alone carts). A distributor's largest orders
 * have a few dozen lines; a 15,000-line order once held the single writer for 3.7 s.
 */
export const CART_ITEMS_MAX = 500;
/**
 * Rows of one inventory count import: a whole catalog counted at once. A distributor's catalog
 * holds a few thousand products; the import checks and applies every row in one write.
 */
export const AUDIT_ROWS_MAX = 20_000;
/** Largest body of the inventory import: 20,000 rows of up to ~300 bytes each (a 100-character name). */
export const AUDIT_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
/**
 * Largest count file the import reads (CSV or Excel): a whole catalog of 20,000 rows is about 2 MB
 * as CSV and less as .xlsx. An Excel file crosses to the main process as base64 (a third more),
 * which keeps it under the browser host's 10 MiB body limit.
 */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Largest an Excel count file may be once unpacked: the main process unpacks it whole in memory.
 * A whole catalog of 20,000 rows with 100-character names unpacks to about 9 MB; a few megabytes
 * crafted to unpack to gigabytes (a zip bomb) are refused before they are.
 */
export const IMPORT_XLSX_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;
/** Tax lines of one receipt, taxes of one product. */
export const TAXES_MAX = 50;
/** Margin tiers of one product. */
export const MARGIN_TIERS_MAX = 20;
/** Components of one mixed product. */
export const MIXED_COMPONENTS_MAX = 100;
/** Small lists of labels: product tags and options, provider links. */
export const LABELS_MAX = 100;
