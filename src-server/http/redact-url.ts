/**
 * A request's URL as logs may hold it (domain §8: codes are never logged). Secrets travel in two
 * places of a URL:
 * - path parameters that are credentials: a pairing code (`/api/auth/pair/{code}`) — every route of
 *   the table with such a parameter has that segment replaced, and whatever follows it;
 * - query parameters that carry what someone typed to search: customer names, phones, usernames —
 *   personal data that has no business in a log — and any that might carry a credential.
 * Everything else (paging, filters, ids, dates) is kept, so a line still says what was asked.
 */
import { ROUTES } from '../../src-shared/routes/index.js';
import { API_BASE } from './register.js';

export const REDACTED = '[redacted]';

/** Path parameters that are credentials. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['code', 'token']);

/** Query parameters whose values are search text or secrets. */
const SECRET_QUERY_KEYS: ReadonlySet<string> = new Set(['query', 'q', 'name', 'text', 'search', 'phone', 'email', 'username', 'code', 'token', 'password']);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For each route with a secret parameter: a pattern matching its path up to that parameter, case
 * blind and with or without a trailing part, as the router would match it.
 */
const SECRET_PATHS: readonly RegExp[] = ROUTES.flatMap((route) => {
  const segments = (API_BASE + route.path).split('/');
  const at = segments.findIndex((segment) => SECRET_PARAMS.has(segment.replace(/^\{(\w+)\}$/, '$1')) && segment.startsWith('{'));
  if (at < 0) return [];
  const before = segments.slice(0, at).map((segment) => (segment.startsWith('{') ? '[^/]+' : escape(segment)));
  return [new RegExp(`^${before.join('/')}/`, 'i')];
});

function redactPath(path: string): string {
  for (const pattern of SECRET_PATHS) {
    const match = pattern.exec(path);
    if (match && path.length > match[0].length) return match[0] + REDACTED;
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawKey = equals < 0 ? pair : pair.slice(0, equals);
      let key = rawKey;
      // A key with no escape and no '+' (every key our clients send) is its own decoding.
      if (/[%+]/.test(rawKey)) {
        try {
          key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
        } catch {
          // A key that does not decode is kept as sent and judged as it is.
        }
      }
      return equals >= 0 && SECRET_QUERY_KEYS.has(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The URL with its secret path segments and search texts replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? null : url.slice(mark + 1);
  return redactPath(path) + (query === null ? '' : `?${redactQuery(query)}`);
}
