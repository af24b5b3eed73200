/**
 * Checking a product or stock form before it is sent, with the same shared schema the IPC router and
 * the server apply, each failing field worded for the stock screens from the issue's kind (a tier
 * repeated, a zero adjustment); whatever the server still refuses lands per field through
 * useSaveForm.
 */
import type { z } from 'zod';
import { issueKey } from '../../../src-shared/schemas/messages.js';
import type { Translate } from '../../i18n/i18n.js';

export type FieldErrors = Record<string, string>;

function arrayMinimum(path: string, minimum: number, t: Translate): string {
  if (path === 'margins') return t('stock.error.minTiers', { count: minimum });
  if (path.startsWith('mixed')) return t('stock.error.minComponents', { count: minimum });
  return t('stock.error.minItems', { count: minimum });
}

function issueMessage(issue: z.core.$ZodIssue, path: string, t: Translate): string {
  switch (issue.code) {
    case 'invalid_type':
      return issueKey(issue) === 'validation.required' ? t('stock.error.required') : t('stock.error.invalid');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('stock.error.required') : t('stock.error.minChars', { count: Number(issue.minimum) });
      if (issue.origin === 'array') return arrayMinimum(path, Number(issue.minimum), t);
      return issue.inclusive === false ? t('stock.error.greaterThan', { min: Number(issue.minimum) }) : t('stock.error.atLeast', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('stock.error.maxChars', { count: Number(issue.maximum) });
      return t('stock.error.atMost', { max: Number(issue.maximum) });
    case 'custom':
      if (path.startsWith('margins') && path.endsWith('quantity')) return t('stock.error.tierRepeated');
      return path === 'quantity' ? t('stock.error.notZero') : t('stock.error.invalid');
    default:
      return t('stock.error.invalid');
  }
}

/** The form's errors by dotted path (`margins.1.value`), or the parsed value when it is valid. */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown, t: Translate): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueMessage(issue, path, t);
  }
  return { ok: false, errors };
}
