/** Every roadmap, newest first, read page by page from the replica; a click opens it above. Hidden while there is none. */
import { Card, Group, Stack, Text } from '@mantine/core';
import { useApi } from '../../app/api.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { ExportButton } from '../../components/ExportButton.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { RefName } from '../../components/pickers/RefSelect.js';
import { SectionTitle } from '../../components/SectionTitle.js';
import type { RoadmapDoc } from '../../components/documents/read.js';

const ALL = {};

export function RoadmapHistory({ onOpen }: { onOpen: (roadmap: RoadmapDoc) => void }) {
  const { t, date } = useI18n();
  const api = useApi();
  const list = usePagedList<RoadmapDoc>('roadmaps', ALL, (q) => api.roadmap.list(q));
  const columns: Column<RoadmapDoc>[] = [
    {
      key: 'number',
      header: t('roadmaps.col.number'),
      width: '90px',
      render: (r) => r.number || t('roadmaps.pendingShort'),
      exportAs: { kind: 'number', field: 'number', empty: t('roadmaps.pendingShort') },
    },
    { key: 'date', header: t('common.date'), width: '130px', render: (r) => date(r.date), exportAs: { kind: 'date', field: 'date' } },
    {
      key: 'driver',
      header: t('roadmaps.driver'),
      width: '1fr',
      render: (r) => <RefName source="users" id={r.driver} />,
      exportAs: { kind: 'text', field: 'driver', ref: { collection: 'users' }, empty: '—' },
    },
    {
      key: 'notes',
      header: t('common.notes'),
      width: '2fr',
      render: (r) => (
        <Text size="sm" truncate>
          {r.notes ?? ''}
        </Text>
      ),
      exportAs: { kind: 'text', field: 'notes' },
    },
  ];
  if (list.total === 0) return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between">
          <SectionTitle>{t('roadmaps.history')}</SectionTitle>
          <ExportButton feature="roadmap" query={ALL} columns={columns} title={t('roadmaps.history')} total={list.total} />
        </Group>
        <DataTable
          columns={columns}
          total={list.total}
          rowAt={list.rowAt}
          rowKey={(r) => r._id}
          onRange={list.showRange}
          onOpen={onOpen}
          empty={null}
          height={tableHeight(list.total, 240)}
          testId="roadmap-history"
        />
      </Stack>
    </Card>
  );
}
