/** A read route's query is parsed once per text as sent, and the value kept is shared frozen (src-server/http/parsed-queries.ts). */
import { describe, expect, it } from 'vitest';
import { MAX_TEXTS, ParsedQueries, queryText } from '../../src-server/http/parsed-queries.js';
import { productListQuery } from '../../src-shared/schemas/queries.js';

describe('parsed queries', () => {
  it('parses a text once, answers the same value after, and parses another text anew', () => {
    const queries = new ParsedQueries();
    let parses = 0;
    const parse = (raw: Record<string, string>) => () => {
      parses += 1;
      return productListQuery.parse(raw);
    };
    const first = queries.of('query=jamon', parse({ query: 'jamon' }));
    expect(first).toMatchObject({ query: 'jamon', page: 1, limit: 20 });
    expect(queries.of('query=jamon', parse({ query: 'jamon' }))).toBe(first);
    expect(parses).toBe(1);
    expect(queries.of('query=queso&page=2', parse({ query: 'queso', page: '2' }))).toMatchObject({ query: 'queso', page: 2 });
    expect(parses).toBe(2);
  });

  it('keeps no refusal: a text that does not parse throws every time', () => {
    const queries = new ParsedQueries();
    const refuse = () => productListQuery.parse({ page: 'x' });
    expect(() => queries.of('page=x', refuse)).toThrow();
    expect(() => queries.of('page=x', refuse)).toThrow();
    expect(queries.size).toBe(0);
  });

  it('shares values frozen, so no request can change what the next one reads', () => {
    const queries = new ParsedQueries();
    const value = queries.of('a=1', () => ({ a: 1, list: ['x'] })) as { a: number; list: string[] };
    expect(() => {
      value.a = 2;
    }).toThrow(TypeError);
    expect(() => value.list.push('y')).toThrow(TypeError);
  });

  it('holds at most MAX_TEXTS texts', () => {
    const queries = new ParsedQueries();
    for (let i = 0; i <= MAX_TEXTS; i += 1) queries.of(`page=${i}`, () => ({ page: i }));
    expect(queries.size).toBeLessThanOrEqual(MAX_TEXTS);
    expect(queries.of(`page=${MAX_TEXTS}`, () => ({ page: -1 }))).toEqual({ page: MAX_TEXTS });
  });

  it('reads the query string as sent', () => {
    expect(queryText('/api/product/public?query=jam%C3%B3n&page=2')).toBe('query=jam%C3%B3n&page=2');
    expect(queryText('/api/product/public')).toBe('');
  });
});
