/** The search text helpers of src-server/db/search.ts: words, LIKE patterns and FTS5 trigram queries. */
import { describe, expect, it } from 'vitest';
import { containsPattern, searchText, searchWords, trigramWords } from '../../src-server/db/search.js';

describe('search text', () => {
  it('is lower-case and accent-free, parts joined by a space', () => {
    expect(searchText('Jamón', null, 'JAMÓN-crudo')).toBe('jamon jamon-crudo');
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('searchWords', () => {
  it('splits the search text at spaces, each word once', () => {
    expect(searchWords('Agua  Mineral 2')).toEqual(['agua', 'mineral', '2']);
    expect(searchWords('JAMÓN')).toEqual(['jamon']);
    expect(searchWords('agua agua 2 2')).toEqual(['agua', '2']);
  });

  it('leaves out a word another one holds, whichever comes first', () => {
    expect(searchWords('agua agu')).toEqual(['agua']);
    expect(searchWords('a 200 2 agua')).toEqual(['200', 'agua']);
  });

  it('keeps what the user typed inside a word as text', () => {
    expect(searchWords('jamón-crudo 100% a\\b')).toEqual(['jamon-crudo', '100%', 'a\\b']);
  });
});

describe('trigramWords', () => {
  const trigram = (text: string) => trigramWords(searchWords(text));

  it('quotes each word as one FTS5 string, doubling its double quotes, all of them required', () => {
    expect(trigram('Jamón Cru')).toEqual({ match: '"jamon" "cru"', indexed: ['jamon', 'cru'], tested: [] });
    expect(trigram('aceite "premium"').match).toBe('"aceite" """premium"""');
    expect(trigram('"').match).toBeNull();
    expect(trigram('"""').match).toBe('""""""""');
    expect(trigram('vino AND soda').match).toBe('"vino" "and" "soda"');
    expect(trigram('col* NEAR(a b)').match).toBe('"col*" "near(a"');
  });

  it('leaves to LIKE what a trigram index cannot answer: fewer than 3 characters, or a NUL', () => {
    expect(trigram('agua 2 l')).toEqual({ match: '"agua"', indexed: ['agua'], tested: ['2', 'l'] });
    expect(trigram('ab')).toEqual({ match: null, indexed: [], tested: ['ab'] });
    expect(trigram('té').match).toBeNull();
    // Counted in characters, not UTF-16 units: one emoji and a letter are two.
    expect(trigram('a😀').match).toBeNull();
    expect(trigram('a😀b').match).toBe('"a😀b"');
    expect(trigram('ab\u0000c xyz')).toEqual({ match: '"xyz"', indexed: ['xyz'], tested: ['ab\u0000c'] });
  });
});
