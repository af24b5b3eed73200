/**
 * What data reads take and answer beside each feature's documents (read-documents.ts): the quick
 * search's input, and any document or page of them, for screens that show documents of several
 * collections at once (a reference picker, an audit's transactions).
 */
import type { z } from 'zod';
import { MAX_LIMIT } from '../constants/paging.js';
import type { Page } from '../documents/page.js';
import { int, obj, text } from '../schemas/common.js';
import type { ReadBase } from './read-documents.js';

/** A document of any collection: the common fields typed, the others passed through. */
export type IpcDocument = ReadBase;
/** A list page, shaped like the REST lists (domain §2). */
export type IpcDocumentPage = Page<IpcDocument>;

export const SEARCH_DEFAULT_LIMIT = 20;
const SEARCH_TEXT_MAX = 200;

/** Quick search for pickers (a customer by name or phone, a product by name): text in, best matches out. */
export const searchInput = obj({
  text: text(SEARCH_TEXT_MAX, 1),
  limit: int().min(1).max(MAX_LIMIT).optional(),
});
export type SearchInput = z.output<typeof searchInput>;
