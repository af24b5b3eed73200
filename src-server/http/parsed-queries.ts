/**
 * The queries a route has parsed, by their text as sent: a query string is all a GET query's
 * validation reads, and its schemas are pure (their defaults constants), so the same text always
 * parses to the same value. A clerk's list and search screens send the same few texts all day;
 * zod's parse of the product list's query was ~20 µs of a repeated search's ~500 (bench/issue-21-search.md,
 * session 23). Only texts that parsed are kept (a refusal is worked out again, with its message);
 * values are frozen, as every request that sends the text shares them. At most MAX_TEXTS per route,
 * all dropped when full: a crawler's endless texts cost memory no more than that.
 */
export const MAX_TEXTS = 512;

export class ParsedQueries {
  private readonly parsed = new Map<string, unknown>();

  /** The value `text` parses to: kept from an earlier request, or `parse()`d now and kept. */
  of(text: string, parse: () => unknown): unknown {
    const kept = this.parsed.get(text);
    if (kept !== undefined || this.parsed.has(text)) return kept;
    const value = frozen(parse());
    if (this.parsed.size >= MAX_TEXTS) this.parsed.clear();
    this.parsed.set(text, value);
    return value;
  }

  get size(): number {
    return this.parsed.size;
  }
}

/** The value with it and the objects or arrays it holds frozen (a query's values are one level deep). */
function frozen(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  for (const inner of Object.values(value)) if (typeof inner === 'object' && inner !== null) Object.freeze(inner);
  return Object.freeze(value);
}

/** A URL's query string as sent ('' with none). */
export function queryText(url: string): string {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start + 1);
}
