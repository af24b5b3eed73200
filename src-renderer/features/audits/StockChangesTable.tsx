/** The stock a count changes, product by product: real now → counted (the record it writes) and the theoretical that leaves. */
import { Text } from '@mantine/core';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { useT } from '../../i18n/i18n.js';
import { Change } from './Change.js';
import type { DifferenceRow } from './countRows.js';
import { ProductQuantity } from './ProductQuantity.js';

/** `compact` (the audit drawer) leaves out the theoretical figure, which follows from the others. */
export function StockChangesTable({ rows, height, testId, compact = false }: { rows: readonly DifferenceRow[]; height?: number | string; testId: string; compact?: boolean }) {
  const t = useT();
  const withLines = rows.some((d) => typeof d.line === 'number');
  const quantityChange = (d: DifferenceRow, figure: 'real' | 'theoretical') => (
    <Change before={<ProductQuantity product={d.product} value={d[figure].before} />} after={<ProductQuantity product={d.product} value={d[figure].after} />} />
  );
  const columns: Column<DifferenceRow>[] = [
    ...(withLines ? [{ key: 'line', header: t('audits.import.line'), width: '56px', render: (d: DifferenceRow) => d.line ?? '—' }] : []),
    { key: 'number', header: t('audits.col.number'), width: '64px', render: (d) => d.number },
    {
      key: 'name',
      header: t('audits.differences.product'),
      width: '2fr',
      render: (d) => (
        <Text span size="sm" truncate>
          {d.name}
        </Text>
      ),
    },
    { key: 'real', header: t('audits.differences.real'), width: '1.6fr', render: (d) => quantityChange(d, 'real') },
    { key: 'delta', header: t('audits.differences.delta'), width: '110px', align: 'right', render: (d) => <ProductQuantity product={d.product} value={d.real.delta} signed /> },
    ...(compact ? [] : [{ key: 'theoretical', header: t('audits.differences.theoretical'), width: '1.4fr', render: (d: DifferenceRow) => quantityChange(d, 'theoretical') }]),
  ];
  return (
    <DataTable
      columns={columns}
      total={rows.length}
      rowAt={(i) => rows[i]}
      rowKey={(d) => `${d.row}-${d.product}`}
      empty={
        <Text size="sm" c="dimmed">
          {t('audits.stock.none')}
        </Text>
      }
      height={height ?? tableHeight(rows.length, 360)}
      testId={testId}
    />
  );
}
