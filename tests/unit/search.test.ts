/** The search text helpers of src-server/db/search.ts: words, LIKE patterns and FTS5 trigram queries. */
import { describe, expect, it } from 'vitest';
import { containsPattern, FIELD_SEPARATOR, listSearchText, searchText, searchWords, SHORT_WORD_MARK, startingRange, trigramWords } from '../../src-server/db/search.js';

describe('search text', () => {
  it('is lower-case and accent-free, parts joined by a space', () => {
    expect(searchText('Jamón', null, 'JAMÓN-crudo')).toBe('jamon jamon-crudo');
  });

  it('never holds the field separator: a query typed with it searches for a space', () => {
    expect(searchText(`leche${FIELD_SEPARATOR}entera`)).toBe('leche entera');
    expect(searchWords(`leche${FIELD_SEPARATOR}entera`)).toEqual(['leche', 'entera']);
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('listSearchText', () => {
  it('folds each field as searchText and joins them by the separator, the name first', () => {
    expect(listSearchText('Jamón Crudo', null, 'JAMÓN-crudo')).toBe('jamon crudo\u0001jamon-crudo');
    expect(listSearchText('Té', undefined, '')).toBe('te');
  });

  it('sorts a name before every longer name it begins, whatever follows it', () => {
    const texts = [listSearchText('Leche entera 1 l económico', 'leche-entera-1-l-economico'), listSearchText('Leche entera 1 l', 'leche-entera-1-l'), listSearchText('Leche entera 1 l!', '0')];
    expect([...texts].sort()).toEqual([texts[1], texts[0], texts[2]]);
  });

  it('holds a word exactly where the fields joined by spaces hold it', () => {
    const fields = ['Leche entera 1 l', 'Larga vida', 'leche-entera-1-l'];
    const joined = searchText(...fields);
    const listed = listSearchText(fields[0], fields[1], fields[2]);
    for (const word of ['l', 'e', 'l l', 'leche-entera', 'vida', 'a l', '1 l l', 'x']) {
      for (const part of searchWords(word)) expect({ part, in: listed.includes(part) }).toEqual({ part, in: joined.includes(part) });
    }
    expect(listed.replaceAll(FIELD_SEPARATOR, ' ')).toBe(joined);
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

  /** The FTS5 query of a one- or two-character word: its trigram of `name_pairs` (migration 0017), M the mark. */
  const M = SHORT_WORD_MARK;

  it('quotes each word as one FTS5 string, doubling its double quotes, all of them required', () => {
    expect(trigram('Jamón Cru')).toEqual({ match: '"jamon" "cru"', indexed: ['jamon', 'cru'], tested: [] });
    expect(trigram('aceite "premium"').match).toBe('"aceite" """premium"""');
    expect(trigram('"""').match).toBe('""""""""');
    expect(trigram('vino AND soda').match).toBe('"vino" "and" "soda"');
    expect(trigram('col* NEAR(a b)').match).toBe(`"col*" "near(a" name_pairs : "b${M})"`);
  });

  it('looks a word of one or two characters up as its one trigram of name_pairs: the character between marks, or the two around one', () => {
    expect(M).toBe('\u0300');
    expect(trigram('agua 2 l')).toEqual({ match: `"agua" name_pairs : "${M}2${M}" name_pairs : "${M}l${M}"`, indexed: ['agua', '2', 'l'], tested: [] });
    expect(trigram('ab')).toEqual({ match: `name_pairs : "a${M}b"`, indexed: ['ab'], tested: [] });
    // Two equal characters are one trigram too; accents go (searchText), so "té" is t and e.
    expect(trigram('00').match).toBe(`name_pairs : "0${M}0"`);
    expect(trigram('Té').match).toBe(`name_pairs : "t${M}e"`);
    // FTS5 syntax stays text: a double quote is doubled inside the string.
    expect(trigram('"').match).toBe(`name_pairs : "${M}""${M}"`);
    expect(trigram('*').match).toBe(`name_pairs : "${M}*${M}"`);
    // Counted in characters, not UTF-16 units: one emoji and a letter are two.
    expect(trigram('a😀').match).toBe(`name_pairs : "a${M}😀"`);
    expect(trigram('a😀b').match).toBe('"a😀b"');
  });

  it('leaves to LIKE a word holding a NUL, which ends an FTS5 string early', () => {
    expect(trigram('ab\u0000c xyz')).toEqual({ match: '"xyz"', indexed: ['xyz'], tested: ['ab\u0000c'] });
    expect(trigram('\u0000')).toEqual({ match: null, indexed: [], tested: ['\u0000'] });
  });
});

describe('startingRange', () => {
  const range = (text: string) => startingRange(searchWords(text));
  /** Inside [from, to) in SQLite's order of texts: the bytes of their UTF-8. */
  const inside = (r: { from: string; to: string }, text: string) => Buffer.compare(Buffer.from(text), Buffer.from(r.from)) >= 0 && Buffer.compare(Buffer.from(text), Buffer.from(r.to)) < 0;

  it('is the words joined by spaces, in the order typed, repeats and words another holds left out: a text holding every word', () => {
    expect(range('Dulce  DE Léche')).toEqual({ from: 'dulce de leche', to: 'dulce de leche\uffff', length: 14 });
    expect(range('agua agu 2 agua')).toEqual({ from: 'agua 2', to: 'agua 2\uffff', length: 6 });
    // LIKE's wildcards and escape are characters like any other here.
    expect(range('50% a_b c\\d')).toEqual({ from: '50% a_b c\\d', to: '50% a_b c\\d\uffff', length: 11 });
    expect(range('')).toBeNull();
    expect(range('   ')).toBeNull();
    // A lone surrogate would reach SQLite as another character.
    expect(startingRange(['a\ud800'])).toBeNull();
    expect(range('té 😀')?.from).toBe('te 😀');
    // Its length in characters, as SQLite's `length` counts them (code points): the emoji is one.
    expect(range('té 😀')?.length).toBe(4);
  });

  it('holds every search text starting with it, and none that does not', () => {
    const r = range('dulce de leche');
    if (!r) throw new Error('no range');
    for (const text of ['dulce de leche', 'dulce de leche 1', 'dulce de leche\u0001producto-1', 'dulce de lechez', 'dulce de leche\ufffe'])
      expect({ text, inside: inside(r, text) }).toEqual({ text, inside: true });
    for (const text of ['dulce de lech', 'dulce de lechd', 'dulce de lecha', 'dulce de lecf', 'e dulce de leche', 'dulce  de leche', 'dulce de lechf'])
      expect({ text, inside: inside(r, text) }).toEqual({ text, inside: false });
  });
});
