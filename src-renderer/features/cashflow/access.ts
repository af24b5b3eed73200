/**
 * Whether the signed-in role may call a route, read from the shared route table's access lists
 * (domain §8), so these screens offer only what the server would accept.
 */
import type { Role } from '../../../src-shared/constants.js';
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { useSignedIn } from '../../app/session.js';

export function mayCall(role: Role, route: RouteName): boolean {
  const { access } = routeByName(route);
  return access !== 'anonymous' && (access as readonly Role[]).includes(role);
}

export function useMayCall(): (route: RouteName) => boolean {
  const { role } = useSignedIn();
  return (route) => mayCall(role, route);
}
