/**
 * The dashboard of roles that may not read the server's statistics (`statistics.main` is the
 * admin's): each sees its own useful figures, counted in its replica (domain §8) — a partner its
 * orders, customers and drafts; operations the orders to prepare and deliver and today's
 * roadmaps; purchasing its buys, receipts to file and stock alerts.
 */
import { SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconClipboardList, IconFileInvoice, IconPackage, IconReceipt, IconRoute, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import { BUY_STATE, BUY_STATES } from '../../../src-shared/constants/buys.js';
import { DRAFT_DEFAULT_STATE, ORDER_STATE } from '../../../src-shared/constants/orders.js';
import { useApi } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { useI18n } from '../../i18n/i18n.js';
import { BUY_STATUS_LOOK, ORDER_STATUS_LOOK, ORDER_STATUSES } from './documents.js';
import { MyBalanceCard } from './MyBalanceCard.js';
import { StatCard } from '../../components/reports/StatCard.js';
import { StateChart } from './StateChart.js';
import { useBuyCounts, useCount, useOrderCounts } from './useReplicaCounts.js';

const shown = (n: number | undefined): string => (n === undefined ? '…' : String(n));

function OrdersChart({ title }: { title: string }) {
  const { t } = useI18n();
  const counts = useOrderCounts();
  const rows = ORDER_STATUSES.map((s) => ({ key: s, label: t(ORDER_STATUS_LOOK[s].label), color: ORDER_STATUS_LOOK[s].color, count: counts?.[s] ?? 0 }));
  return <StateChart title={title} counts={rows} seriesLabel={t('dashboard.orders')} testId="orders-by-state" />;
}

function PartnerFigures() {
  const { t } = useI18n();
  const api = useApi();
  const customers = useCount('customers', 'customers', () => api.customer.list({ limit: 1 }));
  const drafts = useCount('drafts', 'openDrafts', () => api.order.draftList({ state: DRAFT_DEFAULT_STATE, limit: 1 }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t('dashboard.myCustomers')} value={shown(customers)} icon={<IconUsers size={22} />} href="/customers" />
        <StatCard label={t('dashboard.openDrafts')} value={shown(drafts)} hint={t('dashboard.openDraftsHint')} icon={<IconClipboardList size={22} />} href="/drafts" />
        <MyBalanceCard />
      </SimpleGrid>
      <OrdersChart title={t('dashboard.myOrdersByState')} />
    </Stack>
  );
}

function OperationsFigures() {
  const { t, today } = useI18n();
  const api = useApi();
  const counts = useOrderCounts();
  const day = today();
  const roadmaps = useCount('roadmaps', `roadmaps-${day}`, () => api.roadmap.list({ fromDate: day, toDate: day, limit: 1 }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t('dashboard.toPrepare')} value={shown(counts?.[ORDER_STATE.CONFIRMED])} hint={t('dashboard.toPrepareHint')} icon={<IconPackage size={22} />} href="/orders" />
        <StatCard label={t('dashboard.toDeliver')} value={shown(counts?.[ORDER_STATE.PREPARED])} hint={t('dashboard.toDeliverHint')} icon={<IconTruckDelivery size={22} />} href="/orders" />
        <StatCard label={t('dashboard.roadmapsToday')} value={shown(roadmaps)} icon={<IconRoute size={22} />} href="/roadmaps" />
      </SimpleGrid>
      <OrdersChart title={t('dashboard.ordersByState')} />
    </Stack>
  );
}

function PurchasingFigures() {
  const { t } = useI18n();
  const api = useApi();
  const buys = useBuyCounts();
  const withoutReceipt = useCount('buys', 'withoutReceipt', () => api.buy.list({ state: BUY_STATE.APPROVED, withoutReceipt: true, limit: 1 }));
  const alerts = useCount('trackers', 'openAlerts', () => api.tracker.list({ acknowledged: false, limit: 1 }));
  const rows = BUY_STATES.map((s) => ({ key: s, label: t(BUY_STATUS_LOOK[s].label), color: BUY_STATUS_LOOK[s].color, count: buys?.[s] ?? 0 }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t('dashboard.buysToApprove')} value={shown(buys?.[BUY_STATE.TO_APPROVE])} hint={t('dashboard.buysToApproveHint')} icon={<IconReceipt size={22} />} href="/buys" />
        <StatCard label={t('dashboard.withoutReceipt')} value={shown(withoutReceipt)} hint={t('dashboard.withoutReceiptHint')} icon={<IconFileInvoice size={22} />} href="/receipts" />
        <StatCard label={t('dashboard.stockAlerts')} value={shown(alerts)} hint={t('dashboard.stockAlertsHint')} icon={<IconAlertTriangle size={22} />} href="/stock" alert={(alerts ?? 0) > 0} />
      </SimpleGrid>
      <StateChart title={t('dashboard.buysByState')} counts={rows} seriesLabel={t('dashboard.buys')} testId="buys-by-state" />
    </Stack>
  );
}

export function RoleDashboard() {
  const { role } = useSignedIn();
  if (role === 'AV') return <PartnerFigures />;
  if (role === 'COMPRAS') return <PurchasingFigures />;
  return <OperationsFigures />;
}
