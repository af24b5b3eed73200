/**
 * Outbound messages (issue 22): the admin watches customers' sign-in codes and later notices go
 * out, and sends a failed one again. Ours, not the spec's.
 */
import { messageListQuery } from '../schemas/message.js';
import { idParams } from '../schemas/params.js';
import { ADMIN } from './access.js';
import type { RouteDef } from './types.js';

export const MESSAGE_ROUTES = [
  { name: 'message.list', method: 'GET', path: '/message', query: messageListQuery, access: ADMIN, extension: true },
  { name: 'message.retry', method: 'PUT', path: '/message/{id}/retry', params: idParams, access: ADMIN, extension: true },
] as const satisfies readonly RouteDef[];
