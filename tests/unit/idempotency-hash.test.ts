/**
 * An Idempotency-Key's record keeps the hash of the request it answered, and a retry is compared
 * with it: the hash of a request may never change between versions of the server, or a retry sent
 * across an upgrade would be refused as another body.
 */
import { describe, expect, it } from 'vitest';
import { requestHash } from '../../src-server/http/idempotency.js';

describe('requestHash', () => {
  it('hashes a request as the records kept so far were hashed', () => {
    expect(requestHash({ isBudget: 'true' }, { b: [1, { z: null, a: 'ñ', u: undefined }], a: 1.5 })).toBe('6b4103111cbe0cf231ac4ad5112293b5c3a48a4cf17d48486b74c09ae4a563d8');
    expect(requestHash(undefined, undefined)).toBe('2f185e2274b2f5402bd4c0c07839df79549a87a6e196d51199ecb29451413c4d');
  });

  it('does not depend on the order keys were written in, nor on keys left undefined', () => {
    expect(requestHash({}, { a: 1, b: { d: [1, 2], c: 'x' } })).toBe(requestHash({}, { b: { c: 'x', d: [1, 2] }, a: 1, e: undefined }));
    expect(requestHash({}, { a: [1, 2] })).not.toBe(requestHash({}, { a: [2, 1] }));
    expect(requestHash({}, null)).toBe(requestHash(undefined, undefined));
  });
});
