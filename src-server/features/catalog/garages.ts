import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { docs, rowToDoc, type AnyReader, type Doc } from '../../db/documents.js';
import { GARAGES, type GarageFields } from './collections.js';
import { referenced } from './references.js';
import { runShaped } from '../../db/sql-text.js';

/** The garage stock moves in when a request names none: the seeded default ("Temperley"). */
export async function findDefaultGarage(db: AnyReader): Promise<Doc<GarageFields> | undefined> {
  const rows = await runShaped(db, 'enabled-garages', () => docs(db).selectFrom(GARAGES.table).select(['doc', 'status', 'number']).where('status', '=', 1).orderBy('number'), []);
  const garages = rows.map((row) => rowToDoc<GarageFields>(row));
  return garages.find((g) => g.isDefault) ?? garages[0];
}

/** The default garage; a conflict when no garage is enabled. */
export async function defaultGarage(db: AnyReader): Promise<Doc<GarageFields>> {
  const garage = await findDefaultGarage(db);
  if (!garage) throw AppError.conflict(said('garage.noneEnabled', {}));
  return garage;
}

/**
 * The garage stock moves in: a named one must keep stock (`inventory`, spec §3 Garage: a point of
 * sale may hold only cash), else 400 on `path`; the default always keeps it.
 */
export async function stockGarageOrDefault(db: AnyReader, id: string | null | undefined, path = 'garage'): Promise<string> {
  if (!id) return (await defaultGarage(db))._id;
  const garage = await referenced(db, GARAGES, id, path);
  if (garage.inventory === false) throw AppError.invalid(path, said('garage.keepsNoStock', { garage: garage.name }));
  return garage._id;
}

/** The garage named by a request (checked), or the default one. */
export async function garageOrDefault(db: AnyReader, id: string | null | undefined, path = 'garage'): Promise<string> {
  return id ? (await referenced(db, GARAGES, id, path))._id : (await defaultGarage(db))._id;
}
