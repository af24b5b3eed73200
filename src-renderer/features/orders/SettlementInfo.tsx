/**
 * How a delivered order's money was settled (domain §6): collected (the cash entry it recorded) or
 * added to the customer's current account (and the balance now). Roles that cannot read the cash
 * book or the accounts see what the order itself records. The way it was collected is the cash
 * entry's alone (the driver may have collected otherwise than the order said), so until that entry
 * is in the replica (the pull after the delivery brings it) the box says the amount only. On the
 * account, what the driver collected at the door (the payment recorded with the delivery) is said
 * too, with what stayed owed.
 */
import { Alert, Text } from '@mantine/core';
import { IconCash, IconReceipt } from '@tabler/icons-react';
import { Decimal } from '../../../src-shared/money.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { useI18n } from '../../i18n/i18n.js';
import { mayCall } from '../../components/access.js';
import type { OrderDoc } from '../../components/documents/read.js';

export function SettlementInfo({ order }: { order: OrderDoc }) {
  const { t, money, moment } = useI18n();
  const api = useApi();
  const { role } = useSignedIn();
  const settlement = order.settlement ?? null;
  const isCash = settlement?.kind === 'cash';
  const readsCash = mayCall(role, 'cashflow.get');
  const readsAccounts = mayCall(role, 'account.list');
  const { data: entryDoc } = useIpcQuery(['cashflows'], ['get', settlement?.ref], () => api.cashflow.get({ id: settlement?.ref ?? '' }), { enabled: isCash && readsCash });
  const { data: accounts } = useIpcQuery(['accounts'], ['of', order.customer], () => api.account.list({ customer: order.customer ?? '' }), {
    enabled: settlement?.kind === 'account' && readsAccounts,
  });
  // What the driver brought back for an order on the account: the payment recorded with the delivery.
  const paymentId = settlement?.kind === 'account' ? settlement.payment : undefined;
  const { data: payment } = useIpcQuery(['accountMovements'], ['get', paymentId], () => api.accountMovement.get({ id: paymentId ?? '' }), {
    enabled: paymentId !== undefined && readsAccounts,
  });
  if (!order.delivery?.delivered || !settlement) return null;
  const when = moment(order.delivery.deliveredAt);
  if (isCash) {
    const entry = entryDoc ? entryDoc : undefined;
    const amount = entry?.amount ?? order.total ?? 0;
    const method = entry?.paymentMethod;
    return (
      <Alert color="teal" icon={<IconCash size={18} />} title={t('orders.settlement.delivered', { when })}>
        <Text size="sm" data-testid="settlement">
          {method ? t('orders.settlement.cash', { amount: money(amount), method: t(`orders.cashMethod.${method}`) }) : t('orders.settlement.cashAmount', { amount: money(amount) })}
        </Text>
      </Alert>
    );
  }
  const account = (accounts?.docs ?? []).find((a) => a.status !== false);
  return (
    <Alert color="blue" icon={<IconReceipt size={18} />} title={t('orders.settlement.delivered', { when })}>
      <Text size="sm" data-testid="settlement">
        {t('orders.settlement.account', { amount: money(order.total ?? 0) })}
      </Text>
      {payment && (
        <Text size="sm" data-testid="settlement-collected">
          {t('orders.settlement.collectedOnAccount', {
            amount: money(-payment.delta),
            left: money(
              Decimal.from(order.total ?? 0)
                .add(payment.delta)
                .toNumber(),
            ),
          })}
        </Text>
      )}
      {account && (
        <Text size="sm" data-testid="settlement-balance">
          {t('orders.settlement.balance', { balance: money(account.balance) })}
        </Text>
      )}
    </Alert>
  );
}
