/** A bad line of a count file in the user's words; what only the server can tell is said by its key. */
import { IMPORT_COLUMNS, type ImportColumn, type ImportProblem } from '../../../src-shared/audit-import.js';
import { DEFAULT_LOCALE, type Locale } from '../../../src-shared/constants/locales.js';
import { formatDate, formatNumber } from '../../../src-shared/format.js';
import type { Translate } from '../../i18n/i18n.js';
import { translateText } from '../../components/errors.js';
import { formatBytes } from '../../components/fileSize.js';

export function columnLabel(column: ImportColumn, t: Translate): string {
  return `${t(`audits.column.${column}`)} (${column})`;
}

export function problemText(problem: ImportProblem, t: Translate, locale: Locale = DEFAULT_LOCALE): string {
  const reason = problem.reason;
  switch (reason.code) {
    case 'empty':
      return t('audits.problem.empty');
    case 'header':
      return t('audits.problem.header', {
        columns: IMPORT_COLUMNS.join(', '),
        missing: reason.missing.join(', ') || '—',
        unknown: reason.unknown.join(', ') || '—',
      });
    case 'columns':
      return t('audits.problem.columns', { found: reason.found, expected: IMPORT_COLUMNS.length });
    case 'required':
      return t('audits.problem.required');
    case 'notNumber':
      return t('audits.problem.notNumber', { value: reason.value });
    case 'notInteger':
      return t('audits.problem.notInteger');
    case 'min':
      return t(reason.inclusive ? 'audits.problem.atLeast' : 'audits.problem.greaterThan', { min: reason.min });
    case 'max':
      return t('audits.problem.atMost', { max: reason.max });
    case 'tooLong':
      return t('audits.problem.tooLong', { max: reason.max });
    case 'duplicate':
      return t('audits.problem.duplicate', { line: reason.firstLine });
    case 'date':
      // The day at noon UTC reads as the same day in any time zone.
      return t('audits.problem.date', { value: reason.value ? formatDate(`${reason.value}T12:00:00Z`, locale, 'UTC') : '—' });
    case 'fileTooLarge':
      return t('audits.problem.fileTooLarge', { size: formatBytes(reason.size, locale), max: formatBytes(reason.max, locale) });
    case 'unpackedTooLarge':
      return t('audits.problem.unpackedTooLarge', { max: formatBytes(reason.max, locale) });
    case 'oldExcel':
      return t('audits.problem.oldExcel');
    case 'unreadable':
      return t('audits.problem.unreadable');
    case 'unitTier': {
      const stored = Number(reason.stored);
      return t('audits.problem.unitTier', {
        column: problem.column ?? '',
        product: reason.product,
        stored: Number.isFinite(stored) && reason.stored !== '' ? formatNumber(stored, undefined, locale) : t('audits.template.none'),
      });
    }
    case 'keyed':
      return translateText(reason, t, { withField: false });
    case 'other':
      // A refusal this build has no key for: the row is marked, its English is not shown.
      return t('validation.invalid');
  }
}
