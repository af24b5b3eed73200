/**
 * The movements behind a partner's balance, newest first: its delivered orders (it owes their
 * `toPay`) and the cash it collected or was paid, each with the balance right after it. Orders
 * and customers link to their screens.
 */
import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { PartnerMovement } from '../../../src-shared/documents/finance.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { useI18n } from '../../i18n/i18n.js';
import { Money } from '../../components/reports/Money.js';
import { stopRowOpen } from '../../components/reports/useReportPages.js';
import { MOVEMENT_COLOR, movementKey, withRunningBalance, type MovementRow } from './movements.js';
import { movementsExport } from './movementsExport.js';
import { SectionTitle } from '../../components/SectionTitle.js';

function Reference({ row }: { row: MovementRow }) {
  const { t } = useI18n();
  if (row.kind !== 'order') return <Text size="sm">{t('finance.movement.entry', { number: row.number })}</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor component={Link} href={`~/orders/${row._id}`} size="sm" onClick={stopRowOpen}>
        {t('finance.movement.order', { number: row.number })}
      </Anchor>
      {row.stored && (
        <Tooltip label={t('finance.movement.stored')}>
          <IconLock size={14} aria-label={t('finance.movement.stored')} />
        </Tooltip>
      )}
    </Group>
  );
}

/** An order names its customer; a cash entry says what it was, with a way to its customer when it names one. */
function Detail({ row }: { row: MovementRow }) {
  const { t } = useI18n();
  const customer = (label: string) =>
    row.customer ? (
      <Anchor component={Link} href={`~/customers/${row.customer}`} size="sm" onClick={stopRowOpen} truncate>
        {label}
      </Anchor>
    ) : (
      <Text size="sm">{label}</Text>
    );
  if (row.kind === 'order') return customer(row.description ?? '—');
  return (
    <Group gap={8} wrap="nowrap">
      <Text size="sm" truncate>
        {row.description ?? '—'}
      </Text>
      {row.customer && customer(t('finance.movement.customer'))}
    </Group>
  );
}

/** `title`: the export's (the partner's name in it); the table's own heading otherwise. */
export function PartnerMovements({ movements, emptyHint, title }: { movements: readonly PartnerMovement[]; emptyHint: string; title?: string }) {
  const { t, date } = useI18n();
  const rows = useMemo(() => withRunningBalance(movements), [movements]);
  const exported = useMemo(() => movementsExport(rows, t), [rows, t]);
  const columns: Column<MovementRow>[] = [
    { key: 'date', header: t('common.date'), width: '110px', render: (m) => date(m.at) },
    {
      key: 'kind',
      header: t('finance.movement.kind'),
      width: '150px',
      render: (m) => (
        <Badge color={MOVEMENT_COLOR[m.kind]} variant="light">
          {t(`finance.movement.kind.${m.kind}`)}
        </Badge>
      ),
    },
    { key: 'ref', header: t('finance.movement.ref'), width: '130px', render: (m) => <Reference row={m} /> },
    { key: 'detail', header: t('finance.movement.detail'), width: '2fr', render: (m) => <Detail row={m} /> },
    { key: 'amount', header: t('finance.movement.amount'), width: '140px', align: 'right', render: (m) => <Money value={m.amount} /> },
    { key: 'effect', header: t('finance.movement.effect'), width: '140px', align: 'right', render: (m) => <Money value={m.effect} testId="movement-effect" /> },
    { key: 'balance', header: t('finance.movement.balanceAfter'), width: '150px', align: 'right', render: (m) => <Money value={m.balanceAfter} strong testId="movement-balance" /> },
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <SectionTitle>{t('finance.movements')}</SectionTitle>
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {t('common.rows', { count: rows.length })}
          </Text>
          <ExportButton source={exported.source} columns={exported.columns} title={title ?? t('finance.movements')} total={rows.length} />
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('finance.movements.hint')}
      </Text>
      <DataTable
        columns={columns}
        total={rows.length}
        rowAt={(i) => rows[i]}
        rowKey={movementKey}
        empty={<EmptyState title={t('finance.movements.empty')} hint={emptyHint} />}
        height={tableHeight(rows.length, 480)}
        testId="partner-movements"
      />
    </Stack>
  );
}
