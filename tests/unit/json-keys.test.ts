/** Finding a field named twice, or a key naming a part of every object, in a JSON body (src-server/http/json-keys.ts). */
import { describe, expect, it } from 'vitest';
import { keyProblem } from '../../src-server/http/json-keys.js';

describe('keyProblem', () => {
  it.each([
    ['{"name":"a","name":"b"}', 'name'],
    ['{"name":"a","na\\u006de":"b"}', 'name'],
    ['{"address":{"label":"a","city":"x","label":"b"}}', 'address.label'],
    ['{"cart":{"items":[{"product":"a"},{"product":"b","quantity":1,"quantity":2}]}}', 'cart.items.1.quantity'],
    ['[{"a":1},{"a":2,"a":3}]', '1.a'],
    ['{"a\\"b":1,"a\\u0022b":2}', 'a"b'],
    ['{"city":"x","cit\\u0079":"y"}', 'city'],
  ])('finds %s named twice', (text, path) => {
    expect(keyProblem(text)).toEqual({ path, key: path.split('.').at(-1), problem: 'twice' });
  });

  it.each([
    ['{"__proto__":{"isAdmin":true},"name":"a"}', '__proto__', '__proto__'],
    ['{"name":"a","__pro\\u0074o__":{}}', '__proto__', '__proto__'],
    ['{"constructor":{"prototype":{"x":1}}}', 'constructor', 'constructor'],
    ['{"name":"a","prototype":1}', 'prototype', 'prototype'],
    ['{"address":{"label":"a","__proto__":{"x":1}}}', 'address.__proto__', '__proto__'],
    ['{"cart":{"items":[{"product":"a","constructor":{"prototype":{}}}]}}', 'cart.items.0.constructor', 'constructor'],
  ])('finds in %s the part of every object %s', (text, path, key) => {
    expect(keyProblem(text)).toEqual({ path, key, problem: 'objectPart' });
  });

  it.each([
    '{"name":"a","other":"name"}',
    '{"a":{"x":1},"b":{"x":1}}',
    '{"items":[{"x":1},{"x":2}]}',
    '{"text":"\\"name\\":1,\\"name\\":2"}',
    '{"a\\\\":1,"a":2}',
    '{"notes":"__proto__ constructor prototype"}',
    '{"tags":["__proto__"]}',
    '[]',
    '"name"',
    '{}',
  ])('finds none in %s', (text) => {
    expect(keyProblem(text)).toBeNull();
  });
});
