import type { UserRole } from '../../../src-shared/constants.js';
import { flag, type CollectionDef } from '../../db/documents.js';

/** A staff user as stored and served. The password hash lives in its own column, never in here. */
export interface UserFields {
  name: string;
  username: string;
  role: UserRole;
  picture?: string | null;
  email?: string | null;
  phone?: string | null;
  wholesaler?: boolean;
  avatarColor?: string | null;
  dropOffPoint?: string | null;
  isDriver?: boolean;
  /** The provider a PROVEEDOR user reads for. */
  provider?: string | null;
  /** The third party record when the user is also a third (PUT /user/{id}/third). */
  third?: string | null;
}

export const USERS: CollectionDef<UserFields> = {
  name: 'users',
  table: 'users',
  label: 'user',
  columns: (doc) => ({
    username: doc.username.toLowerCase(),
    role: doc.role,
    is_driver: flag(doc.isDriver),
    phone: doc.phone ?? null,
    provider: doc.provider ?? null,
    is_third: flag(Boolean(doc.third)),
  }),
};
