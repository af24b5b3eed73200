import { flag, type CollectionDef } from '../../db/documents.js';
import type { UserFields } from '../../../src-shared/documents/users.js';
import { normalizeUsername } from '../../../src-shared/usernames.js';
export type { UserFields } from '../../../src-shared/documents/users.js';

export const USERS: CollectionDef<UserFields> = {
  name: 'users',
  table: 'users',
  label: 'user',
  columns: (doc) => ({
    username: normalizeUsername(doc.username),
    role: doc.role,
    is_driver: flag(doc.isDriver),
    phone: doc.phone ?? null,
    provider: doc.provider ?? null,
    is_third: flag(Boolean(doc.third)),
  }),
};
