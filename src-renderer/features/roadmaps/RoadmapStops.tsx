/**
 * The roadmap's stops as the driver will follow them (domain §7): customer or provider, address,
 * phone, what to collect and how, with the totals to hand in. Each delivery's receipt (remito)
 * prints from its row, on A4 or the 80 mm roll.
 */
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { ORDER_PAYMENT_METHODS } from '../../../src-shared/constants/orders.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { errorMessage } from '../../components/errors.js';
import { useI18n } from '../../i18n/i18n.js';
import { PrintButton } from '../../components/printing/PrintButton.js';
import type { RoadmapStop } from './documents.js';
import { stopsExport } from './stopsExport.js';
import { useRoadmapSheet } from './useRoadmap.js';
import { SectionTitle } from '../../components/SectionTitle.js';
import type { RoadmapDoc } from '../../components/documents/read.js';

function StopRow({ stop }: { stop: RoadmapStop }) {
  const { t, money } = useI18n();
  const delivery = stop.kind === 'delivery';
  return (
    <Table.Tr data-testid="roadmap-stop">
      <Table.Td>{stop.position}</Table.Td>
      <Table.Td>
        {/* As wide as its words: a four-digit number cut to "Entrega N.º…" hid which order the stop is. */}
        <Badge variant="light" color={delivery ? 'blue' : 'orange'} miw="max-content">
          {t('roadmaps.stop.numbered', { kind: t(`roadmaps.stop.${stop.kind}`), number: stop.number })}
        </Badge>
        {stop.done && (
          <Text size="xs" c="teal" fw={600} mt={2}>
            {t(delivery ? 'roadmaps.stop.delivered' : 'roadmaps.stop.received')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {stop.party.name}
        </Text>
        {/* Put on the roadmap before a pick-up was refused one: operations takes it off. */}
        {stop.customerPicksUp && (
          <Text size="xs" c="red" fw={700} data-testid="stop-customer-picks-up">
            {t('roadmaps.stop.customerPicksUp')}
          </Text>
        )}
        {stop.notes && (
          <Text size="xs" c="dimmed">
            {stop.notes}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{stop.addressLine || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{stop.phone ?? '—'}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {money(stop.toCollect)}
        </Text>
        {stop.onAccount && (
          <Text size="xs" c="dimmed">
            {t('roadmaps.onAccount')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{stop.paymentMethod ? t(`roadmaps.payment.${stop.paymentMethod}`) : '—'}</Table.Td>
      <Table.Td>{delivery && <PrintButton kind="order" id={stop.ref} label={t('roadmaps.printReceipt')} size="xs" variant="subtle" />}</Table.Td>
    </Table.Tr>
  );
}

export function RoadmapStops({ roadmap }: { roadmap: RoadmapDoc }) {
  const { t, money } = useI18n();
  const { sheet, loading, error, refetch } = useRoadmapSheet(roadmap);
  if (loading) return <Loader />;
  if (error) {
    return (
      <Alert color="yellow" title={t('roadmaps.stops.unavailable')}>
        <Text size="sm">{errorMessage(error, t)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!sheet) return <Alert color="gray">{t('roadmaps.stops.syncing')}</Alert>;
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <SectionTitle>{t('roadmaps.stops.title')}</SectionTitle>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('roadmaps.stops.count', { stops: sheet.totals.stops, deliveries: sheet.totals.deliveries, pickups: sheet.totals.pickups })}
            </Text>
            <ExportButton
              {...stopsExport(sheet.stops, t)}
              title={`${t('roadmaps.stops.title')} · ${roadmap.number ? t('roadmaps.titleNumber', { number: roadmap.number }) : t('roadmaps.pendingShort')}`}
              total={sheet.stops.length}
            />
          </Group>
        </Group>
        {sheet.stops.length === 0 ? (
          <EmptyState title={t('roadmaps.stops.emptyTitle')} hint={t('roadmaps.stops.emptyHint')} />
        ) : (
          <Table striped data-testid="roadmap-stops">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('roadmaps.col.position')}</Table.Th>
                <Table.Th w={130}>{t('roadmaps.col.stop')}</Table.Th>
                <Table.Th>{t('roadmaps.col.party')}</Table.Th>
                <Table.Th>{t('roadmaps.col.address')}</Table.Th>
                <Table.Th w={130}>{t('roadmaps.col.phone')}</Table.Th>
                <Table.Th w={120} ta="right">
                  {t('roadmaps.col.toCollect')}
                </Table.Th>
                <Table.Th w={100}>{t('roadmaps.col.payment')}</Table.Th>
                <Table.Th w={140} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheet.stops.map((stop) => (
                <StopRow key={stop.ref} stop={stop} />
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end" gap="xl" data-testid="roadmap-totals">
          {ORDER_PAYMENT_METHODS.map((m) => (
            <Text key={m} size="sm">
              {t('roadmaps.totals.byMethod', { method: t(`roadmaps.payment.${m}`) })}: <b>{money(sheet.totals.toCollectByPaymentMethod[m])}</b>
            </Text>
          ))}
          <Text fw={700}>
            {t('roadmaps.totals.toCollect')}: {money(sheet.totals.toCollect)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
