/**
 * What data reads answer. Documents come from the replica as the server wrote them; their fields
 * are the server's business, so the contract pins only what every screen relies on (an `_id`)
 * and passes the rest through untouched.
 */
import { z } from 'zod';
import { MAX_LIMIT } from '../constants.js';
import { int, obj, text } from '../schemas/common.js';
import { pageOf } from '../routes/responses/shapes.js';

export const documentSchema = z.looseObject({
  _id: z.string(),
  /**
   * Set by the replica's reads (never stored, never sent) on a document with writes still waiting
   * in the outbox: the screens show it as "Pendiente de sincronizar".
   */
  _pending: z.literal(true).optional(),
});
export type IpcDocument = z.output<typeof documentSchema>;

/** A list page, shaped like the REST lists (domain §2). */
export const documentPageSchema = pageOf(documentSchema);
export type IpcDocumentPage = z.output<typeof documentPageSchema>;

export const SEARCH_DEFAULT_LIMIT = 20;
const SEARCH_TEXT_MAX = 200;

/** Quick search for pickers (a customer by name or phone, a product by name): text in, best matches out. */
export const searchInput = obj({
  text: text(SEARCH_TEXT_MAX, 1),
  limit: int().min(1).max(MAX_LIMIT).optional(),
});
export type SearchInput = z.output<typeof searchInput>;

export const documentListSchema = z.array(documentSchema);
