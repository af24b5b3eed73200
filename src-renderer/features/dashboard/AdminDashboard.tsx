/**
 * The dashboard of a role that reads `GET /statistics/main` (domain §6): orders by state, sales
 * this month, buys awaiting approval, shortage and negative stock counts and the cash balance,
 * computed by the server over the whole business.
 */
import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconPackageOff, IconReceipt, IconShoppingCart } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useApi, useIpcQuery } from '../../app/api.js';
import { errorMessage } from '../../components/errors.js';
import { useI18n } from '../../i18n/i18n.js';
import { ORDER_STATUS_LOOK, ORDER_STATUSES } from './documents.js';
import { StatCard } from '../../components/reports/StatCard.js';
import { StateChart } from './StateChart.js';

export function AdminDashboard() {
  const { t, money, locale } = useI18n();
  const api = useApi();
  const { data, error, isLoading, refetch } = useIpcQuery(['*'], ['statistics', 'main'], async () => await api.statistics.main({}));
  if (isLoading) return <Loader />;
  if (error || !data) {
    return (
      <Alert color="yellow" title={t('dashboard.unavailable')}>
        <Text size="sm">{errorMessage(error, t)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const month = dayjs(`${data.salesThisMonth.month}-01`)
    .locale(locale === 'en' ? 'en' : 'es')
    .format('MMMM YYYY');
  const counts = ORDER_STATUSES.map((s) => ({ key: s, label: t(ORDER_STATUS_LOOK[s].label), color: ORDER_STATUS_LOOK[s].color, count: data.orders[s] ?? 0 }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <StatCard
          label={t('dashboard.sales')}
          value={money(data.salesThisMonth.total)}
          hint={t('dashboard.salesHint', { count: data.salesThisMonth.orders, month })}
          icon={<IconShoppingCart size={22} />}
          color="teal"
          href="/orders"
          testId="stat-sales"
        />
        <StatCard
          label={t('dashboard.buysToApprove')}
          value={String(data.buysAwaitingApproval)}
          hint={t('dashboard.buysToApproveHint')}
          icon={<IconReceipt size={22} />}
          href="/buys"
          testId="stat-buys"
        />
        <StatCard
          label={t('dashboard.shortage')}
          value={String(data.shortage)}
          hint={t('dashboard.shortageHint')}
          icon={<IconPackageOff size={22} />}
          color="orange"
          href="/stock"
          testId="stat-shortage"
        />
        <StatCard
          label={t('dashboard.negative')}
          value={String(data.negative)}
          hint={t('dashboard.negativeHint')}
          icon={<IconAlertTriangle size={22} />}
          href="/stock"
          alert={data.negative > 0}
          testId="stat-negative"
        />
        <StatCard label={t('dashboard.cash')} value={money(data.cashBalance)} hint={t('dashboard.cashHint')} icon={<IconCash size={22} />} color="green" href="/cashflow/balances" testId="stat-cash" />
      </SimpleGrid>
      <StateChart title={t('dashboard.ordersByState')} counts={counts} seriesLabel={t('dashboard.orders')} testId="orders-by-state" />
    </Stack>
  );
}
