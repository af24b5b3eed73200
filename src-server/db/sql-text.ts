/**
 * Statements whose SQL depends only on their shape (a table, its columns, a row count) are written
 * once per shape and dialect and then run with new values, instead of being built and compiled by
 * Kysely on every call — some twenty microseconds a statement, and an order's lifecycle runs dozens.
 * A database handle's dialect is registered where it is opened; a write transaction's is in its
 * state (tx-state.ts). With any other reader, callers build the statement with Kysely as usual.
 * Identifiers come from our code, never from a request, and are quoted.
 */
import { CompiledQuery } from 'kysely';
import type { DbKind } from './connect.js';
import { stateOf } from './tx-state.js';

type Executor = { executeQuery<R>(query: CompiledQuery<R>): Promise<{ rows: R[] }> };

const kinds = new WeakMap<object, DbKind>();

/** Says which dialect a database handle speaks, for as long as it lives. */
export function registerDialect(handle: object, kind: DbKind): void {
  kinds.set(handle, kind);
}

export function dialectOf(reader: object): DbKind | undefined {
  return stateOf(reader)?.kind ?? kinds.get(reader);
}

export const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The `index`-th parameter's mark (0-based). */
export const mark = (kind: DbKind, index: number): string => (kind === 'postgres' ? `$${index + 1}` : '?');

/** `count` marks from `first` on, comma-separated. */
export function marks(kind: DbKind, count: number, first = 0): string {
  return Array.from({ length: count }, (_, i) => mark(kind, first + i)).join(', ');
}

/** Texts seen so far; bounded, since a shape may include a row count. */
const texts = new Map<string, string>();
const MAX_TEXTS = 2000;

/** The text of shape `key`, written by `write` the first time. */
export function textFor(key: string, write: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = write();
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/** Runs a statement at once on the connection a write transaction holds (connect.ts `runHeld`). */
export type HeldRun = (text: string, parameters: readonly unknown[]) => unknown[];

/**
 * A write transaction on SQLite holds its connection and runs statements on it directly (its
 * state's `runHeld`): Kysely's way to one statement (its connection queue, a driver call, five
 * awaits) cost more than many of the statements themselves. Never the database's own handle, whose
 * reads must wait for a transaction under way rather than see its writes.
 */
export async function runText<R>(reader: object, text: string, parameters: readonly unknown[]): Promise<R[]> {
  const run = stateOf(reader)?.runHeld;
  if (run) return run(text, parameters) as R[];
  return (await (reader as Executor).executeQuery<R>(CompiledQuery.raw(text, [...parameters]))).rows;
}

/** A value to be given when the statement runs: the `index`-th of the call's values. */
class Slot {
  constructor(readonly index: number) {}
}

interface Shaped {
  sql: string;
  /** The compiled parameters, with a `Slot` where a call's value goes. */
  template: readonly unknown[];
}

const shapes = new Map<string, Shaped>();

/**
 * Runs a query built with Kysely once per shape `key` and dialect: `build` receives `slot(i)` to put
 * where the call's i-th value goes (anything else it writes stays as written), and the compiled text
 * is kept and run with `values` from then on. The shape must not depend on the values beyond what
 * `key` says (an `in` list's length belongs in the key). With a reader of unknown dialect, the
 * query is built with the values and run by Kysely.
 */
export async function runShaped<R>(reader: object, key: string, build: (slot: (index: number) => never) => { compile(): CompiledQuery<R> }, values: readonly unknown[]): Promise<R[]> {
  const kind = dialectOf(reader);
  if (kind === undefined) {
    const compiled = build((index) => values[index] as never).compile();
    return runText<R>(reader, compiled.sql, compiled.parameters);
  }
  const fullKey = `${kind}|${key}`;
  let shaped = shapes.get(fullKey);
  if (shaped === undefined) {
    const compiled = build((index) => new Slot(index) as never).compile();
    shaped = { sql: compiled.sql, template: compiled.parameters };
    if (shapes.size >= MAX_TEXTS) shapes.clear();
    shapes.set(fullKey, shaped);
  }
  return runText<R>(
    reader,
    shaped.sql,
    shaped.template.map((parameter) => (parameter instanceof Slot ? values[parameter.index] : parameter)),
  );
}
