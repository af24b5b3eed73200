/**
 * A partner's balance with the company (`GET /statistics/my-finances`, domain §6): positive, the
 * partner owes the company; negative, the company owes the partner. Read from the server, so it
 * says so when the connection is missing instead of showing a stale figure.
 */
import { IconScale } from '@tabler/icons-react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { StatCard } from '../../components/reports/StatCard.js';

export function MyBalanceCard() {
  const { t, money } = useI18n();
  const api = useApi();
  const { data, error } = useIpcQuery(['*'], ['statistics', 'myFinances'], async () => (await api.statistics.myFinances({})) as { balance?: number });
  const balance = typeof data?.balance === 'number' ? data.balance : null;
  const value = balance === null ? (error ? '—' : '…') : money(balance);
  const hint = error ? t('dashboard.myBalanceOffline') : balance !== null && balance < 0 ? t('dashboard.myBalanceOwed') : t('dashboard.myBalanceOwes');
  return <StatCard label={t('dashboard.myBalance')} value={value} hint={hint} icon={<IconScale size={22} />} color="grape" href="/my-finances" />;
}
