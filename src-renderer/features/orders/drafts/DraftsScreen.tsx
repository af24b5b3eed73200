/**
 * `/drafts`: carts customers and partners started. An OPEN draft is confirmed (it becomes a
 * PENDIENTE order with the same items) or removed; confirmed ones keep the order they became, and
 * removed ones stay CLOSED ("Anulados"), to be read with who called them off and when, never acted on.
 * Staff start one for a customer at `/drafts/new` (Ctrl+N).
 */
import { withDelivery } from '../../../../src-shared/pricing/order-totals.js';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { DRAFT_STATES, type DraftState } from '../../../../src-shared/constants/orders.js';
import { closingShown } from '../../../../src-shared/documents/draft-closing.js';
import { useApi, useBridge, useIpcQuery } from '../../../app/api.js';
import { confirmAction } from '../../../components/confirm.js';
import { DataTable, type Column } from '../../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../../components/EmptyState.js';
import { ExportButton } from '../../../components/ExportButton.js';
import { PendingSyncMark } from '../../../components/PendingSync.js';
import { labelsOf } from '../../../components/exportColumns.js';
import { withQueuedFeedback } from '../../../components/queuedFeedback.js';
import { usePagedList } from '../../../components/usePagedList.js';
import { useI18n } from '../../../i18n/i18n.js';
import { useMay } from '../../../components/access.js';
import { useUserNames, useUsers } from '../../../components/references/sales.js';
import { DraftConfirmModal } from './DraftConfirmModal.js';
import { DraftDetail } from './DraftDetail.js';
import { DraftEditor } from './DraftEditor.js';
import { useDraftClosings } from './useDraftClosing.js';
import { useUserScopedReads } from '../../../app/userScope.js';
import type { DraftDoc } from '../../../components/documents/read.js';
import { useOwnNewHotkey } from '../../../app/newHotkey.js';

type Tab = DraftState;
const TABS: readonly Tab[] = DRAFT_STATES;

function CustomerName({ id }: { id: string | undefined }) {
  const api = useApi();
  const { data } = useIpcQuery(['customers'], ['get', id], () => api.customer.get({ id: id ?? '' }), { enabled: Boolean(id) });
  const name = data ? data.name : '—';
  // Long names end in "…" in their column, whole on hover.
  return (
    <Text size="sm" truncate title={name}>
      {name}
    </Text>
  );
}

export function DraftsScreen() {
  useUserScopedReads();
  return (
    <Switch>
      <Route path="/new">
        <DraftEditor />
      </Route>
      <Route>
        <DraftsList />
      </Route>
    </Switch>
  );
}

function DraftsList() {
  const { t, money, date, dateTime } = useI18n();
  const api = useApi();
  const bridge = useBridge();
  const may = useMay();
  const [, navigate] = useLocation();
  const [state, setState] = useState<Tab>('OPEN');
  const [shown, setShown] = useState<DraftDoc | null>(null);
  const [confirming, setConfirming] = useState<DraftDoc | null>(null);
  const userName = useUserNames();
  const userLabels = labelsOf(
    useUsers().map((u) => u._id),
    userName,
  );
  const canAct = may('order.draftConfirm');
  const canCreate = may('order.draftCreate');
  useOwnNewHotkey('/drafts', () => canCreate && navigate('/new'));
  const list = usePagedList('drafts', { state }, (q) => api.order.draftList(q));
  const rowAt = useCallback(
    (i: number) => {
      const doc = list.rowAt(i);
      return doc && doc;
    },
    [list],
  );
  // The rows on screen: who called off the CLOSED ones is one read for all of them.
  const [range, setRange] = useState<readonly [number, number]>([0, -1]);
  const listShowRange = list.showRange;
  const showRange = useCallback(
    (first: number, last: number) => {
      setRange((shownRange) => (shownRange[0] === first && shownRange[1] === last ? shownRange : [first, last]));
      listShowRange(first, last);
    },
    [listShowRange],
  );
  const onScreen = useMemo(() => Array.from({ length: Math.max(0, range[1] - range[0] + 1) }, (_, i) => list.rowAt(range[0] + i)), [list, range]);
  const closings = useDraftClosings(state === 'CLOSED' ? onScreen : []);
  // The export names whoever the rows name, offline too: what was read goes along with it.
  const knownClosings = useMemo(() => Object.fromEntries([...closings].flatMap(([id, closing]) => (closing ? [[id, closing] as const] : []))), [closings]);
  const { data: shownCustomer } = useIpcQuery(['customers'], ['get', shown?.customer], () => api.customer.get({ id: shown?.customer ?? '' }), { enabled: Boolean(shown?.customer) });

  const remove = async (draft: DraftDoc) => {
    // Who will see it called off, by name, and in the words the storefront shows them.
    const customer = draft.customer
      ? await api.customer.get({ id: draft.customer }).then(
          (c) => c.name,
          () => null,
        )
      : null;
    const body = t('drafts.remove.body', { customer: customer ?? t('drafts.remove.theCustomer'), customerSees: t('store.state.CLOSED') });
    const labels = { confirm: t('drafts.remove.confirm'), cancel: t('drafts.remove.keep') };
    if (!(await confirmAction(t, t('drafts.remove.title', { number: String(draft.number ?? '') }), body, true, labels))) return;
    // "Borrador anulado" once the server took it, as an order's actions say it.
    await withQueuedFeedback(() => api.order.draftRemove({ id: draft._id }), t, { api, bridge }, { action: t('drafts.remove'), done: t('drafts.removed'), onQueued: () => setShown(null) });
  };
  const confirm = (draft: DraftDoc) => {
    setShown(null);
    setConfirming(draft);
  };

  const documentColumns: Column<DraftDoc>[] = [
    {
      key: 'number',
      header: t('orders.col.number'),
      width: '80px',
      render: (d) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{d.number ?? '—'}</Text>
          <PendingSyncMark doc={d} />
        </Group>
      ),
      exportAs: { kind: 'number', field: 'number' },
    },
    { key: 'date', header: t('orders.col.date'), width: '110px', render: (d) => date(d.createdAt), exportAs: { kind: 'date', field: 'createdAt' } },
    {
      key: 'customer',
      header: t('orders.col.customer'),
      width: '2fr',
      render: (d) => <CustomerName id={d.customer} />,
      exportAs: { kind: 'text', field: 'customer', ref: { collection: 'customers' }, empty: '—' },
    },
    {
      key: 'partner',
      header: t('orders.col.partner'),
      width: '1.3fr',
      render: (d) => (d.partner ? userName(d.partner) : t('customers.house')),
      exportAs: { kind: 'text', field: 'partner', labels: userLabels, labelsOnly: true, empty: t('customers.house') },
    },
    { key: 'items', header: t('drafts.col.items'), width: '90px', align: 'right', render: (d) => String(d.cart?.items.length ?? 0), exportAs: { kind: 'count', field: 'cart.items' } },
    {
      key: 'total',
      header: t('orders.col.total'),
      width: '130px',
      align: 'right',
      // With the delivery the customer pays, as the customer's page shows the same draft.
      render: (d) => (d.cart?.total !== undefined ? money(withDelivery(d.cart.total, d.delivery)) : '—'),
      exportAs: { kind: 'money', derived: 'draftTotal' },
    },
  ];
  const closedColumns: Column<DraftDoc>[] = [
    {
      key: 'closedAt',
      header: t('drafts.col.closedAt'),
      width: '150px',
      render: (d) => {
        const at = closingShown(d, closings.get(d._id)).at;
        return at === null ? '—' : dateTime(at);
      },
      exportAs: { kind: 'datetime', field: 'closing.at' },
    },
    {
      key: 'closedBy',
      header: t('drafts.col.closedBy'),
      width: '1.3fr',
      render: (d) => closingShown(d, closings.get(d._id)).by ?? '—',
      exportAs: { kind: 'text', field: 'closing.by', empty: '—' },
    },
  ];
  const actionColumns: Column<DraftDoc>[] = [
    {
      key: 'actions',
      header: t('common.actions'),
      width: '220px',
      render: (d) =>
        d.state === 'OPEN' && canAct ? (
          <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
            <Button size="compact-sm" onClick={() => confirm(d)}>
              {t('drafts.confirm')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void remove(d)}>
              {t('drafts.remove')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {d.order ? t('drafts.becameOrder') : '—'}
          </Text>
        ),
    },
  ];
  // A CLOSED draft is only read: who called it off and when stand where the actions would.
  const columns = [...documentColumns, ...(state === 'CLOSED' ? closedColumns : actionColumns)];

  return (
    <Stack gap="sm">
      <PageHeader
        title={t('nav.drafts')}
        actions={
          <>
            <ExportButton
              feature="draft"
              query={{ state }}
              annex={state === 'CLOSED' ? 'draftClosing' : undefined}
              known={knownClosings}
              columns={columns}
              title={t('nav.drafts')}
              total={list.total}
            />
            {canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/new')}>
                {t('drafts.new')}
              </Button>
            )}
          </>
        }
      />
      <Tabs value={state} onChange={(v) => setState(TABS.find((s) => s === v) ?? 'OPEN')}>
        <Tabs.List>
          {TABS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`drafts.state.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(d) => d._id}
        onOpen={setShown}
        onRange={showRange}
        empty={list.loading ? null : <EmptyState title={t(`drafts.empty.${state}`)} hint={t(`drafts.empty.${state}.hint`)} />}
        testId="drafts-table"
      />
      <DraftDetail
        draft={shown}
        customerName={shownCustomer ? shownCustomer.name : '…'}
        canAct={canAct}
        onClose={() => setShown(null)}
        onConfirm={confirm}
        onRemove={(d) => void remove(d)}
        onOpenOrder={(order) => navigate(`~/orders/${order}`)}
      />
      <DraftConfirmModal key={confirming?._id ?? 'none'} draft={confirming} onClose={() => setConfirming(null)} />
    </Stack>
  );
}
