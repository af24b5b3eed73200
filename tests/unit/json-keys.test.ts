/** Finding a field named twice in a JSON body (src-server/http/json-keys.ts). */
import { describe, expect, it } from 'vitest';
import { duplicateKey } from '../../src-server/http/json-keys.js';

describe('duplicateKey', () => {
  it.each([
    ['{"name":"a","name":"b"}', 'name'],
    ['{"name":"a","na\\u006de":"b"}', 'name'],
    ['{"address":{"label":"a","city":"x","label":"b"}}', 'address.label'],
    ['{"cart":{"items":[{"product":"a"},{"product":"b","quantity":1,"quantity":2}]}}', 'cart.items.1.quantity'],
    ['[{"a":1},{"a":2,"a":3}]', '1.a'],
  ])('finds %s', (text, path) => {
    expect(duplicateKey(text)).toBe(path);
  });

  it.each(['{"name":"a","other":"name"}', '{"a":{"x":1},"b":{"x":1}}', '{"items":[{"x":1},{"x":2}]}', '{"text":"\\"name\\":1,\\"name\\":2"}', '{"a\\\\":1,"a":2}', '[]', '"name"', '{}'])(
    'finds none in %s',
    (text) => {
      expect(duplicateKey(text)).toBeNull();
    },
  );
});
