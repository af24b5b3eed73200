/**
 * How usernames are compared and which ones are refused (domain §8), shared by the user schema, the
 * unique-field check and the server's sign-in, so every side agrees on what "the same username" is.
 *
 * - `normalizeUsername`: NFKC, then lower case (and NFKC again, since lower-casing can leave a
 *   character in a non-NFKC form). What is stored, looked up and compared: "Ａｄｍｉｎ" is "admin".
 * - `usernameSkeleton`: what two usernames must differ in to both exist. Besides the normal form it
 *   drops accents and maps look-alikes onto one letter (the table below), so "аdmin" (Cyrillic а),
 *   "adm1n" or "admín" are refused while "admin" exists, and "rnaria" while "maria" does. The table is deliberately
 *   small — the Latin look-alikes of Cyrillic and Greek and the digit/letter pairs people confuse
 *   on screen — not Unicode's whole confusables list: it is for an office's handful of staff users.
 * - Control and invisible format characters (line breaks, zero-width joiners, direction overrides)
 *   are refused in a name or username: they hide what the name really says.
 */
import { said } from './error-keys/index.js';

export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').toLowerCase().normalize('NFKC');
}

/** Single characters that read as another; the value is the one they are compared as. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԛ: 'q',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ς: 's',
  // Latin and digits read as one another
  ı: 'l',
  ɡ: 'g',
  ɑ: 'a',
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
};

/** Letter pairs that read as one letter at a glance. */
const LOOK_ALIKE_PAIRS: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['vv', 'w'],
  ['cl', 'd'],
];

export function usernameSkeleton(username: string): string {
  const bare = normalizeUsername(username).normalize('NFD').replace(/\p{M}/gu, '');
  let mapped = '';
  for (const char of bare) mapped += LOOK_ALIKES[char] ?? char;
  for (const [pair, single] of LOOK_ALIKE_PAIRS) mapped = mapped.split(pair).join(single);
  return mapped;
}

/** Control (Cc) and format (Cf: zero-width, bidirectional overrides) characters. */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}]/u;

export const hasHiddenCharacters = (value: string): boolean => HIDDEN_CHARACTER.test(value);

/** What a refused name says, as keys (`error-keys/validation.ts`). */
export const usernameTexts = {
  hidden: (field: string) => said('validation.hidden', { field }),
  confusable: (username: string, existing: string) => said('validation.confusable', { field: 'username', value: username, existing }),
} as const;
