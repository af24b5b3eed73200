/**
 * The text state of a number field: while the clerk types, the text is theirs (never reformatted
 * under the caret) and every readable keystroke reaches the form as a number; away from the field
 * it shows the value in the locale's convention, or keeps unreadable text with the reason, so a
 * figure is never silently replaced by another. Reading and writing are `src-shared/typed-number`,
 * or a field's own `reader` (a weight reads a unit after the number: `src-shared/typed-weight`).
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Locale } from '../../src-shared/constants/locales.js';
import { formatTypedNumber, parseTypedNumber, type TypedNumber } from '../../src-shared/typed-number.js';
import type { TypedWeight } from '../../src-shared/typed-weight.js';
import { useI18n, type Translate } from '../i18n/i18n.js';

/** '' is a blank field, and the value a field with unreadable text gives the form. */
export type NumberValue = number | '';

export interface TypedNumberRules {
  maxDecimals: number;
  /** Money always shows its cents (`1.350,50`); other figures only the digits they need. */
  fixedDecimals?: number | undefined;
  allowNegative?: boolean | undefined;
  /** Reads and writes the field's text instead of the plain number rules (a weight with its unit). */
  reader?: NumberReader | undefined;
}

/** What a field's text was read as: a plain number, or a weight with the unit typed after it. */
export type TypedReading = TypedNumber | TypedWeight;

export interface NumberReader {
  parse: (text: string, locale: Locale) => TypedReading;
  format: (value: number | null, locale: Locale) => string;
}

/** Why the text cannot be read, with an example the field takes: a whole-number field's never shows decimals. */
function problem(read: TypedReading | null, t: Translate, whole: boolean): string | undefined {
  if (!read || read.ok) return undefined;
  if (read.error === 'TOO_MANY_DECIMALS') return read.maxDecimals === 0 ? t('number.TOO_MANY_DECIMALS.zero') : t('number.TOO_MANY_DECIMALS', { max: read.maxDecimals ?? 0 });
  if (whole && read.error === 'NOT_A_NUMBER') return t('number.NOT_A_NUMBER.whole');
  if (whole && read.error === 'AMBIGUOUS') return t('number.AMBIGUOUS.whole');
  return t(`number.${read.error}`);
}

export function useTypedNumber(value: NumberValue | null | undefined, onChange: (value: NumberValue, read: TypedReading) => void, rules: TypedNumberRules) {
  const { locale, t } = useI18n();
  const number = value === '' || value === null || value === undefined ? null : value;
  const parse = (text: string): TypedReading => (rules.reader ? rules.reader.parse(text, locale) : parseTypedNumber(text, locale, rules));
  const shown = rules.reader ? rules.reader.format(number, locale) : formatTypedNumber(number, locale, rules.fixedDecimals);
  // The clerk's own text: being typed, or left unreadable. Null shows the value formatted.
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const emitted = useRef<NumberValue | null>(number ?? '');
  const read = typed === null ? null : parse(typed);

  // A value set from outside (a form reset) replaces text the clerk left behind.
  useEffect(() => {
    if (!focused && (number ?? '') !== emitted.current) setTyped(null);
  }, [number, focused]);
  // Text left behind that the field's rules now read otherwise — "1,5" refused as grams, then the
  // switch put on kg — reaches the form as what it now says, not a blank the field no longer explains.
  const nowReads = read?.ok ? (read.value ?? '') : null;
  useEffect(() => {
    if (focused || read === null || nowReads === null || nowReads === emitted.current) return;
    emitted.current = nowReads;
    onChange(nowReads, read);
    setTyped(null);
    // Only when what the text reads as changes; `read` and `onChange` are new on every render.
  }, [nowReads, focused]);

  const unreadable = problem(read, t, !rules.reader && rules.maxDecimals === 0);
  return {
    value: typed ?? shown,
    error: focused ? undefined : unreadable,
    /** Why the clerk's text cannot be read, focused or not (`error` waits until they leave the field); undefined when it can. */
    unreadable,
    inputMode: 'decimal' as const,
    onFocus: () => {
      setFocused(true);
      setTyped((current) => current ?? shown);
    },
    onBlur: () => {
      setFocused(false);
      if (!read || read.ok) setTyped(null);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value;
      setTyped(text);
      const next = parse(text);
      const given = next.ok ? (next.value ?? '') : '';
      emitted.current = given;
      onChange(given, next);
    },
  };
}
