/**
 * The stock ledger (domain §5): one row per change — when, which figure, by how much, what it left,
 * why and who — newest first, read page by page from the replica.
 */
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useCallback } from 'react';
import { useApi } from '../../../app/api.js';
import { DataTable, type Column } from '../../../components/DataTable.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { ExportButton } from '../../../components/ExportButton.js';
import { labelsOf } from '../../../components/exportColumns.js';
import { usePagedList } from '../../../components/usePagedList.js';
import { useI18n } from '../../../i18n/i18n.js';
import { useUserNames } from '../../../components/references/sales.js';
import { useGarageName } from '../../../components/pickers/GarageSelect.js';
import { FIELD_LABEL, REASON_LABEL, reasonText, REF_LABEL } from './labels.js';
import { ProductLink, ProductQuantity } from './ProductRef.js';
import { rowCount } from '../../../components/rowCount.js';
import type { ProductDoc, RecordDoc } from '../../../components/documents/read.js';

interface Props {
  /** The list filters (`recordListQuery`). */
  query: Readonly<Record<string, unknown>>;
  /** The product the ledger is of, when it is one product's: its column is left out. */
  product?: ProductDoc;
  filtered: boolean;
  height?: string;
}

export function RecordsTable({ query, product, filtered, height }: Props) {
  const { t, dateTime } = useI18n();
  const api = useApi();
  const garageName = useGarageName();
  const userName = useUserNames();
  const list = usePagedList<RecordDoc>('records', query, (q) => api.record.list(q));
  const rowAt = useCallback(
    (i: number) => {
      const doc = list.rowAt(i);
      return doc && doc;
    },
    [list],
  );
  const columns: Column<RecordDoc>[] = [
    // "27/11/2026 18:00" whole.
    { key: 'date', header: t('common.date'), width: '112px', render: (r) => dateTime(r.createdAt), exportAs: { kind: 'datetime', field: 'createdAt' } },
    ...(product
      ? []
      : [
          {
            key: 'product',
            header: t('stock.col.product'),
            // The demo's longest names ("Arroz largo fino 1 kg económico") whole at 1366 px.
            width: 'minmax(216px, 2fr)',
            render: (r: RecordDoc) => <ProductLink id={r.product} />,
            exportAs: { kind: 'text' as const, field: 'product', ref: { collection: 'products' } },
          },
        ]),
    { key: 'garage', header: t('stock.garage'), width: '80px', render: (r) => garageName(r.garage), exportAs: { kind: 'text', field: 'garage', ref: { collection: 'garages' }, empty: '—' } },
    {
      key: 'field',
      header: t('stock.record.field'),
      // "Comprometido" whole, at 14 px.
      width: '96px',
      render: (r) => t(FIELD_LABEL[r.field]),
      exportAs: { kind: 'text', field: 'field', labels: labelsOf(Object.keys(FIELD_LABEL) as Array<keyof typeof FIELD_LABEL>, (f) => t(FIELD_LABEL[f])) },
    },
    {
      key: 'delta',
      header: t('stock.record.delta'),
      // Its header, "Movimiento", and "+1.234,5 kg" whole.
      width: '88px',
      align: 'right',
      render: (r) => <ProductQuantity id={r.product} product={product} value={r.delta} signed />,
      exportAs: { kind: 'quantity', field: 'delta', unitFrom: { collection: 'products', field: 'product' } },
    },
    {
      key: 'result',
      header: t('stock.record.result'),
      width: '80px',
      align: 'right',
      render: (r) => <ProductQuantity id={r.product} product={product} value={r.result} />,
      exportAs: { kind: 'quantity', field: 'result', unitFrom: { collection: 'products', field: 'product' } },
    },
    {
      key: 'reason',
      header: t('stock.record.reason'),
      // Long reasons are cut and read whole in their tooltip.
      width: 'minmax(96px, 1fr)',
      render: (r) => {
        const reason = reasonText(r, t);
        return (
          <Tooltip label={reason} disabled={!reason} openDelay={400}>
            <Text size="sm" truncate>
              {reason || '—'}
            </Text>
          </Tooltip>
        );
      },
      exportAs: { kind: 'text', derived: 'stockReason', labels: labelsOf(Object.keys(REASON_LABEL) as Array<keyof typeof REASON_LABEL>, (k) => t(REASON_LABEL[k])), empty: '—' },
    },
    {
      key: 'ref',
      header: t('stock.record.ref'),
      width: '110px',
      render: (r) => (
        <Badge variant="light" color="gray">
          {t(REF_LABEL[r.refKind])}
        </Badge>
      ),
      exportAs: { kind: 'text', field: 'refKind', labels: labelsOf(Object.keys(REF_LABEL) as Array<keyof typeof REF_LABEL>, (k) => t(REF_LABEL[k])) },
    },
    {
      key: 'user',
      header: t('stock.record.user'),
      // "Oscar Operaciones" whole.
      width: '124px',
      render: (r) => (
        <Text size="sm" truncate>
          {userName(r.user)}
        </Text>
      ),
      exportAs: { kind: 'text', field: 'user', ref: { collection: 'users' }, empty: '—' },
    },
  ];
  const empty = filtered ? (
    <EmptyState title={t('stock.records.empty.filtered')} hint={t('stock.records.empty.filteredHint')} />
  ) : (
    <EmptyState title={t('stock.records.empty')} hint={t(product ? 'stock.records.empty.productHint' : 'stock.records.empty.hint')} />
  );
  return (
    <>
      <Group justify="space-between" align="center">
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
        <ExportButton feature="record" query={query} columns={columns} title={product ? `${t('stock.records.title')} · ${product.name}` : t('stock.records.title')} total={list.total} />
      </Group>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(r) => r._id}
        onRange={list.showRange}
        empty={list.loading ? null : empty}
        height={height ?? '420px'}
        testId="records-table"
      />
    </>
  );
}
