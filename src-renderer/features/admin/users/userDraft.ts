/**
 * A staff user as its form holds it (spec §3 User, §5), and what a save sends: a new user every
 * field given; an edit only what changed (`PATCH /user/{id}`). A provider user (PROVEEDOR) names
 * its provider; no other role sends one. No password: a new user pairs a device and sets one
 * from its profile (domain §8).
 */
import { USER_SCHEMA_ROLES, type UserRole } from '../../../../src-shared/constants/roles.js';
import type { UserCreateInput, UserUpdateInput } from '../../../../src-shared/schemas/user.js';
import { orNull } from '../../../components/forms/textField.js';
import type { UserDoc } from '../../../components/documents/read.js';

export type SchemaRole = (typeof USER_SCHEMA_ROLES)[number];

export interface UserDraft {
  username: string;
  name: string;
  /** Null until picked: the server names a missing role. */
  role: UserRole | null;
  email: string;
  phone: string;
  picture: string;
  isDriver: boolean;
  wholesaler: boolean;
  dropOffPoint: string;
  avatarColor: string;
  /** The provider a PROVEEDOR user reads for. */
  provider: string | null;
}

export function userDraftOf(user: UserDoc | null): UserDraft {
  return {
    username: user?.username ?? '',
    name: user?.name ?? '',
    role: user?.role ?? null,
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    picture: user?.picture ?? '',
    isDriver: user?.isDriver ?? false,
    wholesaler: user?.wholesaler ?? false,
    dropOffPoint: user?.dropOffPoint ?? '',
    avatarColor: user?.avatarColor ?? '',
    provider: user?.provider ?? null,
  };
}

export const isSchemaRole = (role: UserRole | null): role is SchemaRole => role !== null && (USER_SCHEMA_ROLES as readonly string[]).includes(role);

/** The fields a save states, each as the API takes it (blank optional texts are null). */
function fieldsOf(d: UserDraft) {
  return {
    username: d.username,
    name: d.name,
    email: orNull(d.email),
    phone: orNull(d.phone),
    picture: orNull(d.picture),
    isDriver: d.isDriver,
    wholesaler: d.wholesaler,
    dropOffPoint: orNull(d.dropOffPoint),
    avatarColor: orNull(d.avatarColor),
  };
}

export function userCreateInput(d: UserDraft): UserCreateInput {
  // A role left unpicked goes as absent, so the contract's "role is required" shows under it.
  return { ...fieldsOf(d), role: (isSchemaRole(d.role) ? d.role : undefined) as SchemaRole, ...(d.role === 'PROVEEDOR' ? { provider: d.provider } : {}) };
}

/** What changed from the stored user; empty when nothing did. */
export function userUpdateInput(before: UserDraft, after: UserDraft): UserUpdateInput {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(now) as Array<keyof typeof now>) if (now[key] !== was[key]) changed[key] = now[key];
  if (after.role !== before.role && isSchemaRole(after.role)) changed.role = after.role;
  // The provider goes with its role: the schema asks for it whenever PROVEEDOR is sent.
  if (after.role === 'PROVEEDOR' && (changed.role !== undefined || after.provider !== before.provider)) changed.provider = after.provider;
  return changed as UserUpdateInput;
}
