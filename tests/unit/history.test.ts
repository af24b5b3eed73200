/** The change history's diff and replay (src-shared/history.ts), and which collections keep one. */
import { describe, expect, it } from 'vitest';
import { applyChanges, diffDocs, HISTORY_ENTITIES, LEDGER_ENTITIES, replayHistory, sameValue, UNLISTED_ON_UPDATE } from '../../src-shared/history.js';
import { COLLECTIONS } from '../../src-server/features/registry.js';

const before = { name: 'Ana', notes: null, address: { city: 'Lomas', street: 'Mitre 1', geo: { lat: 1 } }, tags: ['a', 'b'], gone: 3, updatedAt: 't1' };
const after = { name: 'Ana', notes: 'x', address: { city: 'Adrogué', street: 'Mitre 1', geo: {} }, tags: ['b'], added: false, updatedAt: 't2' };

describe('diffDocs', () => {
  it('names nested fields by dotted paths, arrays as whole values, and a missing side as absent', () => {
    expect(diffDocs(before, after, UNLISTED_ON_UPDATE)).toEqual({
      notes: { before: null, after: 'x' },
      'address.city': { before: 'Lomas', after: 'Adrogué' },
      'address.geo.lat': { before: 1 },
      tags: { before: ['a', 'b'], after: ['b'] },
      gone: { before: 3 },
      added: { after: false },
    });
  });

  it('lists every field of a creation and of a deletion, objects whole', () => {
    expect(diffDocs(null, { a: 1, b: { c: 2 } })).toEqual({ a: { after: 1 }, b: { after: { c: 2 } } });
    expect(diffDocs({ a: 1 }, null)).toEqual({ a: { before: 1 } });
  });

  it('keeps an object whose keys hold a dot whole, and sees no change in key order or undefined', () => {
    expect(diffDocs({ m: { 'a.b': 1 } }, { m: { 'a.b': 2 } })).toEqual({ m: { before: { 'a.b': 1 }, after: { 'a.b': 2 } } });
    expect(diffDocs({ a: { x: 1, y: 2 }, u: undefined }, { a: { y: 2, x: 1 } })).toEqual({});
    expect(sameValue([1, { a: 1 }], [1, { a: 1 }])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it('compares keys either side has, and lists changes in the order of the version before, then the new keys', () => {
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { b: undefined, a: 1 })).toBe(true);
    expect(sameValue([{ a: [1] }], [{ a: { 0: 1 } }])).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(Object.keys(diffDocs({ b: 1, a: 1, c: { y: 1 } }, { z: 1, a: 2, b: 2, c: { y: 2, x: 1 } }))).toEqual(['b', 'a', 'c.y', 'c.x', 'z']);
  });
});

describe('applyChanges and replayHistory', () => {
  it('turn the version before into the version after', () => {
    const changes = diffDocs(before, after, UNLISTED_ON_UPDATE);
    expect(applyChanges(before, changes)).toEqual({ ...after, updatedAt: 't1' });
    expect(before.address.geo).toEqual({ lat: 1 });
  });

  it('replay a creation, updates (updatedAt from the entry) and a deletion', () => {
    const created = { _id: 'x', name: 'A', updatedAt: 't0' };
    const v2 = { ...created, name: 'B', address: { city: 'C' }, updatedAt: 't5' };
    const entries = [
      { action: 'create' as const, at: 't0', changes: diffDocs(null, created) },
      { action: 'update' as const, at: 't5', changes: diffDocs(created, v2, UNLISTED_ON_UPDATE) },
    ];
    expect(replayHistory(entries)).toEqual(v2);
    expect(replayHistory([...entries, { action: 'delete', at: 't6', changes: diffDocs(v2, null) }])).toBeNull();
    expect(replayHistory([{ action: 'baseline', at: 't9', changes: diffDocs(null, v2) }])).toEqual(v2);
  });
});

describe('the collections that keep a history', () => {
  it('are every registered collection but the ledgers, each once', () => {
    const names = COLLECTIONS.map((c) => c.name).sort();
    expect([...HISTORY_ENTITIES, ...LEDGER_ENTITIES].sort()).toEqual(names);
  });
});
