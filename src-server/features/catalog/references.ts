/**
 * Checks that the ids a request names exist, answering 400 on the field that names a missing one:
 * a wrong reference is bad input the user can fix, not a missing resource.
 */
import { AppError } from '../../../src-shared/errors.js';
import { notEnabled } from '../../../src-shared/planners/references.js';
import { getDoc, type AnyReader, type CollectionDef, type Doc } from '../../db/documents.js';

export async function referenced<F extends object>(db: AnyReader, def: CollectionDef<F>, id: string, path: string): Promise<Doc<F>> {
  const doc = await getDoc(db, def, id);
  if (!doc || !doc.status) {
    throw AppError.invalid(path, notEnabled(def.label, id, doc));
  }
  return doc;
}

export async function referencedAll<F extends object>(db: AnyReader, def: CollectionDef<F>, ids: readonly string[], path: string): Promise<Array<Doc<F>>> {
  const found: Array<Doc<F>> = [];
  for (const [index, id] of ids.entries()) found.push(await referenced(db, def, id, `${path}.${index}`));
  return found;
}
