/**
 * Which purchasing actions the signed-in role may take, read from the route table's access lists
 * (domain §8), so a button is offered only where the server would accept the call.
 */
import type { Role } from '../../../src-shared/constants.js';
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { useSignedIn } from '../../app/session.js';

export function mayCall(role: Role, route: RouteName): boolean {
  const access = routeByName(route).access;
  return access !== 'anonymous' && (access as readonly Role[]).includes(role);
}

export function useMayCall(route: RouteName): boolean {
  return mayCall(useSignedIn().role, route);
}
