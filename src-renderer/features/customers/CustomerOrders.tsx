/** The customer's latest orders, each a link to it (a real link: Tab reaches it, Enter opens it). */
import { Anchor, Badge, Card, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { Money } from '../../components/reports/Money.js';
import { orderStatus, STATUS_COLOR, STATUS_LABEL } from '../../components/states/orders.js';

const LATEST = 10;

export function CustomerOrders({ customer }: { customer: string }) {
  const { t, date, docNumber } = useI18n();
  const api = useApi();
  const { data } = useIpcQuery(['orders'], ['of', customer], () => api.order.list({ customer, limit: LATEST }));
  const orders = data?.docs ?? [];
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {t('customers.orders', { count: data?.total ?? 0 })}
      </Text>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('customers.orders.none')}
        </Text>
      ) : (
        <Table horizontalSpacing="xs" style={{ whiteSpace: 'nowrap' }}>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o._id}>
                <Table.Td>
                  <Anchor component={Link} href={`~/orders/${o._id}`} size="sm" aria-label={t('orders.title.one', { number: String(o.number ?? '…') })}>
                    {o.number !== undefined ? docNumber(o.number) : '…'}
                  </Anchor>
                </Table.Td>
                <Table.Td>{date(o.createdAt)}</Table.Td>
                <Table.Td>{o.total !== undefined ? <Money value={o.total} /> : '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm" color={STATUS_COLOR[orderStatus(o)]}>
                    {t(STATUS_LABEL[orderStatus(o)])}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
