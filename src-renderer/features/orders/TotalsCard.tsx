/**
 * The order's figures: what the customer pays (cart, delivery, discount, total) and what it means
 * for the partner (cost, contribution, logistic, to pay, profit), with the taxes inside the price.
 */
import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderTotals } from '../../../src-shared/pricing/index.js';
import { translateText } from '../../components/errors.js';
import { useI18n } from '../../i18n/i18n.js';
import type { Blocked } from './preview.js';

interface Props {
  totals: OrderTotals | null;
  /** The prices' inputs (products, taxes) are still loading: no figure yet. */
  calculating?: boolean;
  /** Why the order planner made no figures of the order (no customer yet, a refusal). */
  blocked?: Blocked | null;
  cartTotal: number;
  deliveryCharge: number | null;
  discount: number;
}

export function TotalsCard({ totals, calculating = false, blocked = null, cartTotal, deliveryCharge, discount }: Props) {
  const { t, money } = useI18n();
  const why = (reason: Blocked): string => {
    if (reason.reason === 'customer') return t('orders.totals.needsCustomer');
    return reason.text ? translateText(reason.text, t, { withField: true }) : t('orders.totals.notHeld');
  };
  const row = (label: string, value: number, id: string, strong = false) => (
    <Group justify="space-between" key={id}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={`totals-${id}`}>
        {money(value)}
      </Text>
    </Group>
  );
  return (
    <Card withBorder data-testid="order-totals">
      <Text fw={600} mb="xs">
        {t('orders.totals')}
      </Text>
      {calculating ? (
        <Text size="sm" c="dimmed" data-testid="totals-calculating">
          {t('orders.totals.calculating')}
        </Text>
      ) : totals === null ? (
        <Text size="sm" c="dimmed" data-testid="totals-unavailable">
          {blocked ? why(blocked) : t('orders.totals.unavailable')}
        </Text>
      ) : (
        <Stack gap={6}>
          {row(t('orders.totals.cart'), cartTotal, 'cart')}
          {deliveryCharge !== null && row(t('orders.totals.delivery'), deliveryCharge, 'delivery')}
          {totals.discountAmount !== 0 && row(t('orders.totals.discount', { percent: String(discount) }), -totals.discountAmount, 'discount')}
          {row(t('orders.totals.total'), totals.total, 'total', true)}
          <Divider my={4} label={t('orders.totals.partnerSide')} labelPosition="left" />
          {row(t('orders.totals.cost'), totals.cost, 'cost')}
          {row(t('orders.totals.contribution'), totals.contribution, 'contribution')}
          {row(t('orders.totals.logistic'), totals.logistic, 'logistic')}
          {row(t('orders.totals.toPay'), totals.toPay, 'toPay', true)}
          {row(t('orders.totals.profit'), totals.profit, 'profit')}
          {totals.taxes.length > 0 && <Divider my={4} label={t('orders.totals.taxes')} labelPosition="left" />}
          {totals.taxes.map((tax) => row(tax.name, tax.total, `tax-${tax.id}`))}
        </Stack>
      )}
    </Card>
  );
}
