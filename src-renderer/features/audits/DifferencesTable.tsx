/**
 * What an inventory count changes, product by product: the stock counted against the stock now,
 * the theoretical figure, the unit cost and the margin tiers the file sets — for a dry run (with
 * the file's line of each row) and for an applied audit. Virtualised: a count may hold thousands.
 */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../src-shared/format.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { useI18n } from '../../i18n/i18n.js';
import type { CountDifference } from './documents.js';
import { ProductQuantity } from './ProductQuantity.js';

export type DifferenceRow = CountDifference & { line?: number | null };

const TIERS = ['m100', 'm500', 'm1000', 'wholesaler'] as const;

function Change({ before, after }: { before: ReactNode; after: ReactNode }) {
  return (
    <Text span size="sm">
      {before} → <b>{after}</b>
    </Text>
  );
}

function MarginChanges({ d }: { d: CountDifference }) {
  const { t, locale } = useI18n();
  const rate = (value: number | null) => (value === null ? '—' : formatNumber(value, undefined, locale));
  const changed = TIERS.filter((tier) => d.margins.before[tier] !== d.margins.after[tier]);
  if (changed.length === 0) return <Text span size="sm" c="dimmed">{t('audits.differences.same')}</Text>;
  return (
    <Text span size="xs">
      {changed.map((tier) => `${t(`audits.column.${tier}`)} ${rate(d.margins.before[tier])} → ${rate(d.margins.after[tier])}`).join(' · ')}
    </Text>
  );
}

/** `compact` (the audit drawer) leaves out the theoretical figure, which follows from the others. */
export function DifferencesTable({ differences, height, testId, compact = false }: { differences: readonly DifferenceRow[]; height?: number | string; testId?: string; compact?: boolean }) {
  const { t, money } = useI18n();
  const withLines = differences.some((d) => typeof d.line === 'number');
  const quantityChange = (d: DifferenceRow, figure: 'real' | 'theoretical') => (
    <Change before={<ProductQuantity product={d.product} value={d[figure].before} />} after={<ProductQuantity product={d.product} value={d[figure].after} />} />
  );
  const columns: Column<DifferenceRow>[] = [
    ...(withLines ? [{ key: 'line', header: t('audits.import.line'), width: '56px', render: (d: DifferenceRow) => d.line ?? '—' }] : []),
    { key: 'number', header: t('audits.col.number'), width: '64px', render: (d) => `#${d.number}` },
    { key: 'name', header: t('audits.differences.product'), width: '2fr', render: (d) => <Text span size="sm" truncate>{d.name}</Text> },
    { key: 'real', header: t('audits.differences.real'), width: '1.6fr', render: (d) => quantityChange(d, 'real') },
    { key: 'delta', header: t('audits.differences.delta'), width: '100px', align: 'right', render: (d) => <ProductQuantity product={d.product} value={d.real.delta} signed /> },
    ...(compact ? [] : [{ key: 'theoretical', header: t('audits.differences.theoretical'), width: '1.3fr', render: (d: DifferenceRow) => quantityChange(d, 'theoretical') }]),
    { key: 'unitCost', header: t('audits.column.unitCost'), width: '1.9fr', render: (d) => <Change before={money(d.unitCost.before)} after={money(d.unitCost.after)} /> },
    { key: 'margins', header: t('audits.differences.margins'), width: '1.4fr', render: (d) => <MarginChanges d={d} /> },
  ];
  return (
    <DataTable
      columns={columns}
      total={differences.length}
      rowAt={(i) => differences[i]}
      rowKey={(d) => `${d.row}-${d.product}`}
      empty={<Text size="sm" c="dimmed">{t('audits.differences.none')}</Text>}
      height={height ?? 'min(60vh, 520px)'}
      {...(testId ? { testId } : {})}
    />
  );
}
