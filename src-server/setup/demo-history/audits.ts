/**
 * The demo's period closings: a commercial audit at the start of some months, provider audits
 * once, and one inventory count of the cold-cuts and cheese counter, where a few hundred grams of
 * each piece have gone (trimmings and tastings), applied as an import of count rows.
 */
import { roundRate } from '../../../src-shared/money.js';
import type { AuditInventoryRow } from '../../../src-shared/schemas/audit.js';
import { getDocs } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { auditCommercial, auditProvider } from '../../features/audits/books.js';
import { auditInventory } from '../../features/audits/inventory.js';
import { PRODUCTS } from '../../features/products/collection.js';
import { fromStored } from '../../features/stock/quantities.js';
import { at, hours, monthsSince, type Day } from './calendar.js';
import { staffOf } from './cast.js';
import type { History } from './history.js';

/** The months of the history (counted from its first) that open with a commercial audit. */
const COMMERCIAL_AUDIT_MONTHS = new Set([2, 4]);
const COUNT_MONTH = 3;
const COUNTED = 12;

async function countRows(history: History, tx: WriteTx): Promise<AuditInventoryRow[]> {
  const { cast, random: r } = history;
  // From the end of the catalog: the presentations the worked examples of the tests leave alone.
  const weighed = cast.products.filter((p) => p.unit === 'WEIGHT' && p.opening > 0).reverse();
  const rows = await tx.trx
    .selectFrom('stock')
    .select(['product', 'real', 'committed', 'pending'])
    .where('garage', '=', cast.garages.main)
    .where(
      'product',
      'in',
      weighed.map((p) => p._id),
    )
    .execute();
  const stock = new Map(rows.map((row) => [row.product, { real: fromStored(Number(row.real)), held: fromStored(Number(row.pending) - Number(row.committed)) }]));
  const onShelf = weighed.map((p) => ({ product: p._id, ...(stock.get(p._id) ?? { real: 0, held: 0 }) })).filter((s) => s.real >= 3000);
  const chosen = onShelf.slice(0, COUNTED);
  const products = await getDocs(
    tx.trx,
    PRODUCTS,
    chosen.map((s) => s.product),
  );
  return chosen.flatMap((shelf) => {
    const product = products.get(shelf.product);
    if (!product) return [];
    // Each column gets the tier that prices that weight today, so the count changes no price.
    const tier = (grams: number) => [...product.margins].filter((m) => (grams === 0 ? m.quantity === 0 : m.quantity > 0 && m.quantity <= grams)).sort((a, b) => b.quantity - a.quantity)[0]?.value ?? 1;
    const real = shelf.real - r.int(1, 8) * 50;
    return [
      {
        number: product.number,
        name: product.name,
        unitCost: roundRate(product.unitCost),
        m100: tier(100),
        m500: tier(500),
        m1000: tier(1000),
        wholesaler: tier(0),
        theoretical: real + shelf.held,
        real,
      },
    ];
  });
}

export function planAudits(history: History, day: Day, previous: Day | null): void {
  const { cast, agenda } = history;
  const month = monthsSince(history.start, day);
  const firstOfMonth = previous !== null && previous.slice(0, 7) !== day.slice(0, 7);
  if (firstOfMonth && COMMERCIAL_AUDIT_MONTHS.has(month)) {
    agenda.add(at(day, hours(19, 30)), cast.admin, 'audit.commercialCreate', (tx) => auditCommercial(tx, staffOf(tx), { notes: 'Cierre del mes anterior' }).then(() => undefined));
  }
  if (firstOfMonth && month === COUNT_MONTH) {
    agenda.add(at(day, hours(19)), cast.admin, 'audit.inventoryCreate', async (tx) => {
      const rows = await countRows(history, tx);
      if (rows.length > 0) await auditInventory(tx, staffOf(tx), { rows, notes: 'Conteo del mostrador de fiambres y quesos' });
    });
    for (const provider of cast.providers.slice(0, 2)) {
      agenda.add(at(day, hours(19, 15)), cast.admin, 'audit.providerCreate', (tx) =>
        auditProvider(tx, staffOf(tx), { provider: provider._id, notes: 'Conciliación con el proveedor' }).then(() => undefined),
      );
    }
  }
}
