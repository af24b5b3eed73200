/**
 * Which form of a counted message to show. A catalog keeps the general form under the key and
 * a form for a plural category under `key.<category>` (`common.rows.one`: "1 fila"); the
 * category comes from the language's own rules (Intl.PluralRules), so "1 fila", "3 filas" and
 * "0 filas" are right without each screen comparing the count with 1.
 */
import type { Locale } from '../../src-shared/constants/locales.js';

const RULES = new Map<Locale, Intl.PluralRules>();

function rulesOf(locale: Locale): Intl.PluralRules {
  let rules = RULES.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    RULES.set(locale, rules);
  }
  return rules;
}

/** The key of the form the count takes: `key.one` for one where the catalog has it, else `key`. */
export function pluralKey<K extends string>(key: K, count: number, locale: Locale, has: (candidate: string) => boolean): K {
  const category = rulesOf(locale).select(count);
  if (category === 'other') return key;
  const form = `${key}.${category}`;
  return has(form) ? (form as K) : key;
}
