/**
 * How a change history entry reads (src-shared/history.ts): the action in words, each changed
 * field's name, and its values before and after — money, percentages and dates formatted, states in
 * the words users say, and long values (arrays, objects) summarised with their detail kept for an
 * "expand". Pure, so the timeline and its unit test read entries the same way.
 */
import { isErrorKey, type ErrorParamValues } from '../../../src-shared/error-keys/index.js';
import { formatNumber, formatPercent } from '../../../src-shared/format.js';
import { sameValue, type FieldChange, type HistoryEntry } from '../../../src-shared/history.js';
import { CATALOG, type MessageKey } from '../../i18n/catalog.js';
import type { I18n } from '../../i18n/i18n.js';
import { translateText } from '../errors.js';
import { segmentName } from '../fieldNames.js';
import { isRecord } from '../../../src-shared/records.js';

/** Fields holding an amount of money, wherever they sit (`delivery.customerPrice`, `cart.total`). */
const MONEY_FIELDS = new Set([
  'amount',
  'total',
  'cost',
  'contribution',
  'taxes',
  'logistic',
  'toPay',
  'profit',
  'discountAmount',
  'customerPrice',
  'partnerPrice',
  'internPrice',
  'fee',
  'minimumPurchase',
  'logisticPrice',
  'balance',
  'grossTotal',
  'price',
  'unitCost',
  'taxBase',
  'delta',
]);
/** Fields holding percent units (21 → 21 %). */
const PERCENT_FIELDS = new Set(['discount', 'contributions', 'wholesalerContributions']);
/** Fields whose values are codes with words of their own (`A APROBAR` → Pendiente). */
const WORDED_FIELDS = new Set(['state', 'paymentMethod', 'concept']);
/** At most this many lines of an object's or a list's detail. */
const DETAIL_LINES = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Text = Pick<I18n, 't' | 'money' | 'date' | 'dateTime' | 'locale'>;

function isKey(key: string): key is MessageKey {
  return Object.hasOwn(CATALOG['es-AR'], key);
}

/** The last segment of a dotted path: what decides how a value is written. */
const lastSegment = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/**
 * `address.street` → "Dirección › Calle y número", each segment named as every message names it
 * (`segmentName`); an unknown segment is shown as it is, since the history lists whatever a
 * document held, older fields too.
 */
export function fieldLabel(path: string, t: I18n['t']): string {
  return path
    .split('.')
    .map((segment) => segmentName(segment, t) ?? segment)
    .join(' › ');
}

/** What the entry did, in words: the route's own words when known, else the store's action. */
export function actionLabel(entry: Pick<HistoryEntry, 'action' | 'route' | 'changes'>, t: I18n['t']): string {
  const byRoute = `history.route.${entry.route ?? ''}`;
  if (entry.route && isKey(byRoute)) return t(byRoute);
  if (entry.action === 'status') return t(entry.changes.status?.after === false ? 'history.action.statusOff' : 'history.action.statusOn');
  return t(`history.action.${entry.action}`);
}

/** One value, short: a list or an object is summarised, everything else written in full. */
export function valueText(value: unknown, field: string, text: Text): string {
  const { t } = text;
  if (value === undefined) return t('history.absent');
  if (value === null || value === '') return t('history.empty.value');
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return text.money(value);
    if (PERCENT_FIELDS.has(field)) return formatPercent(value, text.locale);
    return formatNumber(value, undefined, text.locale);
  }
  if (typeof value === 'string') {
    const worded = `history.value.${value}`;
    if (WORDED_FIELDS.has(field) && isKey(worded)) return t(worded);
    if (DAY.test(value)) return text.date(value);
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return text.dateTime(value);
    return value;
  }
  if (Array.isArray(value)) return t('history.items', { count: value.length });
  if (isRecord(value)) {
    // An object that names itself (a delivery option, an address) reads by that name.
    const named = value.name ?? value.label ?? value.street;
    if (typeof named === 'string' && named !== '') return named;
    return t('history.fields', { count: Object.keys(value).length });
  }
  return String(value);
}

/** A list element or a nested object on one line: its plain fields, labelled and formatted; a keyed text (a buy's warning) in the user's words. */
function inlineText(value: unknown, field: string, text: Text): string {
  if (!isRecord(value)) return valueText(value, field, text);
  if (isErrorKey(value.key)) return translateText({ key: value.key, params: isRecord(value.params) ? (value.params as ErrorParamValues) : {} }, text.t, { withField: true });
  return Object.entries(value)
    .filter(([, v]) => v === null || typeof v !== 'object')
    .map(([key, v]) => `${fieldLabel(key, text.t)}: ${valueText(v, key, text)}`)
    .join(' · ');
}

/** The detail behind a summary: one line per element of a list, per field of an object. */
export function detailLines(value: unknown, field: string, text: Text): string[] | null {
  let lines: string[];
  if (Array.isArray(value)) lines = value.map((item) => inlineText(item, field, text));
  else if (isRecord(value)) lines = Object.entries(value).map(([key, v]) => `${fieldLabel(key, text.t)}: ${inlineText(v, key, text)}`);
  else return null;
  return lines.length > DETAIL_LINES ? [...lines.slice(0, DETAIL_LINES), '…'] : lines;
}

export interface ChangeText {
  path: string;
  label: string;
  before: string;
  after: string;
  /** Of two lists: how many elements at the same place differ (the ones added or removed count too). */
  changedItems: number | null;
  /** Each side's detail, for the values that are summarised; null when nothing is hidden. */
  detail: { before: string[]; after: string[] } | null;
}

function changedItems(before: unknown, after: unknown): number | null {
  if (!Array.isArray(before) || !Array.isArray(after)) return null;
  const length = Math.max(before.length, after.length);
  let changed = 0;
  for (let i = 0; i < length; i += 1) if (!sameValue(before[i], after[i])) changed += 1;
  return changed;
}

/** Only the elements that differ, so "3 ítems → 4 ítems" expands to what actually changed. */
function differing(before: unknown, after: unknown): [unknown, unknown] {
  if (!Array.isArray(before) || !Array.isArray(after)) return [before, after];
  const keep = (_: unknown, i: number) => !sameValue(before[i], after[i]);
  return [before.filter(keep), after.filter(keep)];
}

export function changeText(path: string, change: FieldChange, text: Text): ChangeText {
  const field = lastSegment(path);
  const [shownBefore, shownAfter] = differing(change.before, change.after);
  const before = detailLines(shownBefore, field, text);
  const after = detailLines(shownAfter, field, text);
  return {
    path,
    label: fieldLabel(path, text.t),
    before: valueText(change.before, field, text),
    after: valueText(change.after, field, text),
    changedItems: changedItems(change.before, change.after),
    detail: before === null && after === null ? null : { before: before ?? [], after: after ?? [] },
  };
}

/** Every change of an entry, in the order the fields were written. */
export function changesText(entry: Pick<HistoryEntry, 'changes'>, text: Text): ChangeText[] {
  return Object.entries(entry.changes).map(([path, change]) => changeText(path, change, text));
}

/** Whether an entry lists a whole document (a creation, a baseline, a deletion) rather than what changed. */
export function listsWholeDocument(entry: Pick<HistoryEntry, 'action'>): boolean {
  return entry.action === 'create' || entry.action === 'baseline' || entry.action === 'delete';
}
