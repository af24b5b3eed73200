/** What the signed-in role may do, read from the shared route table (domain §8), never retyped. */
import type { Role } from '../../src-shared/constants/roles.js';
import { routeByName, type RouteName } from '../../src-shared/routes/index.js';
import { useSignedIn } from '../app/session.js';

export function mayCall(role: Role, route: RouteName): boolean {
  const { access } = routeByName(route);
  return access !== 'anonymous' && (access as readonly Role[]).includes(role);
}

/** `may('order.create')`: whether the signed-in role's token is accepted by that route. */
export function useMay(): (route: RouteName) => boolean {
  const { role } = useSignedIn();
  return (route) => mayCall(role, route);
}

/** `useMayCall('buy.create')`: whether the signed-in role may call that one route. */
export function useMayCall(route: RouteName): boolean {
  return mayCall(useSignedIn().role, route);
}
