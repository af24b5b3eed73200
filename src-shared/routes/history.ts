/**
 * Our addition: a document's change history (data safety). The admin reads any; every other role
 * reads the history of the documents it may read itself, held to its own as its reads and sync pulls
 * are (an AV: its own orders and customers); anything else answers 404, as a missing one does.
 */
import { historyQuery } from '../schemas/history.js';
import { EVERYONE } from './access.js';
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
] as const satisfies readonly RouteDef[];
