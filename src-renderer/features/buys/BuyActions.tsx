/**
 * The state actions a buy allows (the shared state machine decides which), each confirmed with
 * what it will do to stock, item by item, as the transition table says (domain §5).
 */
import { Button, Group, Tooltip } from '@mantine/core';
import { BUY_ACTION, type BuyAction } from '../../../src-shared/constants/buys.js';
import { allowedBuyActions, findBuyTransition } from '../../../src-shared/states/index.js';
import { useApi } from '../../app/api.js';
import { focusWhenLost } from '../../app/focusWhenLost.js';
import { confirmAction } from '../../components/confirm.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n, type I18n } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import { buyState } from '../../components/documents/purchasing.js';
import { useCartProducts } from './useBuyPricing.js';
import { awaitsServer, type BuyDoc, type ProductDoc } from '../../components/documents/read.js';

const ACTION: Readonly<Record<BuyAction, { label: MessageKey; title: MessageKey; body: MessageKey; done: MessageKey; color: string }>> = {
  approve: { label: 'buys.action.approve', title: 'buys.confirm.approve.title', body: 'buys.confirm.approve.body', done: 'buys.done.approve', color: 'teal' },
  rollbackApprove: { label: 'buys.action.rollbackApprove', title: 'buys.confirm.rollbackApprove.title', body: 'buys.confirm.rollbackApprove.body', done: 'buys.done.rollbackApprove', color: 'gray' },
  commit: { label: 'buys.action.commit', title: 'buys.confirm.commit.title', body: 'buys.confirm.commit.body', done: 'buys.done.commit', color: 'green' },
  cancel: { label: 'buys.action.cancel', title: 'buys.confirm.cancel.title', body: 'buys.confirm.cancel.body', done: 'buys.done.cancel', color: 'red' },
};

/** "Jamón cocido: pendiente −1,5 kg, real +1,5 kg; …", or that the action moves no stock. */
function stockText(buy: BuyDoc, action: BuyAction, products: ReadonlyMap<string, ProductDoc>, { t, quantity }: I18n): string {
  const row = findBuyTransition(buyState(buy), { committed: Boolean(buy.committed) }, action);
  if (!row || row.effects.stock.length === 0) return t('buys.confirm.noStock');
  const lines = (buy.cart?.items ?? []).map((item) => {
    const product = products.get(item.product);
    const amount = (sign: number) => `${sign > 0 ? '+' : '−'}${product ? quantity(item.quantity, product.unit) : item.quantity}`;
    const moves = row.effects.stock.map((e) => `${t(e.field === 'real' ? 'buys.stock.real' : 'buys.stock.pending')} ${amount(e.sign)}`);
    return `${product?.name ?? item.product}: ${moves.join(', ')}`;
  });
  return `${t('buys.confirm.stock')} ${lines.join('; ')}.`;
}

/** The buy's next step once an action is done (receive after approve, approve after going back), else none: its title takes the focus. */
const nextStep = (): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-buy-action="${BUY_ACTION.commit}"]:not(:disabled)`) ?? document.querySelector<HTMLElement>(`[data-buy-action="${BUY_ACTION.approve}"]:not(:disabled)`);

function ActionButton({ buy, action, blocked, products }: { buy: BuyDoc; action: BuyAction; blocked: string | null; products: ReadonlyMap<string, ProductDoc> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const api = useApi();
  const feedback = useWriteFeedback();
  const allowed = useMayCall(`buy.${action}`);
  if (!allowed) return null;
  const spec = ACTION[action];
  const run = async () => {
    const number = String(buy.number ?? '');
    const body = `${t(spec.body)} ${stockText(buy, action, products, i18n)}`;
    if (!(await confirmAction(t, t(spec.title, { number }), body, action === BUY_ACTION.cancel))) return;
    if (await feedback.run(() => api.buy[action]({ id: buy._id }), { action: t(spec.label), done: t(spec.done, { number }) })) focusWhenLost(nextStep);
  };
  const button = (
    <Button color={spec.color} variant={action === BUY_ACTION.cancel ? 'light' : 'filled'} onClick={() => void run()} disabled={blocked !== null} data-buy-action={action}>
      {t(spec.label)}
    </Button>
  );
  return blocked ? <Tooltip label={blocked}>{button}</Tooltip> : button;
}

export interface BuyActionsProps {
  buy: BuyDoc;
  /** Why the actions wait (unsaved edits), if they do. */
  blockedBy?: string | null;
}

export function BuyActions({ buy, blockedBy = null }: BuyActionsProps) {
  const i18n = useI18n();
  const { products } = useCartProducts((buy.cart?.items ?? []).map((i) => i.product));
  const actions = allowedBuyActions(buyState(buy), { committed: Boolean(buy.committed) });
  const blocked = awaitsServer(buy) ? i18n.t('buys.actions.waitSync') : blockedBy;
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" data-testid="buy-actions">
      {actions.map((action) => (
        <ActionButton key={action} buy={buy} action={action} blocked={blocked} products={products} />
      ))}
    </Group>
  );
}
