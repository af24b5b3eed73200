/**
 * The finance answers' rows given the `_id` the paged lists key by, and how a partner's balance
 * stands (the answers themselves are typed by their route schemas).
 */
import type { Page } from '../../../src-shared/documents/page.js';

/** A report row keyed by the party it is about, so a paged table can list it. */
export type Keyed<T> = T & { _id: string };

/** A page of report rows, each keyed by `idOf`, in the shape the paged tables read. */
export function keyedPage<T>(page: Page<T>, idOf: (row: T) => string): Page<Keyed<T>> {
  return { ...page, docs: page.docs.map((row) => ({ ...row, _id: idOf(row) })) };
}

/** Where a balance leaves the partner (domain §6): positive, it owes the company; negative, the company owes it. */
export type PartnerStanding = 'owes' | 'owed' | 'even';

export function partnerStanding(balance: number): PartnerStanding {
  if (balance > 0) return 'owes';
  if (balance < 0) return 'owed';
  return 'even';
}

export const STANDING_COLOR: Readonly<Record<PartnerStanding, string>> = { owes: 'orange', owed: 'teal', even: 'gray' };
