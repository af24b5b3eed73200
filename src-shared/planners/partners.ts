/** The partners orders and money name (domain §6): AV users, and the house's own partner. */
import { HOUSE_PARTNER_USERNAME } from '../constants/house.js';
import { PARTNER_ROLE } from '../constants/roles.js';
import type { UserFields } from '../documents/users.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { referenced } from './references.js';
import type { PlanReads, Stored } from './types.js';

/** A partner named in a body: an enabled AV user, else 400 on `path`. */
export async function referencedPartner(reads: PlanReads, id: string, path = 'partner'): Promise<Stored<UserFields>> {
  const user = await referenced(reads, 'users', id, path);
  if (user.role !== PARTNER_ROLE) throw AppError.invalid(path, said('partner.notPartner', { username: user.username, role: PARTNER_ROLE }));
  return user;
}

/** The house's own partner (domain §6); a conflict when there is none. */
export async function housePartner(reads: PlanReads): Promise<Stored<UserFields>> {
  const partner = await reads.housePartner();
  if (!partner) throw AppError.conflict(said('partner.houseMissing', { username: HOUSE_PARTNER_USERNAME }));
  return partner;
}
