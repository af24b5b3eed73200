/**
 * What an order action will do, in words, for its confirmation: the stock movements of the shared
 * state machine's row, and the money effect of delivering (domain §6) or of rolling it back.
 */
import { ORDER_DEFAULT_PAYMENT_METHOD, ORDER_PAYMENT_TO_CASHFLOW, type OrderAction } from '../../../src-shared/constants/orders.js';
import type { I18n } from '../../i18n/i18n.js';
import { actionEffects, stockEffectKey } from '../../components/states/orders.js';
import type { OrderDoc } from '../../components/documents/read.js';

/** Whether the customer has an open account: unknown when the role cannot read accounts. */
export type AccountKnowledge = 'account' | 'cash' | 'unknown';

export function describeAction(order: OrderDoc, action: OrderAction, account: AccountKnowledge, i18n: I18n): string[] {
  const { t, money } = i18n;
  const effects = actionEffects(order, action);
  const lines = effects.stock.length === 0 ? [t('orders.effect.noStock')] : effects.stock.map((e) => t(stockEffectKey(e)));
  const total = money(order.total ?? 0);
  const customer = order.customerName ?? '';
  const method = t(`orders.cashMethod.${ORDER_PAYMENT_TO_CASHFLOW[order.paymentMethod ?? ORDER_DEFAULT_PAYMENT_METHOD]}`);
  if (effects.money === 'settle') {
    if (account === 'account') lines.push(t('orders.effect.settle.account', { total, customer }));
    else if (account === 'cash') lines.push(t('orders.effect.settle.cash', { total, method }));
    else lines.push(t('orders.effect.settle.unknown', { total, customer, method }));
  } else if (effects.money === 'unsettle') {
    lines.push(order.settlement?.kind === 'account' ? t('orders.effect.unsettle.account', { total, customer }) : t('orders.effect.unsettle.cash', { total }));
  } else {
    lines.push(t('orders.effect.noMoney'));
  }
  return lines;
}
