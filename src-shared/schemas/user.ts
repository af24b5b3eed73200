/** Staff user inputs (spec §3 User, §5 User rules, domain §8). */
import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PHONE_MAX, TAG_MAX, USERNAME_MAX } from '../constants/field-lengths.js';
import { USER_SCHEMA_ROLES } from '../constants/roles.js';
import { SHORT_TEXT_MAX, clientId, flag, id, obj, oneOf, optionalEmail, text, url } from './common.js';
import { contract, fieldError, issueSaying, say } from './messages.js';
import { hasHiddenCharacters, usernameTexts } from '../usernames.js';

/** A name as people read it: no control or invisible characters (src-shared/usernames.ts). */
const visibleName = () => text(NAME_MAX, 1).refine((value) => !hasHiddenCharacters(value), { error: (iss) => say(iss, usernameTexts.hidden('name')) });

/** The server stores and compares it in its normal form (src-shared/usernames.ts). */
const username = () => text(USERNAME_MAX, 1).refine((value) => !hasHiddenCharacters(value), { error: (iss) => say(iss, usernameTexts.hidden('username')) });

/** Fields of spec §3 the rules leave free; wholesaler partners sell at wholesaler prices. */
const userDetails = {
  picture: url().nullable().optional(),
  email: optionalEmail(),
  phone: text(PHONE_MAX).nullable().optional(),
  wholesaler: flag().optional(),
  avatarColor: text(SHORT_TEXT_MAX).nullable().optional(),
  dropOffPoint: text(SHORT_TEXT_MAX).nullable().optional(),
  isDriver: flag().optional(),
};

/** A PROVEEDOR user reads for one provider (domain §8), so giving that role names the provider. */
function providerForRole(body: { role?: string | undefined; provider?: string | null | undefined }, ctx: z.RefinementCtx): void {
  if (body.role === 'PROVEEDOR' && !body.provider) ctx.addIssue({ code: 'custom', path: ['provider'], ...issueSaying(contract.required('provider')) });
}

/**
 * No password here: the spec sends one only on profile update, so a new user first signs in on a
 * paired device (domain §8) and sets a password from the profile. A PROVEEDOR needs its provider;
 * the server drops the provider of any other role.
 */
export const userCreateBody = obj({
  _id: clientId(),
  name: visibleName(),
  username: username(),
  role: oneOf(USER_SCHEMA_ROLES),
  provider: id().nullable().optional(),
  ...userDetails,
}).superRefine(providerForRole);
export type UserCreateBody = z.output<typeof userCreateBody>;
export type UserCreateInput = z.input<typeof userCreateBody>;

export const userUpdateBody = obj({
  name: visibleName().optional(),
  username: username().optional(),
  role: oneOf(USER_SCHEMA_ROLES).optional(),
  provider: id().nullable().optional(),
  ...userDetails,
}).superRefine(providerForRole);
export type UserUpdateBody = z.output<typeof userUpdateBody>;
export type UserUpdateInput = z.input<typeof userUpdateBody>;

/**
 * `PUT /user/profile` changes only the caller's own record: personal details and the password.
 * Username, role, wholesaler and driver flags stay with the admin.
 */
export const userProfileBody = obj({
  name: visibleName().optional(),
  picture: userDetails.picture,
  email: userDetails.email,
  phone: userDetails.phone,
  avatarColor: userDetails.avatarColor,
  // Not trimmed: a password is kept exactly as typed.
  password: z.string({ error: fieldError() }).min(1).max(PASSWORD_MAX).optional(),
});
export type UserProfileBody = z.output<typeof userProfileBody>;
export type UserProfileInput = z.input<typeof userProfileBody>;

/**
 * `PUT /user/{id}/third` makes the user also a third party; the third's name is the user's, the tag
 * may be given (a third needs one, spec §5), else the server picks one.
 */
export const userThirdBody = obj({ tag: text(TAG_MAX, 1).optional() });
export type UserThirdBody = z.output<typeof userThirdBody>;
