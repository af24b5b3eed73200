import type { z } from 'zod';
import type { Role } from '../constants/roles.js';
import type { ViewName } from './views.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `anonymous`: no token (sign-in, OTP, pairing). Otherwise the roles whose
 * bearer token is accepted; every other role gets 403.
 */
export type RouteAccess = 'anonymous' | readonly Role[];

/**
 * Object-level scoping a restricted caller is held to inside the handler (domain §8):
 * - `partner`: an AV caller sees only documents whose partner is its own user (404 otherwise);
 * - `customer`: a CUSTOMER caller sees only its own documents;
 * - `provider`: a PROVEEDOR caller sees only documents of its own provider;
 * - `self`: the caller acts only on its own user record;
 * - `providerFlow`: a COMPRAS caller sees and changes only commercial.provider cash flow entries
 *   (domain §8 gives purchasing "provider cash flows", not the rest of the cash book).
 */
export type OwnerScope = 'partner' | 'customer' | 'provider' | 'self' | 'providerFlow';

export interface RouteDef {
  /** Unique operation name, `feature.action`, e.g. `buy.approve`. The feature names the folder. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path as the spec writes it, with `{param}` placeholders, without the `/api` base. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly access: RouteAccess;
  /** Scopes that apply to restricted roles, if any. */
  readonly owner?: readonly OwnerScope[];
  /** Largest body in bytes, when the server's usual limit is too small for what the body may hold. */
  readonly bodyLimit?: number;
  /**
   * For a read route: the view (routes/views.ts) it shows a role instead of whole documents. Sync
   * pulls and history apply the same view to that role (routes/reads.ts).
   */
  readonly views?: Partial<Record<Role, ViewName>>;
  /** Our additions beyond the spec's §7 (sync pull, pairing code request, history). */
  readonly extension?: boolean;
}
