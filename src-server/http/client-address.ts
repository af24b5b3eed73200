/**
 * Whose address a request counts against. The sign-in limits (domain §8) hold a client address,
 * and behind a reverse proxy (the HTTPS front README suggests for the customer page) every request
 * arrives from the proxy: every customer would share one address's 30 code calls an hour. Only the
 * proxies named here may say who the client is, in X-Forwarded-For; a header from anyone else is
 * ignored, so a client cannot pick a fresh address per try.
 */

/**
 * `TRUST_PROXY`: addresses or CIDR ranges of the proxies in front of the server, comma-separated
 * (`127.0.0.1`, `10.0.0.0/8,::1`), or `loopback`; unset, none. Fastify refuses a malformed one at start.
 */
export function trustedProxiesFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Fastify's `trustProxy` for those proxies: off when there are none. */
export function trustProxyOption(proxies: readonly string[] | undefined): false | string[] {
  return proxies && proxies.length > 0 ? [...proxies] : false;
}
