/** Our addition: the replica's pull (design.md sync protocol). */
import { syncPullQuery } from '../schemas/queries.js';
import { EVERYONE } from './access.js';
import type { RouteDef } from './types.js';

export const SYNC_ROUTES = [
  // Every caller keeps a replica; what it receives is filtered per role and owner, as its reads are.
  {
    name: 'sync.pull',
    method: 'GET',
    path: '/sync/pull',
    query: syncPullQuery,
    access: EVERYONE,
    owner: ['partner', 'customer', 'provider'],
    extension: true,
  },
] as const satisfies readonly RouteDef[];
