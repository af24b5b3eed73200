/**
 * `PlanReads` over documents a caller already holds in memory (an editor's customer, products,
 * delivery options, garages, users and tax table): a planner run over it previews a write with no
 * store at all, the same function the server stores with. It answers only what it was given: a
 * collection or a named read it holds nothing for throws `NotHeld`, so a preview never prices on a
 * guess. The house partner and the default garage are found in the held users and garages by the
 * rules the replica's adapter applies (`housePartnerOf`, `defaultGarageOf`).
 */
import { HOUSE_PARTNER_USERNAME } from '../constants/house.js';
import type { GarageFields } from '../documents/catalog.js';
import type { UserFields } from '../documents/users.js';
import { normalizeId } from '../ids.js';
import type { TaxDef } from '../pricing/index.js';
import type { PlanCollection, PlanCollections, PlanReads, Stored } from './types.js';

/** The documents held, by collection, disabled ones too: whether one may be used is the planner's rule. */
export type HeldCollections = { readonly [C in PlanCollection]?: ReadonlyArray<Stored<PlanCollections[C]>> };

export interface HeldDocuments {
  docs: HeldCollections;
  /** The whole tax table; undefined while it is not held. */
  taxes?: readonly TaxDef[] | undefined;
}

/** A read the caller holds nothing for: the preview cannot be made (yet). */
export class NotHeld extends Error {
  constructor(readonly what: string) {
    super(`${what} are not held here`);
  }
}

/** The house's own partner (domain §6) among users: the one with the house's username. */
export function housePartnerOf<U extends Pick<UserFields, 'username'>>(users: readonly U[]): U | undefined {
  return users.find((user) => user.username === HOUSE_PARTNER_USERNAME);
}

/** The garage stock moves in when a write names none: the enabled one marked default, else the first enabled by number. */
export function defaultGarageOf<G extends Pick<GarageFields, 'isDefault'> & { status: boolean; number: number }>(garages: readonly G[]): G | undefined {
  const enabled = garages.filter((g) => g.status).sort((a, b) => a.number - b.number);
  return enabled.find((g) => g.isDefault) ?? enabled[0];
}

export function heldPlanReads(held: HeldDocuments): PlanReads {
  const collection = <C extends PlanCollection>(name: C): ReadonlyArray<Stored<PlanCollections[C]>> => {
    const docs = held.docs[name] as ReadonlyArray<Stored<PlanCollections[C]>> | undefined;
    if (docs === undefined) throw new NotHeld(name);
    return docs;
  };
  const unheld = (what: string) => () => Promise.reject(new NotHeld(what));
  return {
    // Async, so a read not held rejects as any read that fails does, rather than throwing at the call.
    async docs<C extends PlanCollection>(name: C, ids: readonly string[]) {
      const wanted = new Set(ids.map(normalizeId));
      return new Map(collection(name).flatMap((doc): Array<[string, Stored<PlanCollections[C]>]> => (wanted.has(doc._id) ? [[doc._id, doc]] : [])));
    },
    taxes: () => (held.taxes === undefined ? Promise.reject(new NotHeld('taxes')) : Promise.resolve(held.taxes)),
    housePartner: async () => housePartnerOf<Stored<UserFields>>(collection('users')),
    defaultGarage: async () => defaultGarageOf<Stored<GarageFields>>(collection('garages')),
    activeAccount: unheld('accounts'),
    roadmapsOn: unheld('roadmaps'),
    onRoadmap: unheld('roadmaps'),
    lastAudit: unheld('audits'),
    ledgerSums: unheld('ledgers'),
    ledgerEntries: unheld('ledgers'),
    ledgerDocs: unheld('ledgers'),
    productsNumbered: unheld('products by number'),
    stockIn: unheld('stock figures'),
  };
}
