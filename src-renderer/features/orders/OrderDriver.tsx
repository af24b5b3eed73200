/**
 * Who drives an order that is on no roadmap (`PATCH /order/{id}/driver`): a single delivery does not
 * need a route sheet. On a roadmap the roadmap's driver drives it, so the choice is made there; an
 * order the customer picks up has no driver to choose.
 */
import { Card, Text } from '@mantine/core';
import { ORDER_DEFAULT_STATE } from '../../../src-shared/constants/orders.js';
import { isCustomerPickUp } from '../../../src-shared/documents/order-delivery.js';
import { canRouteOrder } from '../../../src-shared/states/index.js';
import { useApi } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useI18n } from '../../i18n/i18n.js';
import { DriverName, DriverSelect } from '../../components/pickers/DriverSelect.js';
import { mayCall } from '../../components/access.js';
import type { OrderDoc } from '../../components/documents/read.js';

export function OrderDriver({ order }: { order: OrderDoc }) {
  const { t } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const { role } = useSignedIn();
  const routable = canRouteOrder(order.state ?? ORDER_DEFAULT_STATE, { delivered: order.delivery?.delivered ?? false });
  const assignable = routable && !order.roadmap && !isCustomerPickUp(order.delivery) && order.number !== undefined && mayCall(role, 'order.driver');
  if (!assignable && !order.driver) return null;
  return (
    <Card withBorder data-testid="order-driver">
      {assignable ? (
        <DriverSelect
          label={t('orders.driver')}
          value={order.driver ?? null}
          onChange={(driver) => {
            if (driver && driver !== order.driver) void feedback.run(() => api.order.driver({ id: order._id, driver }), { action: t('write.order.driver'), done: t('orders.driver.assigned') });
          }}
        />
      ) : (
        <>
          <Text size="sm" fw={500}>
            {t('orders.driver')}
          </Text>
          <Text size="sm">
            <DriverName id={order.driver} />
          </Text>
          {order.roadmap && (
            <Text size="xs" c="dimmed">
              {t('orders.driver.byRoadmap')}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
