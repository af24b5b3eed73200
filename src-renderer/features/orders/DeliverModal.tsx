/**
 * Delivering asks what was actually collected and how (issues 18, 19): "Cobrado" starts at the
 * total for a customer who pays on delivery, and at 0 for one with a current account (whose orders
 * go on the account unless the driver brings money back), and "Forma de cobro" at the order's method. What that records is worked out by the same
 * shared rule the server applies (`planDeliverySettlement`), so the dialog says exactly what the
 * server will store, and refuses before sending what the server would refuse.
 */
import { Button, Group, List, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_DEFAULT_PAYMENT_METHOD, ORDER_PAYMENT_METHODS, ORDER_PAYMENT_TO_CASHFLOW, type OrderPaymentMethod } from '../../../src-shared/constants/orders.js';
import { PARTIAL_NEEDS_ACCOUNT, planDeliverySettlement, type DeliveryCollected } from '../../../src-shared/documents/delivery-collection.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import type { NumberValue } from '../../components/DecimalInput.js';
import { useI18n } from '../../i18n/i18n.js';
import type { AccountKnowledge } from './effects.js';
import type { OrderDoc } from '../../components/documents/read.js';

interface Props {
  order: OrderDoc;
  opened: boolean;
  /** The stock (and, without a collection typed, money) lines of `describeAction`. */
  effects: string[];
  account: AccountKnowledge;
  onClose: () => void;
  onDeliver: (collected: DeliveryCollected) => void;
}

export function DeliverModal({ order, opened, effects, account, onClose, onDeliver }: Props) {
  const { t, money } = useI18n();
  const total = order.total ?? 0;
  const startAt = account === 'account' ? 0 : total;
  const [amount, setAmount] = useState<NumberValue>(startAt);
  // Each opening starts from what this customer usually does, once whether it has an account is known.
  useEffect(() => {
    if (opened) setAmount(startAt);
  }, [opened, startAt]);
  const [method, setMethod] = useState<OrderPaymentMethod>(order.paymentMethod ?? ORDER_DEFAULT_PAYMENT_METHOD);
  const collected: DeliveryCollected | null = amount === '' ? null : { amount, paymentMethod: method };
  const methodText = t(`orders.cashMethod.${ORDER_PAYMENT_TO_CASHFLOW[method]}`);
  // Whether the customer has an account may be unknown to a role that cannot read accounts: the server
  // decides then, and the dialog works the figures as for an account (collecting more than the total is
  // refused either way) and says that a part left unpaid needs one.
  const planned = collected ? planDeliverySettlement({ total, paymentMethod: order.paymentMethod ?? ORDER_DEFAULT_PAYMENT_METHOD }, account !== 'cash', collected) : null;
  const error =
    amount === ''
      ? t('orders.deliver.collectedRequired')
      : planned && !planned.ok
        ? t(planned.text.key === PARTIAL_NEEDS_ACCOUNT.key ? 'orders.deliver.needsAccount' : 'orders.deliver.overTotal')
        : undefined;
  const moneyLine = (() => {
    if (!planned?.ok) return null;
    const { plan } = planned;
    if (account === 'cash') return t('orders.effect.settle.cash', { total: money(plan.collected), method: methodText });
    if (account === 'unknown') {
      if (plan.leftOnAccount === 0) return null;
      return t('orders.deliver.effect.unknown', { collected: money(plan.collected), method: methodText, left: money(plan.leftOnAccount), customer: order.customerName ?? '' });
    }
    return t('orders.deliver.effect.account', { collected: money(plan.collected), method: methodText, left: money(plan.leftOnAccount) });
  })();
  const stockLines = effects.slice(0, -1);
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.ask', { action: t('orders.action.deliver'), number: String(order.number ?? '') })}>
      {/* The cursor starts on what was collected; Enter there delivers, as the button does. */}
      <Stack
        component="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (collected && error === undefined) onDeliver(collected);
        }}
      >
        <MoneyInput label={t('orders.deliver.collected')} value={amount} onChange={setAmount} error={error} data-testid="deliver-collected" data-autofocus />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="deliver-method-label">
            {t('orders.deliver.method')}
          </Text>
          <SegmentedControl
            aria-labelledby="deliver-method-label"
            value={method}
            onChange={(value) => setMethod(value as OrderPaymentMethod)}
            data={ORDER_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.paymentMethod.${m}`) }))}
          />
        </Stack>
        <Text size="sm">{t('orders.ask.effects')}</Text>
        <List size="sm">
          {/* The last line of `effects` is the money one for the whole total; the collection's replaces it when known. */}
          {(moneyLine === null ? effects : [...stockLines, ...(account === 'account' ? [effects[effects.length - 1] ?? ''] : []), moneyLine]).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!collected || error !== undefined}>
            {t('orders.action.deliver')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
