/**
 * The documents a write names by id, checked as the server takes them (domain §2): a missing or
 * disabled one is bad input the user can fix, a 400 on the field that names it, not a 404.
 */
import { said, type ErrorText } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { pick } from './reads.js';
import type { PlanCollection, PlanCollections, PlanReads, Stored } from './types.js';

/** How a refusal names a document of each collection ('garage 65f…'). */
const LABELS: Readonly<Record<PlanCollection, string>> = {
  users: 'user',
  customers: 'customer',
  providers: 'provider',
  categories: 'category',
  products: 'product',
  taxes: 'tax',
  deliveries: 'delivery option',
  withdrawals: 'withdrawal option',
  thirds: 'third',
  garages: 'garage',
  chargeMethods: 'charge method',
  payMethods: 'pay method',
  buys: 'buy',
  orders: 'order',
  drafts: 'draft',
  carts: 'cart',
  receipts: 'receipt',
  cashflows: 'cash flow entry',
  accounts: 'account',
  accountMovements: 'account movement',
  roadmaps: 'roadmap',
  audits: 'audit',
  records: 'record',
  settings: 'business settings',
  trackers: 'tracker alert',
};

export const labelOf = (collection: PlanCollection): string => LABELS[collection];

/** The collection a refusal's `what` label names, if it is one of these. */
export const collectionOfLabel = (label: string): PlanCollection | undefined => (Object.keys(LABELS) as PlanCollection[]).find((collection) => LABELS[collection] === label);

/** What a document is called by the people who use it: its name, or a user's username. */
function shownName(doc: object): string | undefined {
  if ('name' in doc && typeof doc.name === 'string' && doc.name.trim() !== '') return doc.name;
  if ('username' in doc && typeof doc.username === 'string' && doc.username !== '') return doc.username;
  return undefined;
}

/**
 * The refusal of a reference to `id` that names no enabled document: a document that exists but
 * is disabled (`disabled`, one the caller may see) is named, so the screen can say which one;
 * a missing one (or one the caller may not see) only by its id.
 */
export function notEnabled(what: string, id: string, disabled?: object | null): ErrorText {
  const name = disabled ? shownName(disabled) : undefined;
  return said('reference.notEnabled', name === undefined ? { what, id } : { what, id, name });
}

/** The enabled document `id` names, out of a `docs` answer; 400 on `path` otherwise. */
export function enabledIn<C extends PlanCollection>(found: ReadonlyMap<string, Stored<PlanCollections[C]>>, collection: C, id: string, path: string): Stored<PlanCollections[C]> {
  const doc = pick(found, id);
  if (!doc || !doc.status) throw AppError.invalid(path, notEnabled(LABELS[collection], id, doc));
  return doc;
}

/** The enabled document a body names; 400 on `path` when it is missing or disabled. */
export async function referenced<C extends PlanCollection>(reads: PlanReads, collection: C, id: string, path: string): Promise<Stored<PlanCollections[C]>> {
  return enabledIn(await reads.docs(collection, [id]), collection, id, path);
}

/** The document a path names (any status), else a 404. */
export async function required<C extends PlanCollection>(reads: PlanReads, collection: C, id: string): Promise<Stored<PlanCollections[C]>> {
  const doc = pick(await reads.docs(collection, [id]), id);
  if (!doc) throw AppError.notFound(LABELS[collection], id);
  return doc;
}

/** The garage a write names (enabled, else 400 on `path`), or the default one; a conflict when none is enabled. */
/**
 * The garage stock moves in: a named one must keep stock (`inventory`, spec §3 Garage: a point of
 * sale may hold only cash), else 400 on `path`; the default always keeps it.
 */
export async function stockGarageOrDefault(reads: PlanReads, id: string | null | undefined, path = 'garage'): Promise<string> {
  if (!id) return garageOrDefault(reads, id, path);
  const garage = await referenced(reads, 'garages', id, path);
  if (garage.inventory === false) throw AppError.invalid(path, said('garage.keepsNoStock', { garage: garage.name }));
  return garage._id;
}

export async function garageOrDefault(reads: PlanReads, id: string | null | undefined, path = 'garage'): Promise<string> {
  if (id) return (await referenced(reads, 'garages', id, path))._id;
  const garage = await reads.defaultGarage();
  if (!garage) throw AppError.conflict(said('garage.noneEnabled', {}));
  return garage._id;
}
