/**
 * Staff users' plain writes (spec §3, domain §8): a username is stored in its normal form; a
 * PROVEEDOR reads for an enabled provider and any other role for none; no one disables themselves
 * and the house partner stays as it is found. That an admin is left, like a free username, is
 * settled against the whole collection, which is the store's to check.
 * That a username is free and unlike any other is settled against the whole collection, which is
 * the store's to check (the server before it stores the plan, the desktop before it queues).
 */
import { HOUSE_PARTNER_USERNAME } from '../constants/house.js';
import type { UserRole } from '../constants/roles.js';
import type { UserFields } from '../documents/users.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { UserCreateBody, UserUpdateBody } from '../schemas/user.js';
import { normalizeUsername } from '../usernames.js';
import { referenced } from './references.js';
import { ownFields } from './reads.js';
import type { CreateOf, ReferenceWrites } from './reference-writes.js';
import type { PlanReads } from './types.js';

/** The provider a PROVEEDOR reads for, an enabled one; any other role reads for none. */
async function providerOfRole(reads: PlanReads, role: UserRole, provider: string | null | undefined): Promise<string | null> {
  if (role !== 'PROVEEDOR') return null;
  return (await referenced(reads, 'providers', provider ?? '', 'provider'))._id;
}

/**
 * The house partner is found by its username and sells as an AV (domain §6: orders taken without a
 * partner are its), so it keeps both and stays enabled: renamed, house orders were refused as having
 * no house partner; re-roled or disabled, they went to a partner that is not one.
 */
const isHousePartner = (user: Pick<UserFields, 'username'>): boolean => user.username === HOUSE_PARTNER_USERNAME;
const houseKept = (): AppError => AppError.conflict(said('user.houseKept', { username: HOUSE_PARTNER_USERNAME }));

export const USER_WRITES: ReferenceWrites<'users', CreateOf<UserCreateBody>, UserUpdateBody> = {
  collection: 'users',
  async create(body, reads) {
    const provider = await providerOfRole(reads, body.role, body.provider);
    return { isDriver: false, wholesaler: false, ...body, username: normalizeUsername(body.username), provider };
  },
  async update(current, body, reads) {
    const newRole = body.role !== undefined && body.role !== current.role;
    if (isHousePartner(current) && (newRole || (body.username !== undefined && normalizeUsername(body.username) !== current.username))) throw houseKept();
    const next = { ...ownFields(current), ...body };
    // Checked only when the role or the provider changes: a provider disabled since keeps its user editable.
    const touched = body.role !== undefined || body.provider !== undefined;
    const provider = touched ? await providerOfRole(reads, next.role, body.provider === undefined ? current.provider : body.provider) : (current.provider ?? null);
    return { ...next, provider, username: body.username ? normalizeUsername(body.username) : current.username };
  },
  checkStatus(current, status, actor) {
    if (!status && current._id === actor.id) throw AppError.conflict(said('user.disableSelf', {}));
    if (!status && isHousePartner(current)) throw houseKept();
  },
};
