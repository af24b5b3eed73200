/**
 * PostgreSQL: the running number a new document holds until its write's closing statement takes
 * the real one (held-inserts.ts). It is a number no document holds by chance, unique in the
 * transaction, so wherever it was copied as it stands — the document's own JSON, its history
 * entry, a stored Idempotency-Key answer, the write's answer — it can be found and replaced by the
 * final number once that is known. A value computed from it (`number + 1`) cannot: nothing in a
 * write transaction computes with the number of a document it just created.
 */
import { forgetRowText } from './row-text.js';
import type { TxState } from './tx-state.js';

/** 16 digits, below 2^53; a transaction numbers at most 10^8 documents this way. */
const BASE = 7_391_824_600_000_000;
const SPAN = 100_000_000;
const PATTERN = /(?<!\d)73918246\d{8}(?!\d)/g;

/** A new provisional number of the transaction, still without its final one. */
export function provisionalNumber(state: TxState): number {
  const number = BASE + state.provisional.size;
  if (state.provisional.size >= SPAN) throw new Error('too many provisional numbers in one transaction');
  state.provisional.set(number, null);
  return number;
}

/** The final numbers of `provisional` (in order): consecutive from `first`, as their documents were numbered. */
export function settleProvisional(state: TxState, provisional: readonly number[], first: number): void {
  provisional.forEach((number, i) => state.provisional.set(number, first + i));
}

/** The provisional numbers of this transaction that `text` holds, each once. */
export function provisionalIn(state: TxState, text: string): number[] {
  if (state.provisional.size === 0 || !text.includes('73918246')) return [];
  const found = new Set<number>();
  for (const [digits] of text.matchAll(PATTERN)) if (state.provisional.has(Number(digits))) found.add(Number(digits));
  return [...found];
}

/** Whether `value` (a statement's parameter) holds a provisional number whose final one is not taken yet. */
export function holdsOutstanding(state: TxState, value: unknown): boolean {
  if (typeof value === 'number') return state.provisional.get(value) === null;
  if (typeof value === 'string') return provisionalIn(state, value).some((number) => state.provisional.get(number) === null);
  if (Array.isArray(value)) return value.some((item) => holdsOutstanding(state, item));
  return false;
}

/** `text` with every provisional number whose final one is known replaced by it. */
export function withFinalNumbers(state: TxState, text: string): string {
  const found = provisionalIn(state, text);
  if (found.length === 0) return text;
  return text.replace(PATTERN, (digits) => String(state.provisional.get(Number(digits)) ?? digits));
}

/** A statement's parameter as `withFinalNumbers` leaves it (a number, a text, an array of them). */
export function finalParameter(state: TxState, value: unknown): unknown {
  if (typeof value === 'number') return state.provisional.get(value) ?? value;
  if (typeof value === 'string') return withFinalNumbers(state, value);
  if (Array.isArray(value)) {
    const items = value.map((item) => finalParameter(state, item));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  return value;
}

/**
 * The write's answer with its final numbers, changed in place: a number or text anywhere in it
 * (a document created by the write, the JSON of a stored answer) that holds a provisional one.
 */
export function resolveProvisional<T>(state: TxState, value: T): T {
  if (state.provisional.size === 0) return value;
  const seen = new Set<object>();
  const walk = (item: unknown): unknown => {
    if (typeof item === 'number' || typeof item === 'string') return finalParameter(state, item);
    if (typeof item !== 'object' || item === null || seen.has(item)) return item;
    seen.add(item);
    const record = item as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const next = walk(record[key]);
      if (next === record[key]) continue;
      record[key] = next;
      // A document's row text (row-text.ts) still holds the provisional number.
      forgetRowText(record);
    }
    return item;
  };
  return walk(value) as T;
}
