/**
 * A parsed REST list query (the shared schema every list takes) as replica list options: paging,
 * status, text and creation period are the reader's own; every other field is a filter named as
 * the query names it. The few fields whose meaning differs are translated here, in one place. A
 * date-only period means the business's days (cut at midnight in its zone), as on the server.
 */
import { periodBounds } from '../../../src-shared/business-day.js';
import type { ReadFeature } from '../../../src-shared/ipc/reads.js';
import type { FilterValue, ListOptions } from '../../replica/index.js';

type Query = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const yesNo = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

function filterValue(value: unknown): FilterValue | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return undefined;
}

export function listOptions(feature: ReadFeature, query: Query, zone: string): ListOptions {
  const { page, limit, status, query: search, fromDate, toDate, ...rest } = query;
  const filters: Record<string, FilterValue | undefined> = {};
  const options: ListOptions = { page: count(page), limit: count(limit), status: yesNo(status), query: text(search), filters };
  // A roadmap's period is the day it runs, not when it was written down.
  if (feature === 'roadmap') filters.date = fromDate === undefined && toDate === undefined ? undefined : { from: text(fromDate), to: text(toDate), zone };
  else {
    const { from, to } = periodBounds(text(fromDate), text(toDate), zone);
    Object.assign(options, { fromDate: from, toDate: to });
  }
  for (const [name, value] of Object.entries(rest)) {
    if (feature === 'product' && name === 'name') options.query ??= text(value);
    // "Without receipt" is the one filter the replica keeps the other way round.
    else if (feature === 'buy' && name === 'withoutReceipt') filters.hasReceipt = value === true ? false : undefined;
    else filters[name] = filterValue(value);
  }
  return options;
}
