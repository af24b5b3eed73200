/**
 * One provider's balance (`GET /statistics/provider-balances/{id}`, domain §6): the sums it comes
 * from and the receipts and payments behind it, newest first, paged; receipts open their screen.
 */
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore, IconCash, IconFileInvoice, IconScale } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useLocation } from 'wouter';
import type { ProviderMovement } from '../../../src-shared/documents/finance.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { labelsOf } from '../../components/exportColumns.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useI18n } from '../../i18n/i18n.js';
import { StatCard } from '../../components/reports/StatCard.js';
import { keyedPage } from '../../components/documents/finance.js';
import { providerStanding } from './documents.js';
import { Money } from '../../components/reports/Money.js';
import { ReportError, ReportState } from '../../components/reports/ReportState.js';
import { stopRowOpen, useReportPages } from '../../components/reports/useReportPages.js';
import { rowCount } from '../../components/rowCount.js';

const KIND_COLOR: Readonly<Record<ProviderMovement['kind'], string>> = { FC: 'blue', ND: 'orange', NC: 'grape', EGRESS: 'teal' };

function Reference({ row }: { row: ProviderMovement }) {
  const { docNumber } = useI18n();
  const label = docNumber(row.number);
  if (row.collection !== 'receipts') return <Text size="sm">{label}</Text>;
  return (
    <Anchor component={Link} href={`~/receipts/${row._id}`} size="sm" onClick={stopRowOpen}>
      {label}
    </Anchor>
  );
}

const KINDS: ReadonlyArray<ProviderMovement['kind']> = ['FC', 'ND', 'NC', 'EGRESS'];

function Movements({ id, title }: { id: string; title: string }) {
  const { t, date } = useI18n();
  const api = useApi();
  const list = useReportPages('provider-balance', async (page, limit) => keyedPage((await api.statistics.providerBalance({ id, page, limit })).movements, (m) => m._id), { id });
  const rowAt = useCallback((i: number) => list.rowAt(i), [list]);
  const columns: Column<ProviderMovement>[] = [
    { key: 'date', header: t('common.date'), width: '120px', render: (m) => date(m.at), exportAs: { kind: 'date', field: 'at' } },
    {
      key: 'kind',
      header: t('statistics.providers.kind'),
      width: '170px',
      render: (m) => (
        <Badge color={KIND_COLOR[m.kind]} variant="light">
          {t(`statistics.providers.kind.${m.kind}`)}
        </Badge>
      ),
      exportAs: { kind: 'text', field: 'kind', labels: labelsOf(KINDS, (k) => t(`statistics.providers.kind.${k}`)) },
    },
    { key: 'ref', header: t('statistics.providers.ref'), width: '1fr', render: (m) => <Reference row={m} />, exportAs: { kind: 'number', field: 'number' } },
    { key: 'amount', header: t('finance.movement.amount'), width: '150px', align: 'right', render: (m) => <Money value={m.amount} />, exportAs: { kind: 'money', field: 'amount' } },
    {
      key: 'effect',
      header: t('statistics.providers.effect'),
      width: '150px',
      align: 'right',
      render: (m) => <Money value={m.effect} strong testId="movement-effect" />,
      exportAs: { kind: 'money', field: 'effect' },
    },
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
        <ExportButton source={{ kind: 'server', call: 'statistics.providerBalance', input: { id, limit: MAX_LIMIT }, rows: 'movements' }} columns={columns} title={title} total={list.total} />
      </Group>
      {list.error !== null && <ReportError error={list.error} onRetry={list.retry} />}
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(m) => `${m.collection}:${m._id}`}
        onRange={list.showRange}
        empty={list.loading || list.error !== null ? null : <EmptyState title={t('statistics.providers.movementsEmpty')} hint={t('statistics.providers.movementsEmptyHint')} />}
        height={tableHeight(list.total, 480)}
        testId="provider-movements"
      />
    </Stack>
  );
}

export function ProviderBalanceDetail({ id }: { id: string }) {
  const { t, money } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const report = useIpcQuery(['*'], ['statistics', 'providerBalance', id], async () => await api.statistics.providerBalance({ id, limit: 1 }));
  return (
    <ReportState {...report}>
      {(detail) => (
        <Stack gap="md">
          <PageHeader
            title={detail.provider.name}
            actions={
              <Group gap="xs">
                <Button variant="light" leftSection={<IconBuildingStore size={16} />} onClick={() => navigate(`~/providers/${detail.provider._id}`)}>
                  {t('statistics.providers.open')}
                </Button>
                <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/provider-balances')}>
                  {t('common.back')}
                </Button>
              </Group>
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <StatCard
              label={t('statistics.col.providerBalance')}
              value={money(detail.balance)}
              hint={t(`statistics.providers.standing.${providerStanding(detail.balance)}`)}
              icon={<IconScale size={22} />}
              color="orange"
              testId="provider-balance"
            />
            <StatCard
              label={t('statistics.col.invoiced')}
              value={money(detail.invoiced)}
              hint={t('statistics.providers.invoicedHint')}
              icon={<IconFileInvoice size={22} />}
              testId="provider-invoiced"
            />
            <StatCard
              label={t('statistics.providers.notes')}
              value={money(detail.debitNotes)}
              hint={t('statistics.providers.notesHint', { credit: money(detail.creditNotes) })}
              icon={<IconFileInvoice size={22} />}
              color="grape"
              testId="provider-notes"
            />
            <StatCard label={t('statistics.col.providerPaid')} value={money(detail.paid)} hint={t('statistics.providers.paidHint')} icon={<IconCash size={22} />} color="teal" testId="provider-paid" />
          </SimpleGrid>
          <Movements id={id} title={`${t('statistics.tab.providers')} · ${detail.provider.name}`} />
        </Stack>
      )}
    </ReportState>
  );
}
