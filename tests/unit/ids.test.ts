import { describe, expect, it } from 'vitest';
import { ID_LENGTH } from '../../src-shared/constants/field-lengths.js';
import { OBJECT_ID_PATTERN, createIdGenerator, idTimestamp, isObjectId, newId, normalizeId, pairedId } from '../../src-shared/ids.js';

/** A random source that hands out the given byte lists in turn (process part, then counter start). */
function scripted(...chunks: number[][]): (length: number) => Uint8Array {
  let call = 0;
  return (length) => {
    const chunk = chunks[call++];
    if (chunk === undefined || chunk.length !== length) throw new Error(`unexpected random(${length})`);
    return Uint8Array.from(chunk);
  };
}

const PROCESS = [0x0a, 0x0b, 0x0c, 0x0d, 0x0e];

describe('newId', () => {
  it('makes 24 lowercase hex characters', () => {
    const id = newId();
    expect(id).toHaveLength(ID_LENGTH);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(isObjectId(id)).toBe(true);
  });

  it('never repeats over 100k ids made in the same second', () => {
    const at = new Date('2024-05-01T12:00:00Z');
    const ids = new Set<string>();
    for (let i = 0; i < 100_000; i++) ids.add(newId(at));
    expect(ids.size).toBe(100_000);
  });

  it('shares the random part within the process and varies only the counter', () => {
    const at = new Date('2024-05-01T12:00:00Z');
    const a = newId(at);
    const b = newId(at);
    expect(a.slice(0, 18)).toBe(b.slice(0, 18));
    expect((Number.parseInt(a.slice(18), 16) + 1) % 0x1000000).toBe(Number.parseInt(b.slice(18), 16));
  });

  it('starts with the seconds since the epoch, big-endian', () => {
    const at = new Date('2024-05-01T12:00:00.999Z');
    const id = newId(at);
    expect(id.slice(0, 8)).toBe(
      Math.floor(at.getTime() / 1000)
        .toString(16)
        .padStart(8, '0'),
    );
    expect(idTimestamp(id)?.toISOString()).toBe('2024-05-01T12:00:00.000Z');
  });
});

describe('createIdGenerator', () => {
  it('lays out timestamp, random part and counter', () => {
    const generate = createIdGenerator({ random: scripted(PROCESS, [0x00, 0x01, 0x02]), now: () => new Date(0x01020304 * 1000) });
    expect(generate.next()).toBe('01020304' + '0a0b0c0d0e' + '000102');
    expect(generate.next()).toBe('01020304' + '0a0b0c0d0e' + '000103');
  });

  it('uses the injected clock unless a date is given', () => {
    const generate = createIdGenerator({ random: scripted(PROCESS, [0, 0, 0]), now: () => new Date(1_000_000) });
    expect(generate.next().slice(0, 8)).toBe((1000).toString(16).padStart(8, '0'));
    expect(generate.next(new Date(2_000_000)).slice(0, 8)).toBe((2000).toString(16).padStart(8, '0'));
  });

  it('wraps the 3-byte counter back to zero', () => {
    const generate = createIdGenerator({ random: scripted(PROCESS, [0xff, 0xff, 0xfe]), now: () => new Date(0) });
    const counters = [1, 2, 3].map(() => generate.next().slice(18));
    expect(counters).toEqual(['fffffe', 'ffffff', '000000']);
  });

  it('gives two generators different random parts by default', () => {
    const at = new Date('2024-05-01T12:00:00Z');
    expect(createIdGenerator().next(at).slice(8, 18)).not.toBe(createIdGenerator().next(at).slice(8, 18));
  });

  it('refuses dates the 4-byte timestamp cannot hold', () => {
    const generate = createIdGenerator();
    expect(() => generate.next(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => generate.next(new Date(-1000))).toThrow(RangeError);
    expect(() => generate.next(new Date(2 ** 32 * 1000))).toThrow(RangeError);
    expect(generate.next(new Date((2 ** 32 - 1) * 1000)).slice(0, 8)).toBe('ffffffff');
  });

  it('refuses a random source that returns the wrong length', () => {
    expect(() => createIdGenerator({ random: () => new Uint8Array(2) })).toThrow(RangeError);
  });
});

describe('isObjectId', () => {
  const valid = '65f1c0a2b3d4e5f60718293a';

  it('accepts 24 hex characters in either case', () => {
    expect(isObjectId(valid)).toBe(true);
    expect(isObjectId(valid.toUpperCase())).toBe(true);
    expect(OBJECT_ID_PATTERN.test('0'.repeat(24))).toBe(true);
  });

  it('refuses 23 and 25 characters', () => {
    expect(isObjectId(valid.slice(1))).toBe(false);
    expect(isObjectId(valid + 'a')).toBe(false);
  });

  it('refuses non-hex characters, padding and non-strings', () => {
    expect(isObjectId(valid.slice(0, 23) + 'g')).toBe(false);
    expect(isObjectId(' ' + valid.slice(1))).toBe(false);
    expect(isObjectId(valid + '\n')).toBe(false);
    expect(isObjectId('')).toBe(false);
    expect(isObjectId(123)).toBe(false);
    expect(isObjectId(null)).toBe(false);
  });
});

describe('normalizeId and idTimestamp', () => {
  it('lowercases an id', () => {
    expect(normalizeId('65F1C0A2B3D4E5F60718293A')).toBe('65f1c0a2b3d4e5f60718293a');
  });

  it('reads the timestamp of upper-case ids and refuses non-ids', () => {
    expect(idTimestamp('00000001' + 'A'.repeat(16))?.getTime()).toBe(1000);
    expect(idTimestamp('not an id')).toBeNull();
  });
});

describe('pairedId', () => {
  it('keeps the second and the counter and inverts the random part, in lower case', () => {
    expect(pairedId('65F1C0A2' + '0A0B0C0D0E' + '00002A')).toBe('65f1c0a2' + 'f5f4f3f2f1' + '00002a');
  });

  it('is an id, differs from the one it pairs, and pairs back to it', () => {
    const id = newId();
    expect(isObjectId(pairedId(id))).toBe(true);
    expect(pairedId(id)).not.toBe(id);
    expect(idTimestamp(pairedId(id))).toEqual(idTimestamp(id));
    expect(pairedId(pairedId(id))).toBe(id);
  });
});
