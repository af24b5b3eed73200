/**
 * Every stock change goes through here (domain §5): the figure per product and garage moves, one
 * record is written with the resulting value, the product's totals are refreshed, and alerts are
 * raised for negative stock and for stock at or below its critical level — all in the caller's
 * write transaction.
 */
import { STOCK_FIELDS, type StockField } from '../../../src-shared/constants/stock.js';
import { dec } from '../../../src-shared/money.js';
import { AppError } from '../../../src-shared/errors.js';
import { isShort, passesStockLimit, productFigureMoves, stockLimitText, theoretical } from '../../../src-shared/stock.js';
import { insertRows, insertText, rowValues, type BulkInsert } from '../../db/bulk.js';
import { BATCH_ROWS, chunks, getDocs, insertDocs } from '../../db/documents.js';
import { writeReadField, type FieldRow } from '../../db/field-write.js';
import { fieldValueSql } from '../../db/field-sql.js';
import type { StockRow } from '../../db/tables.js';
import type { WriteTx } from '../../db/write.js';
import { PRODUCTS, type InventoryFigures } from '../products/collection.js';
import { RECORDS, type RecordFields } from './collections.js';
import { fromStored, toStored } from './quantities.js';
import { raiseAlerts, type AlertInput } from './tracker.js';
import { marks, runShaped, runText, textFor } from '../../db/sql-text.js';

export interface StockChange {
  product: string;
  garage: string;
  field: StockField;
  /** Signed, in the product's unit (grams or units). */
  delta: number;
  reason: string;
  refKind: RecordFields['refKind'];
  refId: string | null;
  /** The id its record takes, when the write names it; else a new one. */
  record?: string;
  /** The field it comes from, named when it would take a figure past its limit (`StockMove.path`, src-shared/planners/types.ts). */
  path: string;
}

type Figures = Record<StockField, number>;

/** A row's deltas are added to what it holds; a new row starts from them. Answers the row as it ends. */
const MOVE_FIGURES: BulkInsert = {
  columns: ['product', 'garage', ...STOCK_FIELDS],
  tail: `on conflict ("product", "garage") do update set ${STOCK_FIELDS.map((f) => `"${f}" = "stock"."${f}" + excluded."${f}"`).join(', ')} returning "product", "garage", ${STOCK_FIELDS.map((f) => `"${f}"`).join(', ')}`,
};

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const noFigures = (): Figures => ({ real: 0, committed: 0, pending: 0, critical: 0 });
const placeOf = (product: string, garage: string): string => `${product}|${garage}`;

function storedFigures(row: Partial<Record<StockField, unknown>> | undefined): Figures {
  return { real: Number(row?.real ?? 0), committed: Number(row?.committed ?? 0), pending: Number(row?.pending ?? 0), critical: Number(row?.critical ?? 0) };
}

/** What a products refresh reads: each product's new totals, and its status and `inventory` field as stored. */
type Refresh = Array<{ inventories: Map<string, InventoryFigures>; stored: Map<string, FieldRow> }>;

/** Stock rows moved by one statement that also reads their products' totals: one chunk of `insertRows` (and on PostgreSQL of `sumsAndFields`). */
const MOVED_WITH_SUMS_MAX = Math.min(BATCH_ROWS, Math.floor(30_000 / MOVE_FIGURES.columns.length));

/**
 * PostgreSQL: the stock upsert and the read of its products' totals and stored fields in one
 * statement (one round trip less per stock move). The read sees the stock as it was when the
 * statement started (a data-modifying `with` is not seen by its own query), so each product's
 * totals are its moved rows as the upsert returns them plus its other rows as they were. When the
 * upsert waited for a row another writer held, that writer's commit came after the read's snapshot:
 * the statement also answers each moved row as the snapshot held it (`was_*`), and a row that did
 * not end as it held plus the move's deltas says so; the read is then dropped and made again
 * (`sumsAndFields`), rather than let the inventory write find the field changed and run the whole
 * write again, which under contention ran writes of the same products out of retries.
 */
function movedWithSumsText(rowCount: number, productCount: number): string {
  return textFor(`stock-move-sums|${rowCount}|${productCount}`, () => {
    const figures = STOCK_FIELDS.map((f) => `"${f}"`).join(', ');
    const sums = STOCK_FIELDS.map((f) => `coalesce((select sum(m."${f}") from "m" where m."product" = p."id"), 0) + coalesce(sum(s."${f}"), 0) as "${f}"`).join(', ');
    const others = `s."product" = p."id" and not exists (select 1 from "m" where m."product" = s."product" and m."garage" = s."garage")`;
    const was = STOCK_FIELDS.map((f) => `coalesce((select w."${f}" from "stock" as w where w."product" = m."product" and w."garage" = m."garage"), 0) as "was_${f}"`).join(', ');
    const noWas = STOCK_FIELDS.map(() => 'null').join(', ');
    return (
      `with "m" as (${insertText('postgres', 'stock', MOVE_FIGURES, rowCount)}) ` +
      `select 0 as "part", "product" as "id", "garage", null::integer as "status", null::text as "value", ${figures}, ${was} from "m" union all ` +
      `select 1, p."id", null, p."status", ${fieldValueSql('postgres', 'inventory', 'p."doc"')}, ${sums}, ${noWas} ` +
      `from "${PRODUCTS.table}" as p left join "stock" as s on ${others} where p."id" in (${marks('postgres', productCount, rowCount * MOVE_FIGURES.columns.length)}) group by p."id"`
    );
  });
}

/**
 * SQLite: the stock upsert answering, beside each row as it ends, its product's other stock rows
 * summed and the product's status and stored `inventory` field (`null` status: no such product).
 * SQLite has no data-modifying `with`, but a RETURNING clause's subqueries run as each row is
 * written, and see the rows written before it: a product's total is therefore exact only when the
 * statement moves one of its rows, its row as it ends plus the others, which it does not move. A
 * move of two rows of one product (a transfer between garages) reads its totals by themselves.
 */
function movedReturningSumsText(rowCount: number): string {
  return textFor(`stock-move-returning-sums|${rowCount}`, () => {
    // The others' sums as one JSON array: one subquery, not one per figure (a 5-row move cost 44 µs so, 54 µs with four).
    const others = `(select json_array(${STOCK_FIELDS.map((f) => `sum(o."${f}")`).join(', ')}) from "stock" as o where o."product" = "stock"."product" and o."garage" <> "stock"."garage") as "others"`;
    const product = (value: string, as: string): string => `(select ${value} from "${PRODUCTS.table}" as p where p."id" = "stock"."product") as "${as}"`;
    const tail = `${MOVE_FIGURES.tail ?? ''}, ${others}, ${product('p."status"', 'status')}, ${product(fieldValueSql('sqlite', 'inventory', 'p."doc"'), 'value')}`;
    return insertText('sqlite', 'stock', { columns: MOVE_FIGURES.columns, tail }, rowCount);
  });
}

async function moveReturningSums(tx: WriteTx, places: ReadonlyArray<{ product: string; garage: string } & Figures>): Promise<{ rows: StockRow[]; refresh: Refresh | null }> {
  type Row = StockRow & { others: string | null; status: number | null; value: string | null };
  const rows: StockRow[] = [];
  const inventories = new Map<string, InventoryFigures>();
  const stored = new Map<string, FieldRow>();
  for (const row of await runText<Row>(tx.trx, movedReturningSumsText(places.length), rowValues(places, MOVE_FIGURES))) {
    const after = storedFigures(row);
    rows.push({ product: row.product, garage: row.garage, ...after } as StockRow);
    // No other row: null; else each figure's sum, in STOCK_FIELDS' order.
    const sums = row.others === null ? [] : (JSON.parse(row.others) as Array<number | null>);
    const total = noFigures();
    STOCK_FIELDS.forEach((f, i) => (total[f] = after[f] + (sums[i] ?? 0)));
    inventories.set(row.product, inventoryFrom(total));
    // A product named but not found is left out of `stored`: its write answers the 404.
    if (row.status !== null) stored.set(row.product, { status: row.status, value: row.value });
  }
  return { rows, refresh: [{ inventories, stored }] };
}

async function moveReadingSums(tx: WriteTx, places: ReadonlyArray<{ product: string; garage: string } & Figures>, products: readonly string[]): Promise<{ rows: StockRow[]; refresh: Refresh | null }> {
  type Row = { part: number; id: string; garage: string | null } & FieldRow & Partial<Record<StockField | `was_${StockField}`, unknown>>;
  const rows: StockRow[] = [];
  const inventories = new Map<string, InventoryFigures>();
  const stored = new Map<string, FieldRow>();
  const deltas = new Map(places.map((place) => [placeOf(place.product, place.garage), place]));
  let current = true;
  for (const row of await runText<Row>(tx.trx, movedWithSumsText(places.length, products.length), [...rowValues(places, MOVE_FIGURES), ...products])) {
    if (Number(row.part) === 0) {
      const after = storedFigures(row);
      const moved = deltas.get(placeOf(row.id, row.garage ?? ''));
      // Another writer's commit between the snapshot and the upsert (see above).
      if (!moved || STOCK_FIELDS.some((f) => Number(row[`was_${f}`] ?? 0) + moved[f] !== after[f])) current = false;
      rows.push({ product: row.id, garage: row.garage ?? '', ...after } as StockRow);
    } else {
      stored.set(row.id, { status: row.status, value: row.value });
      inventories.set(row.id, inventoryFrom(storedFigures(row)));
    }
  }
  // A product named but not found is left out of `stored`: its write answers the 404.
  for (const id of products) if (!inventories.has(id)) inventories.set(id, inventoryFrom(noFigures()));
  return { rows, refresh: current ? [{ inventories, stored }] : null };
}

/** The upsert of the sorted places, reading their products' totals with it where one statement can (see above); else the totals are read after it. */
async function moveRows(tx: WriteTx, sorted: ReadonlyArray<{ product: string; garage: string } & Figures>, products: readonly string[]): Promise<{ rows: StockRow[]; refresh: Refresh | null }> {
  if (sorted.length <= MOVED_WITH_SUMS_MAX) {
    if (tx.kind === 'postgres') return moveReadingSums(tx, sorted, products);
    if (products.length === sorted.length) return moveReturningSums(tx, sorted);
  }
  return { rows: await insertRows<StockRow>(tx.trx, tx.kind, 'stock', sorted, MOVE_FIGURES), refresh: null };
}

/**
 * Moves the figures of every stock row the changes touch, one upsert for all of them (each row once,
 * its deltas summed), and answers the figure each change leaves, in order: the row as it was before
 * the statement plus the deltas up to that change. Quantities are stored thousandths, so the sums are exact.
 */
async function moveFigures(tx: WriteTx, changes: readonly StockChange[]): Promise<{ results: number[]; refresh: Refresh | null }> {
  const deltas = changes.map((change) => toStored(change.delta));
  const places = new Map<string, { product: string; garage: string } & Figures>();
  changes.forEach((change, i) => {
    const key = placeOf(change.product, change.garage);
    const place = places.get(key) ?? { product: change.product, garage: change.garage, ...noFigures() };
    place[change.field] += deltas[i] ?? 0;
    places.set(key, place);
  });
  const running = new Map<string, Figures>();
  // In one order (product, then garage) for every writer: two PostgreSQL writers locking the same
  // rows in different orders would each wait for the other until one is killed as a deadlock.
  const sorted = [...places.values()].sort((a, b) => (a.product === b.product ? compare(a.garage, b.garage) : compare(a.product, b.product)));
  const products = [...new Set(sorted.map((place) => place.product))];
  const moved = await moveRows(tx, sorted, products);
  for (const row of moved.rows) {
    const key = placeOf(row.product, row.garage);
    const after = storedFigures(row);
    const moved = places.get(key) ?? noFigures();
    running.set(key, { real: after.real - moved.real, committed: after.committed - moved.committed, pending: after.pending - moved.pending, critical: after.critical - moved.critical });
  }
  const results = changes.map((change, i) => {
    const figures = running.get(placeOf(change.product, change.garage));
    if (!figures) throw new Error(`stock row ${change.product} in ${change.garage} was not written`);
    figures[change.field] += deltas[i] ?? 0;
    return fromStored(figures[change.field]);
  });
  return { results, refresh: moved.refresh };
}

function inventoryFrom(stored: Figures): InventoryFigures {
  const figures = { real: fromStored(stored.real), committed: fromStored(stored.committed), pending: fromStored(stored.pending), critical: fromStored(stored.critical) };
  return { ...figures, theoretical: theoretical(figures) };
}

/** Each product's figures summed over its garages (zero for one without stock rows), in one query per chunk. */
async function inventoriesOf(tx: WriteTx | { trx: WriteTx['trx'] }, products: readonly string[]): Promise<Map<string, InventoryFigures>> {
  const found = new Map<string, InventoryFigures>();
  for (const product of products) found.set(product, inventoryFrom(noFigures()));
  for (const chunk of chunks(products)) {
    const rows = await runShaped(
      tx.trx,
      `stock-sums|${chunk.length}`,
      (slot) =>
        tx.trx
          .selectFrom('stock')
          .select((eb) => [
            'product',
            eb.fn.sum<number>('real').as('real'),
            eb.fn.sum<number>('committed').as('committed'),
            eb.fn.sum<number>('pending').as('pending'),
            eb.fn.sum<number>('critical').as('critical'),
          ])
          .where(
            'product',
            'in',
            chunk.map((_, i) => slot(i)),
          )
          .groupBy('product'),
      chunk,
    );
    for (const row of rows) found.set(row.product, inventoryFrom(storedFigures(row)));
  }
  return found;
}

/** The product's figures summed over its garages. */
export async function inventoryOf(tx: WriteTx | { trx: WriteTx['trx'] }, product: string): Promise<InventoryFigures> {
  return (await inventoriesOf(tx, [product])).get(product) ?? inventoryFrom(noFigures());
}

/** Each product's status and `inventory` field as stored, beside the sums of its stock rows: what a refresh needs, in one statement. */
function sumsAndFieldText(tx: WriteTx, count: number): string {
  return textFor(`stock-sums-field|${tx.kind}|${count}`, () => {
    const sums = STOCK_FIELDS.map((f) => `sum(s."${f}") as "${f}"`).join(', ');
    return `select p."id", p."status", ${fieldValueSql(tx.kind, 'inventory', 'p."doc"')} as "value", ${sums} from "${PRODUCTS.table}" as p left join "stock" as s on s."product" = p."id" where p."id" in (${marks(tx.kind, count)}) group by p."id"`;
  });
}

/** The new totals of the products named, and their rows as stored, read together (one statement per chunk). */
async function sumsAndFields(tx: WriteTx, ids: readonly string[]): Promise<Array<{ inventories: Map<string, InventoryFigures>; stored: Map<string, FieldRow> }>> {
  const out = [];
  for (const chunk of chunks(ids)) {
    const inventories = new Map<string, InventoryFigures>();
    const stored = new Map<string, FieldRow>();
    for (const row of await runText<FieldRow & { id: string } & Partial<Record<StockField, unknown>>>(tx.trx, sumsAndFieldText(tx, chunk.length), chunk)) {
      stored.set(row.id, row);
      inventories.set(row.id, inventoryFrom(storedFigures(row)));
    }
    // A product named but not found is left out of `stored`: its write answers the 404.
    for (const id of chunk) if (!inventories.has(id)) inventories.set(id, inventoryFrom(noFigures()));
    out.push({ inventories, stored });
  }
  return out;
}

/** 400 on the move's field: it would take a stock figure past `QUANTITY_MAX`; the write's transaction then stores nothing. */
async function stockLimitRefusal(tx: WriteTx, change: StockChange): Promise<AppError> {
  const product = (await getDocs(tx.trx, PRODUCTS, [change.product])).get(change.product);
  return AppError.invalid(change.path, stockLimitText(product, change.product));
}

/** Each garage's figure as each change leaves it (`results`), against the limit. */
async function refusePastLimit(tx: WriteTx, moving: readonly StockChange[], results: readonly number[]): Promise<void> {
  for (const [i, change] of moving.entries()) {
    const after = results[i] ?? 0;
    if (passesStockLimit(dec(after).sub(change.delta), after)) throw await stockLimitRefusal(tx, change);
  }
}

/**
 * Each product's figures over its garages, as the moves leave them, against the limit: real,
 * committed and pending, and the theoretical stock they make (10,000,000 on hand and 1,000,000 on
 * the way would show 11,000,000). Refused on the first move of the figure, or of the product.
 */
async function refuseTotalsPastLimit(tx: WriteTx, moving: readonly StockChange[], inventories: ReadonlyMap<string, InventoryFigures>): Promise<void> {
  for (const { figure, delta, first } of productFigureMoves(moving)) {
    const total = inventories.get(first.product)?.[figure];
    if (total !== undefined && passesStockLimit(dec(total).sub(delta), total)) throw await stockLimitRefusal(tx, first);
  }
}

/**
 * Sets each touched product's totals, its `inventory` field alone (db/field-write.ts: the sums and
 * the fields are read in one statement, the whole documents not at all), then raises the alerts its
 * figures call for: negative stock per garage, and stock at or below its critical level. Only a
 * product with an alert is read, for its name.
 */
async function refreshProducts(tx: WriteTx, touched: ReadonlyMap<string, ReadonlyMap<string, number>>, read: Refresh | null, moving: readonly StockChange[]): Promise<void> {
  const ids = [...touched.keys()];
  const inventories = new Map<string, InventoryFigures>();
  for (const chunk of read ?? (await sumsAndFields(tx, ids))) {
    await refuseTotalsPastLimit(tx, moving, chunk.inventories);
    await writeReadField(tx, PRODUCTS, 'inventory', chunk.stored, chunk.inventories);
    for (const [id, figures] of chunk.inventories) inventories.set(id, figures);
  }
  const critical = (id: string): boolean => {
    const inventory = inventories.get(id);
    return inventory !== undefined && inventory.critical > 0 && isShort(inventory);
  };
  const alerting = ids.filter((id) => (touched.get(id)?.size ?? 0) > 0 || critical(id));
  // Nothing below zero and nothing at or below a critical level: no alert to look up.
  if (alerting.length === 0) return;
  const products = await getDocs(tx.trx, PRODUCTS, alerting);
  const alerts: AlertInput[] = [];
  for (const id of alerting) {
    const name = products.get(id)?.name ?? id;
    // `after`: the figure the garage was left at, so the alert can say what happened once the stock has recovered.
    for (const [garage, lowest] of touched.get(id) ?? []) alerts.push({ kind: 'NEGATIVE_STOCK', product: id, garage, after: lowest, message: `${name}: stock below zero` });
    if (critical(id)) alerts.push({ kind: 'CRITICAL_STOCK', product: id, garage: null, message: `${name}: stock at or below its critical level` });
  }
  await raiseAlerts(tx, alerts);
}

/**
 * Applies the changes in order; each writes one record with the figure it leaves. Stock rows are
 * moved in one statement, records inserted in one, and products refreshed once each.
 */
export async function applyStockChanges(tx: WriteTx, changes: readonly StockChange[]): Promise<void> {
  const moving = changes.filter((change) => change.delta !== 0);
  if (moving.length === 0) return;
  const { results, refresh } = await moveFigures(tx, moving);
  // Per product, the garages where a change left real stock below zero, each with the lowest figure it was left at.
  const touched = new Map<string, Map<string, number>>();
  moving.forEach((change, i) => {
    const negatives = touched.get(change.product) ?? new Map<string, number>();
    const result = results[i] ?? 0;
    if (change.field === 'real' && result < 0) negatives.set(change.garage, Math.min(result, negatives.get(change.garage) ?? 0));
    touched.set(change.product, negatives);
  });
  await refusePastLimit(tx, moving, results);
  await refreshProducts(tx, touched, refresh, moving);
  // Last: on PostgreSQL the records wait for the write's closing statement, which takes their running
  // numbers (db/held-inserts.ts), unless a later statement names their table: it inserts them first.
  await insertDocs(
    tx,
    RECORDS,
    moving.map(({ record: _record, path: _path, ...change }, i) => ({ ...change, result: results[i] ?? 0, user: tx.actor })),
    undefined,
    moving.map((change) => change.record),
  );
}
