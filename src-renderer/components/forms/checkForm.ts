/**
 * Checking a purchasing form before it is sent, with the same shared zod schema the IPC router and
 * the server apply: each failing field gets its message beside it, worded for the user from the
 * issue's kind (the schemas' own messages are the API's English).
 */
import type { z } from 'zod';
import { issueKey } from '../../../src-shared/schemas/messages.js';
import type { Translate } from '../../i18n/i18n.js';

export type FieldErrors = Record<string, string>;

function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  switch (issue.code) {
    case 'invalid_type':
      return issueKey(issue) === 'validation.required' ? t('purchasing.error.required') : t('purchasing.error.invalid');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('purchasing.error.required') : t('purchasing.error.minChars', { count: Number(issue.minimum) });
      if (issue.origin === 'array') return t('purchasing.error.minItems', { count: Number(issue.minimum) });
      return issue.inclusive === false ? t('purchasing.error.greaterThan', { min: Number(issue.minimum) }) : t('purchasing.error.atLeast', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('purchasing.error.maxChars', { count: Number(issue.maximum) });
      return t('purchasing.error.atMost', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issueKey(issue) === 'validation.alphanumeric' ? t('purchasing.error.alphanumeric') : t('purchasing.error.format');
    default:
      return t('purchasing.error.invalid');
  }
}

/** The form's errors by dotted path (`cart.items.0.quantity`), or null when the input is valid. */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown, t: Translate): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issueMessage(issue, t);
  return { ok: false, errors };
}
