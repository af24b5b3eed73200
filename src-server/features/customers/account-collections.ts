/** Customer current accounts and the movements each balance is the sum of (domain §6). */
import { toCents } from '../../../src-shared/money.js';
import type { CollectionDef } from '../../db/documents.js';
import type { AccountFields, AccountMovementFields } from '../../../src-shared/documents/money.js';
export type { AccountFields, AccountMovementFields } from '../../../src-shared/documents/money.js';

export const ACCOUNTS: CollectionDef<AccountFields> = {
  name: 'accounts',
  table: 'accounts',
  label: 'account',
  columns: (doc) => ({ customer: doc.customer, partner: doc.partner, balance_cents: toCents(doc.balance) }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};

export const ACCOUNT_MOVEMENTS: CollectionDef<AccountMovementFields> = {
  name: 'accountMovements',
  table: 'account_movements',
  label: 'account movement',
  columns: (doc) => ({ account: doc.account, customer: doc.customer, partner: doc.partner, delta_cents: toCents(doc.delta), kind: doc.kind, ref_id: doc.refId }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};
