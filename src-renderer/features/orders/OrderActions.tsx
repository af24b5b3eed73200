/**
 * The buttons the order's state allows (shared state machine) and the role may use (route table),
 * each asking first, in words, what happens to stock and money.
 */
import { Button, Group, List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import type { OrderAction } from '../../../src-shared/constants/orders.js';
import type { QueuedWrite } from '../../../src-shared/ipc/route-input.js';
import { useApi, useBridge } from '../../app/api.js';
import { focusWhenLost } from '../../app/focusWhenLost.js';
import { useSignedIn } from '../../app/session.js';
import { withQueuedFeedback } from '../../components/queuedFeedback.js';
import { confirmButtons } from '../../components/confirm.js';
import { useI18n } from '../../i18n/i18n.js';
import { ConfirmDateModal } from './ConfirmDateModal.js';
import { DeliverModal } from './DeliverModal.js';
import type { DeliveryCollected } from '../../../src-shared/documents/delivery-collection.js';
import { describeAction } from './effects.js';
import { useAccountKnowledge } from './useAccountKnowledge.js';
import { ACTION_LABEL, orderActionsFor, orderStatus } from '../../components/states/orders.js';
import type { OrderDoc } from '../../components/documents/read.js';

const DANGER: ReadonlySet<OrderAction> = new Set(['cancel', 'suspend', 'rollbackDeliver', 'rollbackPrepare']);
/**
 * After an action changed the order's state, its button is gone (Confirmar becomes Preparar), and the
 * cursor the closing dialog gave back to it fell to the page: a keyboard user had nowhere to go on
 * from. It moves to the next step's button (or, with none, the first other one beside, as the remito's).
 */
function keepCursorAfterAction(header: HTMLElement | null): void {
  focusWhenLost(() => (header?.isConnected ? header.querySelector<HTMLButtonElement>('button:not([data-danger]):not(:disabled)') : null));
}

export function OrderActions({ order, disabled, overStock }: { order: OrderDoc; disabled: boolean; overStock: string[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  const api = useApi();
  const bridge = useBridge();
  const { role } = useSignedIn();
  const account = useAccountKnowledge(order);
  const [confirming, setConfirming] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  /** The header row an action was run from, until the order's state has moved on. */
  const actedFrom = useRef<HTMLElement | null>(null);
  const status = orderStatus(order);
  useEffect(() => {
    if (actedFrom.current === null) return;
    keepCursorAfterAction(actedFrom.current);
    actedFrom.current = null;
  }, [status]);
  const actions = orderActionsFor(order, role);
  if (actions.length === 0) return null;

  const calls: Record<Exclude<OrderAction, 'confirm' | 'deliver'>, (input: { id: string }) => Promise<QueuedWrite>> = {
    prepare: api.order.prepare,
    suspend: api.order.suspend,
    cancel: api.order.cancel,
    rollbackPrepare: api.order.rollbackPrepare,
    rollbackDeliver: api.order.rollbackDeliver,
  };
  // "Listo" only once the server took it: the call answers when the write is queued on this PC.
  const run = (action: OrderAction, write: () => Promise<QueuedWrite>) => {
    actedFrom.current = group.current?.parentElement ?? null;
    void withQueuedFeedback(write, t, { api, bridge }, { action: t(ACTION_LABEL[action]), done: t('orders.done', { action: t(ACTION_LABEL[action]) }) });
  };
  const confirmWith = (date: string) => {
    setConfirming(false);
    run('confirm', () => api.order.confirm({ id: order._id, date }));
  };
  // Delivering says what was collected and how (issues 18, 19), so it has its own dialog.
  const deliverWith = (collected: DeliveryCollected) => {
    setDelivering(false);
    run('deliver', () => api.order.deliver({ id: order._id, collected }));
  };
  const ask = (action: OrderAction) => {
    if (action === 'confirm') return setConfirming(true);
    if (action === 'deliver') return setDelivering(true);
    modals.openConfirmModal({
      title: t('orders.ask', { action: t(ACTION_LABEL[action]), number: String(order.number ?? '') }),
      children: (
        <>
          <Text size="sm">{t('orders.ask.effects')}</Text>
          <List size="sm" mt="xs">
            {describeAction(order, action, account, i18n).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </>
      ),
      labels: { confirm: t(ACTION_LABEL[action]), cancel: t('common.cancel') },
      ...confirmButtons(DANGER.has(action)),
      onConfirm: () => run(action, () => calls[action]({ id: order._id })),
    });
  };

  return (
    <Group gap="xs" data-testid="order-actions" ref={group}>
      {actions.map((action) => (
        <Button
          key={action}
          data-danger={DANGER.has(action) || undefined}
          size="sm"
          variant={DANGER.has(action) ? 'light' : 'filled'}
          color={DANGER.has(action) ? 'red' : undefined}
          disabled={disabled}
          onClick={() => ask(action)}
        >
          {t(ACTION_LABEL[action])}
        </Button>
      ))}
      {delivering && <DeliverModal order={order} opened effects={describeAction(order, 'deliver', account, i18n)} account={account} onClose={() => setDelivering(false)} onDeliver={deliverWith} />}
      <ConfirmDateModal opened={confirming} effects={describeAction(order, 'confirm', account, i18n)} overStock={overStock} onClose={() => setConfirming(false)} onConfirm={confirmWith} />
    </Group>
  );
}
