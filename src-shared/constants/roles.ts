/**
 * Roles (domain §8): who a caller can be. No literal of these is to be retyped elsewhere: other
 * modules import them.
 */
/** Roles named in the contract's constants. */
export const CONSTANT_ROLES = ['ADMIN', 'AV', 'CUSTOMER'] as const;
/** Every role a staff user record can carry. */
export const USER_ROLE_LIST = ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'PROVEEDOR'] as const;
/**
 * The roles the user schema accepts on create and update. The spec's schema stops at OPERACION, but
 * its role list has PROVEEDOR and domain §8 gives it its own reads: without it here a provider user
 * could not be made at all, so an admin creates one, tied to its provider (schemas/user.ts).
 */
export const USER_SCHEMA_ROLES = ['ADMIN', 'AV', 'COMPRAS', 'OPERACION', 'PROVEEDOR'] as const;
/** Every role a caller can act as: staff roles plus CUSTOMER. */
export const ROLES = ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'PROVEEDOR', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];
/** The role whose users are partners (domain §1: sales agents). */
export const PARTNER_ROLE = 'AV' satisfies Role;
export type UserRole = (typeof USER_ROLE_LIST)[number];
