/**
 * A write that names a disabled or missing record (`reference.notEnabled`) in a clerk's words: the
 * record's kind in the user's language, and its name when the server knows it ("El proveedor
 * «Lácteos del Sur» está deshabilitado."); its id only when no such record exists at all. The
 * server's `what` is the contract's English label of a collection (`src-shared/planners/references.ts`).
 */
import type { ErrorParamValues } from '../../src-shared/error-keys/index.js';
import { collectionOfLabel } from '../../src-shared/planners/references.js';
import type { PlanCollection } from '../../src-shared/planners/types.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Translate } from '../i18n/i18n.js';

/** Each collection's two sentences; this stops compiling when the catalog lacks one. */
const disabledKey = (collection: PlanCollection): MessageKey => `reference.disabled.${collection}`;
const absentKey = (collection: PlanCollection): MessageKey => `reference.absent.${collection}`;

/** The sentence for a `reference.notEnabled` refusal, or null when its label is no collection this build knows. */
export function referenceText(params: ErrorParamValues | undefined, t: Translate): string | null {
  const what = params?.what;
  const collection = typeof what === 'string' ? collectionOfLabel(what) : undefined;
  if (collection === undefined) return null;
  const name = params?.name;
  if (typeof name === 'string' && name !== '') return t(disabledKey(collection), { name });
  return t(absentKey(collection), { id: String(params?.id ?? '') });
}
