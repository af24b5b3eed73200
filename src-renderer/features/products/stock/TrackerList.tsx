/**
 * Tracker alerts (domain §5): cost changed, stock at or below critical, negative stock — held
 * until someone acknowledges them. Open ones first by default; each can be acknowledged here.
 */
import { Badge, Box, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { TRACKER_KINDS, type TrackerKind } from '../../../../src-shared/constants/stock.js';
import { NEGATIVE_ALERT_LABELS } from '../../../../src-shared/stock-alerts.js';
import { useApi } from '../../../app/api.js';
import { DataTable, type Column } from '../../../components/DataTable.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { ExportButton } from '../../../components/ExportButton.js';
import { labelsOf } from '../../../components/exportColumns.js';
import { useWriteFeedback } from '../../../components/queuedFeedback.js';
import { usePagedList } from '../../../components/usePagedList.js';
import { useI18n } from '../../../i18n/i18n.js';
import { useMay } from '../../../components/access.js';
import { useUserNames } from '../../../components/references/sales.js';
import { useGarageName } from '../../../components/pickers/GarageSelect.js';
import { KIND_COLOR, KIND_LABEL, NEGATIVE_DETAIL_LABEL } from './labels.js';
import { ProductLink } from './ProductRef.js';
import { AlertDetail } from './AlertDetail.js';
import { rowCount } from '../../../components/rowCount.js';
import type { TrackerDoc } from '../../../components/documents/read.js';

type Shown = 'open' | 'acknowledged' | 'all';

function AcknowledgeButton({ alert }: { alert: TrackerDoc }) {
  const { t } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const [busy, setBusy] = useState(false);
  const acknowledge = async () => {
    setBusy(true);
    await feedback.run(() => api.tracker.acknowledge({ id: alert._id }), { action: t('write.stock.acknowledge'), done: t('stock.alert.acknowledged') });
    setBusy(false);
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconCheck size={12} />}
      loading={busy}
      onClick={(event) => {
        event.stopPropagation();
        void acknowledge();
      }}
    >
      {t('stock.alert.acknowledge')}
    </Button>
  );
}

export function TrackerList({ product, height }: { product?: string; height?: string }) {
  const { t, dateTime, moment } = useI18n();
  const api = useApi();
  const may = useMay();
  const garageName = useGarageName();
  const userName = useUserNames();
  const [shown, setShown] = useState<Shown>('open');
  const [kind, setKind] = useState<TrackerKind | null>(null);
  const mayAcknowledge = may('tracker.acknowledge');
  const query = useMemo(() => ({ ...(product ? { product } : {}), ...(kind ? { kind } : {}), ...(shown === 'all' ? {} : { acknowledged: shown === 'acknowledged' }) }), [product, kind, shown]);
  const list = usePagedList<TrackerDoc>('trackers', query, (q) => api.tracker.list(q));
  const rowAt = useCallback(
    (i: number) => {
      const doc = list.rowAt(i);
      return doc && doc;
    },
    [list],
  );
  const columns: Column<TrackerDoc>[] = [
    { key: 'date', header: t('common.date'), width: '130px', render: (a) => dateTime(a.createdAt), exportAs: { kind: 'datetime', field: 'createdAt' } },
    {
      key: 'kind',
      header: t('stock.alert.kind'),
      // The widest badge, "Cambió el costo", whole.
      width: '150px',
      render: (a) => (
        <Badge color={KIND_COLOR[a.kind]} variant="light">
          {t(KIND_LABEL[a.kind])}
        </Badge>
      ),
      exportAs: { kind: 'text', field: 'kind', labels: labelsOf(TRACKER_KINDS, (k) => t(KIND_LABEL[k])) },
    },
    ...(product
      ? []
      : [
          {
            key: 'product',
            header: t('stock.col.product'),
            // The demo's longest names ("Arroz largo fino 1 kg económico") whole at 1366 px.
            width: 'minmax(216px, 1.5fr)',
            render: (a: TrackerDoc) => <ProductLink id={a.product} />,
            exportAs: { kind: 'text' as const, field: 'product', ref: { collection: 'products' } },
          },
        ]),
    {
      key: 'garage',
      header: t('stock.garage'),
      width: '110px',
      render: (a) => (a.garage ? garageName(a.garage) : t('stock.alert.allGarages')),
      exportAs: { kind: 'text', field: 'garage', ref: { collection: 'garages' }, empty: t('stock.alert.allGarages') },
    },
    {
      key: 'detail',
      header: t('stock.alert.detail'),
      width: 'minmax(160px, 2fr)',
      render: (a) => <AlertDetail alert={a} />,
      exportAs: {
        kind: 'text',
        derived: 'alertDetail',
        labels: { cost: t('stock.alert.cost'), ...labelsOf(NEGATIVE_ALERT_LABELS, (label) => t(NEGATIVE_DETAIL_LABEL[label])), critical: t('stock.alert.criticalNow') },
      },
    },
    {
      key: 'state',
      header: t('common.status'),
      // "Marcar vista"; who saw it and when is cut when long, and read whole in the export.
      width: 'minmax(150px, 1fr)',
      render: (a) =>
        a.acknowledged ? (
          <Text size="xs" c="dimmed" truncate>
            {t('stock.alert.seenBy', { user: userName(a.acknowledgedBy), when: moment(a.acknowledgedAt) })}
          </Text>
        ) : mayAcknowledge ? (
          <AcknowledgeButton alert={a} />
        ) : (
          <Badge color="orange" variant="outline">
            {t('stock.alert.open')}
          </Badge>
        ),
      exportAs: { kind: 'text', derived: 'alertState', labels: { open: t('stock.alert.open'), seen: t('stock.alert.seenBy') } },
    },
  ];
  const filtered = kind !== null || shown !== 'open';
  const empty = filtered ? (
    <EmptyState
      title={t('stock.alerts.empty.filtered')}
      hint={t('stock.alerts.empty.filteredHint')}
      action={{
        label: t('common.clearFilters'),
        onClick: () => {
          setKind(null);
          setShown('open');
        },
      }}
    />
  ) : (
    <EmptyState title={t('stock.alerts.empty')} hint={t('stock.alerts.empty.hint')} />
  );
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          value={shown}
          onChange={(v) => setShown(v as Shown)}
          data={[
            { value: 'open', label: t('stock.alerts.open') },
            { value: 'acknowledged', label: t('stock.alerts.acknowledged') },
            { value: 'all', label: t('common.all') },
          ]}
        />
        <Select
          aria-label={t('stock.alert.kind')}
          placeholder={t('stock.alerts.anyKind')}
          data={TRACKER_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
          value={kind}
          onChange={(v) => setKind(v as TrackerKind | null)}
          clearable
          w={220}
        />
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
        <Box ml="auto">
          <ExportButton feature="tracker" query={query} columns={columns} title={t('stock.alerts.title')} total={list.total} />
        </Box>
      </Group>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(a) => a._id}
        onRange={list.showRange}
        empty={list.loading ? null : empty}
        height={height ?? '320px'}
        testId="alerts-table"
      />
    </Stack>
  );
}
