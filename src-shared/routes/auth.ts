/** Sign-in, OTP, device pairing and the session calls (spec §7 Auth, domain §8). */
import { otpBody, pairCodeParams, pairRequestBody, signinBody } from '../schemas/auth.js';
import { ADMIN, EVERYONE } from './access.js';
import type { RouteDef } from './types.js';

export const AUTH_ROUTES = [
  { name: 'auth.signin', method: 'POST', path: '/auth/signin', body: signinBody, access: 'anonymous' },
  { name: 'auth.otp', method: 'POST', path: '/auth/otp', body: otpBody, access: 'anonymous' },
  { name: 'auth.pairRedeem', method: 'POST', path: '/auth/pair/{code}', params: pairCodeParams, access: 'anonymous' },
  { name: 'auth.pair', method: 'POST', path: '/auth/pair', body: pairRequestBody, access: ADMIN, extension: true },
  { name: 'auth.signout', method: 'POST', path: '/auth/signout', access: EVERYONE, extension: true },
  { name: 'auth.me', method: 'GET', path: '/auth/me', access: EVERYONE, extension: true },
] as const satisfies readonly RouteDef[];
