/** Test helpers for the input schemas: parse, and state the exact details a rejection yields. */
import { expect } from 'vitest';
import type { z } from 'zod';
import { english, type ErrorText } from '../../../src-shared/error-keys/index.js';
import { issuesToDetails } from '../../../src-shared/schemas/messages.js';

export const ID = '64b7f0c2e4b0a1a2b3c4d5e6';
export const ID2 = '64b7f0c2e4b0a1a2b3c4d5e7';

export interface Detail {
  path: string;
  message: string;
}

/**
 * The details a parse yields, as path and contract message; [] when it passes. Every detail must
 * also carry the key whose English words are that message, or the screens could not say it.
 */
export function details(schema: z.ZodType, input: unknown): Detail[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return issuesToDetails(result.error).map(({ path, message, key, params }) => {
    expect(key, `${path}: ${message} has no key`).toBeDefined();
    expect(english({ key, params } as ErrorText), `${path}: the key ${key} words another message`).toBe(message);
    return { path, message };
  });
}

/** Parses and returns the output, failing the test with the details when it does not pass. */
export function accept<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) expect.fail(`expected to pass, got ${JSON.stringify(issuesToDetails(result.error))}`);
  return result.data;
}

/** The input is rejected with exactly this one detail. */
export function reject(schema: z.ZodType, input: unknown, path: string, message: string): void {
  expect(details(schema, input)).toEqual([{ path, message }]);
}

/**
 * A copy of `base` with the value at a dotted path replaced, or removed when `value` is `REMOVE`.
 * Numeric segments index arrays.
 */
export const REMOVE = Symbol('remove');
export function withValue<T>(base: T, path: string, value: unknown): T {
  const copy = structuredClone(base) as unknown;
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1] ?? '';
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy as T;
}

export const text = (length: number, char = 'a'): string => char.repeat(length);
