/**
 * What the replica holds about a provider's account: its latest receipts (FC, NC, ND) and the
 * payments made to it (provider cash flow egresses), newest first.
 */
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { RECEIPT_TYPE_COLOR, RECEIPT_TYPE_LABEL } from '../../components/documents/receipts.js';
import { SectionTitle } from '../../components/SectionTitle.js';

const LATEST = 10;

export function ProviderMovements({ provider }: { provider: string }) {
  const { t, money, date } = useI18n();
  const api = useApi();
  const { data: receipts } = useIpcQuery(['receipts'], ['provider', provider], () => api.receipt.list({ provider, status: true, limit: LATEST }));
  const { data: payments } = useIpcQuery(['cashflows'], ['provider', provider], () => api.cashflow.list({ provider, type: 'commercial.provider', status: true, limit: LATEST }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Card withBorder>
        <Stack gap="xs">
          <Group justify="space-between">
            <SectionTitle size="h5">{t('providers.receipts')}</SectionTitle>
            <Text size="xs" c="dimmed">
              {t('providers.latestOf', { shown: receipts?.docs.length ?? 0, total: receipts?.total ?? 0 })}
            </Text>
          </Group>
          {(receipts?.docs.length ?? 0) === 0 ? (
            <Text size="sm" c="dimmed">
              {t('providers.receipts.none')}
            </Text>
          ) : (
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {receipts?.docs.map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>{date(r.createdAt)}</Table.Td>
                    <Table.Td>
                      <Badge color={RECEIPT_TYPE_COLOR[r.type]} variant="light">
                        {t(RECEIPT_TYPE_LABEL[r.type])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} href={`~/receipts/${r._id}`} size="sm">
                        {r.code}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{money(r.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Group justify="space-between">
            <SectionTitle size="h5">{t('providers.payments')}</SectionTitle>
            <Text size="xs" c="dimmed">
              {t('providers.latestOf', { shown: payments?.docs.length ?? 0, total: payments?.total ?? 0 })}
            </Text>
          </Group>
          {(payments?.docs.length ?? 0) === 0 ? (
            <Text size="sm" c="dimmed">
              {t('providers.payments.none')}
            </Text>
          ) : (
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {payments?.docs.map((p) => (
                  <Table.Tr key={p._id}>
                    <Table.Td>{date(p.createdAt)}</Table.Td>
                    <Table.Td>{t(p.concept === 'EGRESS' ? 'providers.payment.out' : 'providers.payment.in')}</Table.Td>
                    <Table.Td>{p.description ?? ''}</Table.Td>
                    <Table.Td ta="right">{money(p.amount ?? 0)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
