/** Logged URLs hold no pairing code and no search text (src-server/http/redact-url.ts). */
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src-server/http/redact-url.js';

describe('redactUrl', () => {
  it('hides the code of a pairing redemption, in any case and with anything after it', () => {
    expect(redactUrl('/api/auth/pair/ABCD2345')).toBe('/api/auth/pair/[redacted]');
    expect(redactUrl('/API/Auth/Pair/abcd2345/extra?x=1')).toBe('/API/Auth/Pair/[redacted]?x=1');
    expect(redactUrl('/api/auth/pair')).toBe('/api/auth/pair');
  });

  it('hides search texts and secrets in the query, keeping paging, filters and ids', () => {
    expect(redactUrl('/api/customer?query=Juan%20P%C3%A9rez&page=2&limit=20')).toBe('/api/customer?query=[redacted]&page=2&limit=20');
    expect(redactUrl('/api/product?name=yerba&status=true&phone=1144445555&token=abc&code=123456&password=x')).toBe(
      '/api/product?name=[redacted]&status=true&phone=[redacted]&token=[redacted]&code=[redacted]&password=[redacted]',
    );
    expect(redactUrl('/api/order/0123456789abcdef01234567?customer=0123456789abcdef01234567')).toBe('/api/order/0123456789abcdef01234567?customer=0123456789abcdef01234567');
    expect(redactUrl('/api/garage?%71uery=secret')).toBe('/api/garage?%71uery=[redacted]');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/garage?limit=5')).toBe('/api/garage?limit=5');
    expect(redactUrl('/api/user/public')).toBe('/api/user/public');
  });
});
