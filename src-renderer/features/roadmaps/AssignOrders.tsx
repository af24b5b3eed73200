/**
 * Orders to put on the roadmap: the ones due by its day (`GET /order/due`: confirmed or prepared,
 * not delivered, delivery date on or before that day), picked with a click and assigned together
 * (`PATCH /order/{id}/roadmap`, which also hands them to the roadmap's driver). An order the
 * customer picks up goes on no roadmap: it is listed, not offered, and says why.
 */
import { Badge, Button, Card, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useApi } from '../../app/api.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { EmptyState } from '../../components/EmptyState.js';
import { errorMessage } from '../../components/errors.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { SectionTitle } from '../../components/SectionTitle.js';
import type { OrderDoc, RoadmapDoc } from '../../components/documents/read.js';
import { isCustomerPickUp } from '../../../src-shared/documents/order-delivery.js';
import { useAssignChosen } from './useAssignChosen.js';

const DUE_ORDERS = 'due-orders';
/** The due orders' list (its grid, which holds the focus while rows are picked). */
export const dueOrdersGrid = (): HTMLElement | null => document.querySelector<HTMLElement>(`[data-testid="${DUE_ORDERS}"] [role="grid"]`);

const addressOf = (order: OrderDoc): string => {
  const a = order.delivery?.address;
  return a ? [a.street, a.city].filter(Boolean).join(', ') : '—';
};

export function AssignOrders({ roadmap, day }: { roadmap: RoadmapDoc; day: string }) {
  const { t, money, date, docNumber } = useI18n();
  const api = useApi();
  const filters = useMemo(() => ({ dueBy: day }), [day]);
  const list = usePagedList<OrderDoc>('orders', filters, (q) => api.order.due({ toDate: day, page: Number(q.page), limit: Number(q.limit) }));
  const onThis = (o: OrderDoc) => o.roadmap === roadmap._id;
  const pickUp = (o: OrderDoc) => isCustomerPickUp(o.delivery);
  const { chosen, saving, toggle, assign } = useAssignChosen(
    (id) => api.order.roadmap({ id, roadmap: roadmap._id }),
    (count) => ({ action: t('write.roadmap.orders'), done: t('roadmaps.assigned', { count }) }),
    dueOrdersGrid,
  );
  const pick = (o: OrderDoc) => {
    if (!onThis(o) && !pickUp(o)) toggle(o._id);
  };

  const columns: Column<OrderDoc>[] = [
    {
      key: 'pick',
      header: '',
      width: '44px',
      render: (o) => <Checkbox checked={onThis(o) || chosen.has(o._id)} disabled={onThis(o) || pickUp(o)} readOnly tabIndex={-1} aria-label={t('roadmaps.pickOrder', { number: o.number ?? '' })} />,
    },
    { key: 'number', header: t('roadmaps.col.order'), width: '80px', render: (o) => (o.number === undefined ? '' : docNumber(o.number)) },
    {
      key: 'customer',
      header: t('roadmaps.col.customer'),
      width: '2fr',
      render: (o) => (
        <Text size="sm" truncate>
          {o.customerName ?? '—'}
        </Text>
      ),
    },
    {
      key: 'address',
      header: t('roadmaps.col.address'),
      width: '2fr',
      render: (o) => (
        <Text size="sm" truncate>
          {addressOf(o)}
        </Text>
      ),
    },
    { key: 'date', header: t('roadmaps.col.deliveryDate'), width: '110px', render: (o) => date(o.date) },
    { key: 'total', header: t('common.total'), width: '130px', align: 'right', render: (o) => (o.total === undefined ? '—' : money(o.total)) },
    {
      key: 'roadmap',
      header: t('roadmaps.col.roadmap'),
      width: '140px',
      render: (o) =>
        pickUp(o) && !o.roadmap ? (
          <Tooltip label={t('roadmaps.pickUpHint')}>
            <Badge color="gray" variant="outline">
              {t('roadmaps.pickUp')}
            </Badge>
          </Tooltip>
        ) : onThis(o) ? (
          <Badge color="teal" variant="light">
            {t('roadmaps.onThis')}
          </Badge>
        ) : o.roadmap ? (
          <Badge color="gray" variant="light">
            {t('roadmaps.onOther')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between">
          <SectionTitle>{t('roadmaps.due.title', { date: date(day) })}</SectionTitle>
          <Button disabled={chosen.size === 0} loading={saving} onClick={() => void assign()}>
            {t('roadmaps.assign', { count: chosen.size })}
          </Button>
        </Group>
        {list.error ? (
          <Text size="sm" c="red">
            {errorMessage(list.error, t)}
          </Text>
        ) : (
          <DataTable
            columns={columns}
            total={list.total}
            rowAt={list.rowAt}
            rowKey={(o) => o._id}
            onRange={list.showRange}
            onOpen={pick}
            empty={<EmptyState title={t('roadmaps.due.emptyTitle')} hint={t('roadmaps.due.emptyHint')} />}
            height={tableHeight(list.total, 280)}
            testId={DUE_ORDERS}
          />
        )}
      </Stack>
    </Card>
  );
}
