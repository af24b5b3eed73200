/** Every bad line of a count file at once: its line in the file, the column and why. */
import { Alert, Stack, Text } from '@mantine/core';
import type { ImportProblem } from '../../../src-shared/audit-import.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { useI18n } from '../../i18n/i18n.js';
import { columnLabel, problemText } from './problemText.js';

export function ImportProblems({ problems, title }: { problems: readonly ImportProblem[]; title: string }) {
  const { t, locale } = useI18n();
  if (problems.length === 0) return null;
  const lines = new Set(problems.map((p) => p.line)).size;
  const columns: Column<ImportProblem>[] = [
    { key: 'line', header: t('audits.import.line'), width: '80px', render: (p) => p.line ?? '—' },
    { key: 'column', header: t('audits.import.column'), width: '1fr', render: (p) => (p.column ? columnLabel(p.column, t) : '—') },
    { key: 'reason', header: t('audits.import.reason'), width: '2fr', render: (p) => problemText(p, t, locale) },
  ];
  return (
    <Stack gap="xs">
      <Alert color="red" title={title}>
        <Text size="sm">{t('audits.import.problemsHint', { count: lines })}</Text>
      </Alert>
      <DataTable
        columns={columns}
        total={problems.length}
        rowAt={(i) => problems[i]}
        rowKey={(p) => `${p.line}-${p.column}-${p.message}`}
        empty={null}
        height={tableHeight(problems.length, 360)}
        testId="import-problems"
      />
    </Stack>
  );
}
