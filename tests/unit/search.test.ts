/** The search text helpers of src-server/db/search.ts: LIKE patterns and FTS5 trigram phrases. */
import { describe, expect, it } from 'vitest';
import { containsPattern, searchText, trigramPhrase } from '../../src-server/db/search.js';

describe('search text', () => {
  it('is lower-case and accent-free, parts joined by a space', () => {
    expect(searchText('Jamón', null, 'JAMÓN-crudo')).toBe('jamon jamon-crudo');
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('trigramPhrase', () => {
  it('quotes the search text as one FTS5 string, doubling its double quotes', () => {
    expect(trigramPhrase('Jamón Cru')).toBe('"jamon cru"');
    expect(trigramPhrase('aceite "premium"')).toBe('"aceite ""premium"""');
    expect(trigramPhrase('"')).toBeNull();
    expect(trigramPhrase('"""')).toBe('""""""""');
    expect(trigramPhrase('vino AND soda')).toBe('"vino and soda"');
    expect(trigramPhrase('col* NEAR(a b)')).toBe('"col* near(a b)"');
  });

  it('leaves to LIKE what a trigram index cannot answer: fewer than 3 characters, or a NUL', () => {
    expect(trigramPhrase('ab')).toBeNull();
    expect(trigramPhrase('té')).toBeNull();
    // Counted in characters, not UTF-16 units: one emoji and a letter are two.
    expect(trigramPhrase('a😀')).toBeNull();
    expect(trigramPhrase('a😀b')).toBe('"a😀b"');
    expect(trigramPhrase('ab\u0000c')).toBeNull();
  });
});
