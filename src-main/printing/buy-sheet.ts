/**
 * A buy from a provider: what was ordered at what cost — per kg for products sold by weight, beside
 * the line's cost (on A4; the 80 mm roll has room for the line's cost only) —, the pick-up and its
 * fee, and the total.
 */
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import type { BuyState } from '../../src-shared/constants/buys.js';
import type { Unit } from '../../src-shared/constants/products.js';
import { formatCuit } from '../../src-shared/fiscal.js';
import { dayTime, day, fields, money, note, page, signature, table, totals, type Html } from './html.js';
import { quantity } from './labels.js';
import { lineProduct } from './order-receipt.js';
import type { PrintContext, PrintT } from './words.js';

export interface BuyLine {
  /** The product's name; null when it left the catalog. */
  product: string | null;
  productId: string;
  quantity: number;
  unit: Unit;
  /** Per unit, or per kg for a weight product (domain §4: a buy item's price is unitCost × kg). */
  unitCost: number;
  amount: number;
}

export interface BuySheet {
  number: number;
  createdAt: string;
  state: BuyState;
  /** The goods are in (committed). */
  received: boolean;
  provider: { name: string; cuit: string | null; phone: string | null; address: string | null };
  garage: string | null;
  lines: BuyLine[];
  subtotal: number;
  /** The pick-up, when there is one; `fee` is deducted from the total when charged (spec §3). */
  withdrawal: { name: string | null; date: string | null; charged: boolean; fee: number } | null;
  logistic: number;
  total: number;
  notes: string | null;
}

export function buyTitle(buy: Pick<BuySheet, 'number'>, t: PrintT): string {
  return t('buy.title', { number: buy.number });
}

const unitCost = (line: BuyLine, t: PrintT): string => (line.unit === 'WEIGHT' ? t('unit.perKg', { price: money(line.unitCost) }) : money(line.unitCost));

function withdrawalFields(w: BuySheet['withdrawal'], print: PrintContext): Array<readonly [string, string | null]> {
  const { t } = print;
  if (!w) return [];
  return [
    [t('buy.withdrawal'), w.name ?? t('buy.withdrawal')],
    [t('buy.withdrawalDate'), w.date ? day(w.date, print) : t('buy.withdrawalToAgree')],
    [t('buy.withdrawalCost'), w.charged ? t('buy.withdrawalCharged', { fee: money(w.fee) }) : t('buy.withdrawalFree')],
  ];
}

export function renderBuySheet(buy: BuySheet, paper: PaperSize, print: PrintContext): string {
  const { t } = print;
  const amounts: Array<readonly [string, number]> = [[t('total.subtotal'), buy.subtotal]];
  if (buy.logistic !== 0) amounts.push([t('total.logistic'), -buy.logistic]);
  amounts.push([t('total.total'), buy.total]);
  const state = t(`buyState.${buy.state}`);
  const body: Html[] = [
    fields([
      [t('page.date'), dayTime(buy.createdAt, print)],
      [t('field.state'), buy.received ? t('buy.received', { state }) : state],
      [t('field.provider'), buy.provider.name],
      [t('page.cuit'), buy.provider.cuit ? formatCuit(buy.provider.cuit) : null],
      [t('field.phone'), buy.provider.phone],
      [t('field.address'), buy.provider.address],
      [t('field.garage'), buy.garage],
      ...withdrawalFields(buy.withdrawal, print),
    ]),
    table(
      paper,
      [{ label: t('column.quantity'), align: 'right' }, { label: t('column.product') }, { label: t('column.unitCost'), align: 'right', wide: true }, { label: t('column.amount'), align: 'right' }],
      buy.lines.map((l) => [quantity(l.quantity, l.unit), lineProduct(l, t), unitCost(l, t), money(l.amount)]),
    ),
    totals(amounts),
    note(t('page.notes'), buy.notes),
    signature([t('buy.providerSignature'), t('buy.receivedBy')]),
  ];
  return page({ title: buyTitle(buy, t), heading: buyTitle(buy, t), paper, body, print });
}
