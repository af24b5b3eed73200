/**
 * The documents an export's rows point to (a partner's name, a buy's number), read from the
 * replica once each: 50,000 orders name a few dozen partners.
 */
import type { DeriveContext, DeriveFormat } from '../../src-shared/export/derived.js';

type Doc = Readonly<Record<string, unknown>>;

export type GetDocument = (collection: string, id: string) => Doc | undefined;

/** A document's name as the screens show a reference: its name, else its user name. */
export function nameOf(doc: Doc | undefined): string | undefined {
  if (doc === undefined) return undefined;
  if (typeof doc.name === 'string' && doc.name !== '') return doc.name;
  return typeof doc.username === 'string' ? doc.username : undefined;
}

export function cachedLookup(get: GetDocument, format?: DeriveFormat): DeriveContext {
  const cache = new Map<string, Doc | undefined>();
  const find = (collection: string, id: string): Doc | undefined => {
    const key = `${collection}/${id}`;
    if (!cache.has(key)) cache.set(key, get(collection, id));
    return cache.get(key);
  };
  return { get: find, name: (collection, id) => nameOf(find(collection, id)), ...format };
}
