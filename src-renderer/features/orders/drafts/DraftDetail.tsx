/**
 * A draft's items and delivery, with what can be done with it: confirm, remove, or open its order.
 * A CLOSED one is only read: it says it was called off, by whom and when, and offers no action.
 */
import { withDelivery } from '../../../../src-shared/pricing/order-totals.js';
import { Badge, Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { useI18n } from '../../../i18n/i18n.js';
import type { DraftDoc } from '../../../components/documents/read.js';
import { useDraftClosing } from './useDraftClosing.js';

interface Props {
  draft: DraftDoc | null;
  customerName: string;
  canAct: boolean;
  onClose: () => void;
  onConfirm: (draft: DraftDoc) => void;
  onRemove: (draft: DraftDoc) => void;
  onOpenOrder: (order: string) => void;
}

function ProductName({ id }: { id: string }) {
  const api = useApi();
  const { data } = useIpcQuery(['products'], ['get', id], () => api.product.get({ id }));
  return <>{data ? data.name : '…'}</>;
}

function ProductQuantity({ id, quantity }: { id: string; quantity: number }) {
  const api = useApi();
  const { quantity: format } = useI18n();
  const { data } = useIpcQuery(['products'], ['get', id], () => api.product.get({ id }));
  return <>{data ? format(quantity, data.unit) : quantity}</>;
}

export function DraftDetail({ draft, customerName, canAct, onClose, onConfirm, onRemove, onOpenOrder }: Props) {
  const { t, money, moment } = useI18n();
  const open = draft?.state === 'OPEN';
  const closing = useDraftClosing(draft);
  return (
    <Drawer opened={draft !== null} onClose={onClose} position="right" size="lg" title={t('drafts.title.one', { number: String(draft?.number ?? '') })}>
      {draft && (
        <Stack>
          <Text size="sm">{t('drafts.createdFor', { customer: customerName, when: moment(draft.createdAt) })}</Text>
          {draft.state === 'CLOSED' && (
            <Stack gap={4}>
              <Group gap="xs">
                <Badge color="red" variant="light" data-testid="draft-state">
                  {t('drafts.closed')}
                </Badge>
                <Text size="sm" data-testid="draft-closed-by">
                  {closing?.userName ? t('drafts.closedBy', { user: closing.userName, when: moment(closing.at) }) : t('drafts.closedAt', { when: moment(closing?.at ?? draft.updatedAt) })}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('drafts.closed.readOnly')}
              </Text>
            </Stack>
          )}
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.item.product')}</Table.Th>
                <Table.Th>{t('orders.item.quantity')}</Table.Th>
                <Table.Th ta="right">{t('orders.item.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(draft.cart?.items ?? []).map((item, i) => (
                <Table.Tr key={`${item.product}-${i}`}>
                  <Table.Td>
                    <ProductName id={item.product} />
                  </Table.Td>
                  <Table.Td>
                    <ProductQuantity id={item.product} quantity={item.quantity} />
                  </Table.Td>
                  <Table.Td ta="right">{item.price !== undefined ? money(item.price) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text fw={600}>{t('common.total')}</Text>
            <Text fw={600}>{draft.cart?.total !== undefined ? money(withDelivery(draft.cart.total, draft.delivery)) : '—'}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {draft.delivery ? t('drafts.delivery', { street: draft.delivery.address.street, city: draft.delivery.address.city }) : t('drafts.noDelivery')}
          </Text>
          {draft.notes && <Text size="sm">{draft.notes}</Text>}
          <Group justify="flex-end">
            {draft.order && (
              <Button variant="light" onClick={() => draft.order && onOpenOrder(draft.order)}>
                {t('drafts.openOrder')}
              </Button>
            )}
            {open && canAct && (
              <>
                <Button color="red" variant="light" onClick={() => onRemove(draft)}>
                  {t('drafts.remove')}
                </Button>
                <Button onClick={() => onConfirm(draft)}>{t('drafts.confirm')}</Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
