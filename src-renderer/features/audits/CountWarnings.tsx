/**
 * Rows whose counted theoretical is not real − committed + pending after the count: the sheet came
 * from a stale export, or stock moved meanwhile. Shown as a warning that does not stop applying
 * (domain §6 reports it on its row and refuses nothing for it).
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { useT } from '../../i18n/i18n.js';
import type { WarningRow } from './countRows.js';
import { ProductQuantity } from './ProductQuantity.js';

export function CountWarnings({ warnings, testId }: { warnings: readonly WarningRow[]; testId: string }) {
  const t = useT();
  if (warnings.length === 0) return null;
  const withLines = warnings.some((w) => typeof w.line === 'number');
  const columns: Column<WarningRow>[] = [
    ...(withLines ? [{ key: 'line', header: t('audits.import.line'), width: '56px', render: (w: WarningRow) => w.line ?? '—' }] : []),
    { key: 'number', header: t('audits.col.number'), width: '64px', render: (w) => w.number },
    {
      key: 'name',
      header: t('audits.differences.product'),
      width: '2fr',
      render: (w) => (
        <Text span size="sm" truncate>
          {w.name}
        </Text>
      ),
    },
    { key: 'counted', header: t('audits.warnings.counted'), width: '1fr', align: 'right', render: (w) => <ProductQuantity product={w.product} value={w.counted} /> },
    { key: 'expected', header: t('audits.warnings.expected'), width: '1.4fr', align: 'right', render: (w) => <ProductQuantity product={w.product} value={w.expected} /> },
  ];
  return (
    <Stack gap="xs" data-testid={testId}>
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('audits.warnings.title', { count: warnings.length })}>
        <Text size="sm">{t('audits.warnings.hint')}</Text>
      </Alert>
      <DataTable columns={columns} total={warnings.length} rowAt={(i) => warnings[i]} rowKey={(w) => `${w.row}-${w.product}`} empty={null} height={tableHeight(warnings.length, 280)} />
    </Stack>
  );
}
