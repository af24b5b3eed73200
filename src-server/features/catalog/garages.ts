import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { rowToDoc, type AnyReader, type Doc } from '../../db/documents.js';
import { readRowParts, type BatchRow, type RowsPart } from '../../db/row-batch.js';
import { GARAGES, type GarageFields } from './collections.js';
import { referenced } from './references.js';

/** The rows the default garage is chosen from: the enabled garages. */
export const ENABLED_GARAGES: RowsPart = { table: GARAGES.table, equals: { column: 'status', value: 1 } };

/** Of the enabled garages' rows, the one marked default, else the first by number. */
export function defaultGarageAmong(rows: readonly BatchRow[]): Doc<GarageFields> | undefined {
  const garages = [...rows].sort((a, b) => Number(a.number) - Number(b.number)).map((row) => rowToDoc<GarageFields>(row));
  return garages.find((g) => g.isDefault) ?? garages[0];
}

/** The garage stock moves in when a request names none: the seeded default ("Temperley"). */
export async function findDefaultGarage(db: AnyReader): Promise<Doc<GarageFields> | undefined> {
  const [rows = []] = await readRowParts(db, [ENABLED_GARAGES]);
  return defaultGarageAmong(rows);
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
