/**
 * The parties money names (domain §6): partners are AV users, and the house's own partner record
 * (created with the first admin) stands in when no partner took the order or collected the money.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { getDoc, rowToDoc, type AnyReader, type Doc } from '../../db/documents.js';
import { HOUSE_PARTNER_USERNAME } from '../../../src-shared/constants/house.js';
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';
import { USERS, type UserFields } from '../users/collection.js';
import { readRowParts, type RowsPart } from '../../db/row-batch.js';

/** The house partner's row: the user of its username. */
export const HOUSE_PARTNER_ROW: RowsPart = { table: USERS.table, equals: { column: 'username', value: HOUSE_PARTNER_USERNAME } };

/** The house's own partner record, created with the first admin; none before that. */
export async function findHousePartner(db: AnyReader): Promise<Doc<UserFields> | undefined> {
  const [[row] = []] = await readRowParts(db, [HOUSE_PARTNER_ROW]);
  return row ? rowToDoc<UserFields>(row) : undefined;
}

/** The house partner; a conflict when there is none yet. */
export async function housePartner(db: AnyReader): Promise<Doc<UserFields>> {
  const partner = await findHousePartner(db);
  if (!partner) throw AppError.conflict(said('partner.houseMissing', { username: HOUSE_PARTNER_USERNAME }));
  return partner;
}

export async function housePartnerId(db: AnyReader): Promise<string> {
  return (await housePartner(db))._id;
}

/** A partner named in a path: any AV user, enabled or not (a partner who left still has a balance). */
export async function partnerById(db: AnyReader, id: string): Promise<Doc<UserFields>> {
  const user = await getDoc(db, USERS, id);
  if (!user || user.role !== PARTNER_ROLE) throw AppError.notFound('partner', id);
  return user;
}

/** What lists show of a party instead of its whole record. */
export function partyName<T extends { _id: string; name: string }>(doc: T): { _id: string; name: string } {
  return { _id: doc._id, name: doc.name };
}
