/**
 * The finance answers as these screens read them (shapes from `src-shared/documents`), cast from
 * the loose server answers in this one place, and their rows given the `_id` the lists key by.
 */
import type { PartnerFinance, PartnerRow } from '../../../src-shared/documents/finance.js';
import type { Page } from '../../../src-shared/documents/page.js';
import type { MyFinances } from '../../../src-shared/documents/statistics.js';
import type { IpcDocumentPage } from '../../../src-shared/ipc/documents.js';

export const asPartnerFinance = (answer: unknown): PartnerFinance => answer as PartnerFinance;
export const asMyFinances = (answer: unknown): MyFinances => answer as MyFinances;
export const asPartnerPage = (answer: unknown): Page<PartnerRow> => answer as Page<PartnerRow>;

/** A report row keyed by the party it is about, so a paged table can list it. */
export type Keyed<T> = T & { _id: string };

/** A page of report rows, each keyed by `idOf`, in the shape the paged tables read. */
export function keyedPage<T>(page: Page<T>, idOf: (row: T) => string): IpcDocumentPage {
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
