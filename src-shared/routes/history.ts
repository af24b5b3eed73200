/**
 * Our addition: a document's change history (data safety). The admin reads any; every other role
 * reads the history of the documents it may read itself, held to its own as its reads and sync pulls
 * are (an AV: its own orders and customers); anything else answers 404, as a missing one does.
 */
import { draftClosingsQuery, historyQuery } from '../schemas/history.js';
import { DRAFT_STAFF, EVERYONE } from './access.js';
import type { RouteDef } from './types.js';

export const HISTORY_ROUTES = [
  {
    name: 'history.list',
    method: 'GET',
    path: '/history',
    query: historyQuery,
    access: EVERYONE,
    owner: ['partner', 'customer', 'provider'],
    extension: true,
  },
  // Who called off each of a list's drafts and when (src-shared/documents/draft-closing.ts), for the
  // desk's Borradores tab: staff who read the drafts themselves (a customer's page says "Anulado por
  // el local" and names nobody). A draft the caller may not read, or that the server does not hold
  // yet, is left out of the answer.
  {
    name: 'history.draftClosings',
    method: 'GET',
    path: '/history/draft-closings',
    query: draftClosingsQuery,
    access: DRAFT_STAFF,
    owner: ['partner'],
    extension: true,
  },
] as const satisfies readonly RouteDef[];
