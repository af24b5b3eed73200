/**
 * Derived export values of the stock screens (domain §5), worded as the ledger and the alerts list
 * show them: a ledger row's reason, what an alert is about and whether someone saw it.
 */
import { DEFAULT_LOCALE } from '../constants/locales.js';
import type { Unit } from '../constants/products.js';
import type { RecordFields } from '../documents/stock.js';
import { formatMoment, formatMoney, formatQuantity } from '../format.js';
import { negativeAlertWords } from '../stock-alerts.js';
import { stockReason } from '../stock-reasons.js';
import type { DeriveContext, DerivedValue } from './derived.js';

type Doc = Readonly<Record<string, unknown>>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A ledger row's reason: a label key (`critical`, `buy` with `{number}`) or the user's words. */
export function ledgerReason(doc: Doc): DerivedValue {
  const reason = stockReason({ reason: str(doc.reason) ?? '', refKind: doc.refKind as RecordFields['refKind'] });
  if ('text' in reason) return { value: reason.text };
  return { label: reason.key, params: { number: reason.number ?? '' } };
}

/**
 * An alert's detail: the cost before and after (`cost`); negative stock as stock-alerts.ts words it
 * (`negative`, `recovered` and their `…Unknown` twins); or the product's figures now (`critical`).
 */
export function alertDetail(doc: Doc, context: DeriveContext): DerivedValue {
  const locale = context.locale ?? DEFAULT_LOCALE;
  if (doc.kind === 'COST_CHANGED') {
    const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value, locale) : '—');
    return { label: 'cost', params: { before: money(doc.before), after: money(doc.after) } };
  }
  const product = str(doc.product) ? context.get('products', str(doc.product) ?? '') : undefined;
  if (!product) return { value: '' };
  const unit = (product.unit === 'WEIGHT' ? 'WEIGHT' : 'UNITY') satisfies Unit;
  const inventory = (typeof product.inventory === 'object' && product.inventory !== null ? product.inventory : {}) as Doc;
  const quantity = (figure: string) => formatQuantity(num(inventory[figure]), unit, locale);
  if (doc.kind === 'NEGATIVE_STOCK') return negativeAlertWords(doc, num(inventory.real), unit, { locale, timeZone: context.timeZone });
  return { label: 'critical', params: { theoretical: quantity('theoretical'), critical: quantity('critical') } };
}

/** Whether an alert is still open, or who saw it and when (`seen` with `{user}` and `{when}`, a moment in a sentence). */
export function alertState(doc: Doc, context: DeriveContext): DerivedValue {
  if (doc.acknowledged !== true) return { label: 'open' };
  const by = str(doc.acknowledgedBy);
  const at = str(doc.acknowledgedAt);
  return {
    label: 'seen',
    params: { user: (by ? context.name('users', by) : undefined) ?? '—', when: at ? formatMoment(at, context.locale ?? DEFAULT_LOCALE, context.timeZone) : '—' },
  };
}
