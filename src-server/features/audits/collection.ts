import type { CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';
import type { AuditFields } from '../../../src-shared/documents/audits.js';
export type { AuditKind, AuditFields } from '../../../src-shared/documents/audits.js';

export const AUDITS: CollectionDef<AuditFields> = {
  name: 'audits',
  table: 'audits',
  label: 'audit',
  columns: (doc) => ({ kind: doc.kind, partner: doc.partner, customer: doc.customer, provider: doc.provider, name_search: searchText(doc.name, doc.notes) }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer, provider: doc.provider }),
};
