/**
 * The five kinds of audit (spec §7 Audit, domain §6) and the calls behind each: its list, and how
 * one is created — with the party it closes the books of, if any. Inventory audits are created by
 * importing a count file (`InventoryImport`).
 */
import type { FigureKey } from '../../../src-shared/audit-figures.js';
import type { IpcClient } from '../../../src-shared/ipc/client.js';
import type { AuditKind } from './documents.js';
import { type AuditPage } from './documents.js';

export const AUDIT_KINDS: readonly AuditKind[] = ['commercial', 'partner', 'provider', 'customer', 'inventory'];

export const isAuditKind = (value: string | undefined): value is AuditKind => AUDIT_KINDS.includes(value as AuditKind);

export type PartyField = 'partner' | 'provider' | 'customer';

/** The party an audit of each kind is about (the body field and list filter of the same name). */
export const PARTY_OF: Readonly<Record<AuditKind, PartyField | null>> = {
  commercial: null,
  partner: 'partner',
  provider: 'provider',
  customer: 'customer',
  inventory: null,
};

/** The figure each kind's list shows for an audit (and exports). */
export const HEADLINE: Readonly<Record<AuditKind, FigureKey>> = {
  commercial: 'sales.total',
  partner: 'partnerBalance.balance',
  provider: 'providerBalance.balance',
  customer: 'customerBalance.balance',
  inventory: 'count.changed',
};

export interface AuditListQuery {
  page: number;
  limit: number;
  transactionsPage?: number;
  transactionsLimit?: number;
  query?: string;
  party?: string | null;
}

export function listAudits(api: IpcClient, kind: AuditKind, { party, ...query }: AuditListQuery): Promise<AuditPage> {
  const field = PARTY_OF[kind];
  const input = { ...query, ...(field && party ? { [field]: party } : {}) };
  switch (kind) {
    case 'commercial':
      return api.audit.commercialList(input);
    case 'partner':
      return api.audit.partnerList({ ...input, populatePartner: true });
    case 'provider':
      return api.audit.providerList({ ...input, populateProvider: true });
    case 'customer':
      return api.audit.customerList({ ...input, populateCustomer: true });
    case 'inventory':
      return api.audit.inventoryList(input);
  }
}

export interface NewAudit {
  _id: string;
  party: string | null;
  notes: string | null;
}

/** Creates an audit of a kind that closes a period (not inventory: that one is imported). */
export function createAudit(api: IpcClient, kind: Exclude<AuditKind, 'inventory'>, { _id, party, notes }: NewAudit): Promise<unknown> {
  const base = { _id, ...(notes ? { notes } : {}) };
  switch (kind) {
    case 'commercial':
      return api.audit.commercialCreate(base);
    case 'partner':
      return api.audit.partnerCreate({ ...base, partner: party ?? '' });
    case 'provider':
      return api.audit.providerCreate({ ...base, provider: party ?? '' });
    case 'customer':
      return api.audit.customerCreate({ ...base, customer: party ?? '' });
  }
}
