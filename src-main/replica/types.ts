/** Shapes the replica hands out: documents as the server sent them, and pages like the server's. */

/** A document as the server serves it (domain §2): `_id` plus the collection's fields. */
export interface ReplicaDoc {
  _id: string;
  [field: string]: unknown;
}

export type { Page } from '../../src-shared/documents/page.js';

export type ColumnValue = string | number | null;
