/**
 * Users (spec §7 User): managing staff is the admin's. Operations lists users to pick drivers for
 * roadmaps; purchasing sees only the drivers, by name, to assign and filter pick-ups. Every staff caller (PROVEEDOR included) edits its own profile; customers have no user record.
 */
import { idParams } from '../schemas/params.js';
import { userListQuery } from '../schemas/queries.js';
import { userCreateBody, userProfileBody, userThirdBody, userUpdateBody } from '../schemas/user.js';
import { ADMIN, OPERATIONS } from './access.js';
import type { RouteDef } from './types.js';

const byId = { params: idParams } as const;
/** Purchasing names the driver of a pick-up (buys, roadmaps): the drivers, by name, never the staff records. */
const USER_READERS = [...OPERATIONS, 'COMPRAS'] as const;
const DRIVERS_ONLY = { COMPRAS: 'driver' } as const;

export const USER_ROUTES = [
  { name: 'user.list', method: 'GET', path: '/user/public', query: userListQuery, access: USER_READERS, views: DRIVERS_ONLY },
  { name: 'user.get', method: 'GET', path: '/user/{id}', ...byId, access: USER_READERS, views: DRIVERS_ONLY },
  { name: 'user.create', method: 'POST', path: '/user', body: userCreateBody, access: ADMIN },
  { name: 'user.update', method: 'PATCH', path: '/user/{id}', ...byId, body: userUpdateBody, access: ADMIN },
  { name: 'user.thirdAdd', method: 'PUT', path: '/user/{id}/third', ...byId, body: userThirdBody, access: ADMIN },
  { name: 'user.thirdRemove', method: 'DELETE', path: '/user/{id}/third', ...byId, access: ADMIN },
  {
    name: 'user.profile',
    method: 'PUT',
    path: '/user/profile',
    body: userProfileBody,
    access: ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'PROVEEDOR'],
    owner: ['self'],
  },
  // DELETE disables the user and revokes its sessions (domain §2, §8).
  { name: 'user.disable', method: 'DELETE', path: '/user/{id}', ...byId, access: ADMIN },
  { name: 'user.enable', method: 'PUT', path: '/user/{id}/enable', ...byId, access: ADMIN },
  // Whether failed sign-ins throttle the account, and the admin's unlock (domain §8).
  { name: 'user.lock', method: 'GET', path: '/user/{id}/lock', ...byId, access: ADMIN, extension: true },
  { name: 'user.unlock', method: 'PUT', path: '/user/{id}/unlock', ...byId, access: ADMIN, extension: true },
] as const satisfies readonly RouteDef[];
