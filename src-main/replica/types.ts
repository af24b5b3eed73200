/** Shapes the replica hands out: documents as the server sent them, and pages like the server's. */

/** A document as the server serves it (domain §2): `_id` plus the collection's fields. */
export interface ReplicaDoc {
  _id: string;
  [field: string]: unknown;
}

/** The same page shape as the server's lists (domain §2). */
export interface Page<T> {
  docs: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export type ColumnValue = string | number | null;
