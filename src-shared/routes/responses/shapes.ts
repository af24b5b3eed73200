/**
 * The building blocks of the route answers (responses/index.ts): a stored document's common fields
 * (domain §2), a document of one collection, and a list page. Documents are loose objects: the
 * fields a client relies on are checked and typed, the rest passes through as the server wrote it
 * (a newer server may add fields; a role's view may leave some out).
 */
import { z } from 'zod';

/** What every stored document carries; a view (routes/views.ts) keeps these too, but may drop `createdBy`. */
export const storedShape = {
  _id: z.string(),
  number: z.number().int().optional(),
  status: z.boolean().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  createdBy: z.string().nullable().optional(),
};

/** A document of one collection: the common fields and the collection's own. */
export function storedDoc<S extends z.ZodRawShape>(shape: S) {
  // A collection's field replaces the common one of the same name (`number` required): TypeScript
  // types a spread of generics as an intersection, so the merged shape is named as it is.
  return z.looseObject({ ...storedShape, ...shape } as Omit<typeof storedShape, keyof S> & S);
}

/** Any stored document, for answers that may be of several collections. */
export const anyDoc = storedDoc({});

const commonFields = z.object(storedShape);

/**
 * Any stored document, checked as `anyDoc` is (its common fields, the rest passing through) but
 * answered as it came rather than copied: a sync pull page carries a thousand documents, and a
 * loose object's copy of every field of each was most of checking the page (10-40 ms a page).
 * A failing field is reported at its own path, as `anyDoc` reports it.
 */
export const anyDocAsSent = z.custom<z.output<typeof anyDoc>>().check((ctx) => {
  const checked = commonFields.safeParse(ctx.value);
  if (checked.success) return;
  for (const issue of checked.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: ctx.value });
});

/** One page of a list (documents/page.ts `Page`). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    docs: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    pages: z.number().int().min(0),
    /** More than `total` match: the server stopped counting (documents/page.ts, countBound). */
    totalIsLowerBound: z.literal(true).optional(),
  });
}

export const money = z.number();
export const nullableText = z.string().nullable();
/** An id field a document may leave empty (null) or out. */
export const ref = z.string().nullable().optional();
