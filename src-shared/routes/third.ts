/** Third parties (spec §7 Third): external cash flows name them, and those are the admin's books. */
import { thirdCreateBody, thirdReplaceBody } from '../schemas/catalog-misc.js';
import { idParams } from '../schemas/params.js';
import { thirdListQuery } from '../schemas/queries.js';
import { ADMIN } from './access.js';
import type { RouteDef } from './types.js';

export const THIRD_ROUTES = [
  { name: 'third.list', method: 'GET', path: '/third', query: thirdListQuery, access: ADMIN },
  { name: 'third.get', method: 'GET', path: '/third/{id}', params: idParams, access: ADMIN },
  { name: 'third.create', method: 'POST', path: '/third', body: thirdCreateBody, access: ADMIN },
  // Unlike the other `PUT /x/{id}` calls the spec does not mark this one "(disable)": it replaces the third.
  { name: 'third.replace', method: 'PUT', path: '/third/{id}', params: idParams, body: thirdReplaceBody, access: ADMIN },
] as const satisfies readonly RouteDef[];
