/**
 * A buy past editing (APROBADA or CANCELADA): what was bought at what price, the stock of each
 * product now, the withdrawal and its driver, and the actions its state still allows.
 */
import { Alert, Button, Card, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconFileInvoice } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { BUY_STATE } from '../../../src-shared/constants/buys.js';
import { canChangeBuyPickUp } from '../../../src-shared/states/index.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { PageHeader } from '../../components/EmptyState.js';
import { InfoField } from '../../components/InfoField.js';
import { HistorySection } from '../../components/HistorySection.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import { BuyActions } from './BuyActions.js';
import { BuyBadges } from './BuyBadges.js';
import { BuyItemsTable } from './BuyItemsTable.js';
import { BuyPrint } from './BuyPrint.js';
import { BuyTotals } from './BuyTotals.js';
import { buyState } from '../../components/documents/purchasing.js';
import { DriverAssign } from './DriverAssign.js';
import { DriverName } from '../../components/pickers/DriverSelect.js';
import { useCartProducts } from './useBuyPricing.js';
import { WithdrawalChange } from './WithdrawalChange.js';
import { awaitsServer, type BuyDoc } from '../../components/documents/read.js';

export function BuyView({ buy }: { buy: BuyDoc }) {
  const { t, money, date, dateTime } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const items = buy.cart?.items ?? [];
  const { products } = useCartProducts(items.map((i) => i.product));
  const { data: providerDoc } = useIpcQuery(['providers'], ['get', buy.provider], () => api.provider.get({ id: buy.provider ?? '' }), { enabled: Boolean(buy.provider) });
  const provider = providerDoc ? providerDoc : null;
  const mayAssign = useMayCall('buy.driver');
  const mayAddReceipt = useMayCall('receipt.create');
  const mayChangeWithdrawal = useMayCall('buy.withdrawal');
  const withdrawal = buy.withdrawal;
  const open = canChangeBuyPickUp(buyState(buy), { committed: Boolean(buy.committed) });
  const receipts = buy.receipts?.length ?? 0;

  return (
    <>
      <PageHeader
        title={buy.number ? t('buys.titleOne', { number: buy.number }) : t('buys.titleUnsynced')}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
              {t('common.back')}
            </Button>
            <BuyPrint buy={buy} />
          </Group>
        }
      >
        <Group justify="space-between">
          <BuyBadges buy={buy} />
          <BuyActions buy={buy} />
        </Group>
      </PageHeader>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <Card withBorder>
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                <InfoField label={t('buys.provider')}>{buy.providerName ?? provider?.name ?? '—'}</InfoField>
                <InfoField label={t('buys.createdAt')}>{date(buy.createdAt)}</InfoField>
                <InfoField label={t('buys.approvedAt')}>{dateTime(buy.approvedAt)}</InfoField>
                <InfoField label={t('buys.committedAt')}>{dateTime(buy.committedAt)}</InfoField>
              </SimpleGrid>
            </Card>
            <Card withBorder p={0}>
              <BuyItemsTable items={items} products={products} />
            </Card>
            {buy.notes && (
              <Card withBorder>
                <InfoField label={t('common.notes')}>{buy.notes}</InfoField>
              </Card>
            )}
            <HistorySection entity="buys" id={buy._id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            <BuyTotals
              totals={{ cost: buy.cost ?? 0, logistic: buy.logistic ?? 0, total: buy.total ?? 0 }}
              minimum={provider?.minimumPurchase}
              providerName={buy.providerName ?? provider?.name}
              underMinimum={(buy.warnings?.length ?? 0) > 0}
              stored
            />
            <Card withBorder>
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start">
                  <InfoField label={t('buys.withdrawal')}>
                    {withdrawal?._id ? t('buys.withdrawal.option', { name: withdrawal.name ?? '', fee: money(withdrawal.fee) }) : t('buys.withdrawal.none')}
                  </InfoField>
                  {mayChangeWithdrawal && open && !awaitsServer(buy) && <WithdrawalChange buy={buy} />}
                </Group>
                {withdrawal?._id && (
                  <>
                    <InfoField label={t('buys.withdrawal.date')}>{withdrawal.date ? date(withdrawal.date) : t('buys.withdrawal.dateLater')}</InfoField>
                    <InfoField label={t('buys.withdrawal.charged')}>{withdrawal.charged ? t('common.yes') : t('common.no')}</InfoField>
                    {mayAssign && open ? (
                      <DriverAssign buy={buy} />
                    ) : (
                      <InfoField label={t('buys.driver')}>
                        <DriverName id={buy.driver} />
                      </InfoField>
                    )}
                  </>
                )}
              </Stack>
            </Card>
            <Card withBorder>
              <Group justify="space-between">
                <InfoField label={t('buys.receipts')}>{receipts === 0 ? t('buys.receipts.none') : t('buys.receipts.count', { count: receipts })}</InfoField>
                {mayAddReceipt && buyState(buy) !== BUY_STATE.CANCELLED && (
                  <Button variant="light" size="xs" leftSection={<IconFileInvoice size={14} />} onClick={() => navigate(`~/receipts/new?buy=${buy._id}`)}>
                    {t('buys.receipts.add')}
                  </Button>
                )}
              </Group>
            </Card>
            {buyState(buy) === BUY_STATE.CANCELLED && (
              <Alert color="gray" icon={<IconAlertTriangle size={16} />}>
                {t('buys.cancelledNote')}
              </Alert>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
