/** Every price or margin a count changes, one row each, apart from the stock: the stored value → the sheet's. */
import { Text } from '@mantine/core';
import { formatNumber } from '../../../src-shared/format.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { useI18n } from '../../i18n/i18n.js';
import { Change } from './Change.js';
import type { PriceRow } from './countRows.js';

export function PriceChangesTable({ rows, height, testId }: { rows: readonly PriceRow[]; height?: number | string; testId: string }) {
  const { t, money, locale } = useI18n();
  const withLines = rows.some((p) => typeof p.line === 'number');
  const value = (p: PriceRow, v: number | null) => (v === null ? '—' : p.field === 'unitCost' ? money(v) : formatNumber(v, undefined, locale));
  const columns: Column<PriceRow>[] = [
    ...(withLines ? [{ key: 'line', header: t('audits.import.line'), width: '56px', render: (p: PriceRow) => p.line ?? '—' }] : []),
    { key: 'number', header: t('audits.col.number'), width: '64px', render: (p) => p.number },
    {
      key: 'name',
      header: t('audits.differences.product'),
      width: '2fr',
      render: (p) => (
        <Text span size="sm" truncate>
          {p.name}
        </Text>
      ),
    },
    { key: 'field', header: t('audits.prices.field'), width: '1.2fr', render: (p) => t(`audits.column.${p.field}`) },
    { key: 'change', header: t('audits.prices.change'), width: '2fr', render: (p) => <Change before={value(p, p.before)} after={value(p, p.after)} /> },
  ];
  return (
    <DataTable
      columns={columns}
      total={rows.length}
      rowAt={(i) => rows[i]}
      rowKey={(p) => `${p.row}-${p.product}-${p.field}`}
      empty={
        <Text size="sm" c="dimmed">
          {t('audits.prices.none')}
        </Text>
      }
      height={height ?? tableHeight(rows.length, 360)}
      testId={testId}
    />
  );
}
