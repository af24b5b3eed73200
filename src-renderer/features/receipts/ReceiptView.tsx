/** One receipt as recorded, and removing it (it is disabled and taken off its buy, domain §2). */
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { formatAliquot } from '../../../src-shared/format.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { confirmAction } from '../../components/confirm.js';
import { InfoField } from '../../components/InfoField.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { ProviderName } from '../../components/pickers/ProviderSelect.js';
import { BuyNumber } from './BuySelect.js';
import { RECEIPT_TYPE_COLOR, RECEIPT_TYPE_LABEL } from '../../components/documents/receipts.js';
import { Loading } from '../../components/Loading.js';

export function ReceiptView({ id }: { id: string }) {
  const { t, money, date, locale } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const [, navigate] = useLocation();
  const mayRemove = useMayCall('receipt.remove');
  const { data, isLoading } = useIpcQuery(['receipts'], ['get', id], () => api.receipt.get({ id }));
  if (isLoading) {
    return <Loading />;
  }
  if (!data) return <EmptyState title={t('receipts.notFound')} hint={t('receipts.notFound.hint')} />;
  const receipt = data;
  const active = receipt.status !== false;
  const remove = async () => {
    if (!(await confirmAction(t, t('receipts.remove.title', { code: receipt.code }), t('receipts.remove.body'), true))) return;
    // A voided receipt leaves the replica once synced, so the list is where to go on.
    if (await feedback.run(() => api.receipt.remove({ id: receipt._id }), { action: t('write.receipt.remove'), done: t('receipts.removedDone', { code: receipt.code }) })) navigate('/');
  };

  return (
    <>
      <PageHeader
        title={`${t(RECEIPT_TYPE_LABEL[receipt.type])} ${receipt.code}`}
        actions={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
              {t('common.back')}
            </Button>
            {mayRemove && active && (
              <Button color="red" variant="light" onClick={() => void remove()}>
                {t('receipts.remove')}
              </Button>
            )}
          </>
        }
      >
        <Group gap={6}>
          <Badge color={RECEIPT_TYPE_COLOR[receipt.type]} variant="light">
            {receipt.type}
          </Badge>
          {active ? (
            <Badge color="teal" variant="light">
              {t('receipts.active')}
            </Badge>
          ) : (
            <Badge color="gray">{t('receipts.removed')}</Badge>
          )}
          <PendingSyncBadge doc={receipt} />
        </Group>
      </PageHeader>
      <Stack maw={900}>
        <Card withBorder>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <InfoField label={t('buys.provider')}>
              <ProviderName id={receipt.provider} />
            </InfoField>
            <InfoField label={t('receipts.buy')}>
              {receipt.buy ? (
                <Anchor component={Link} href={`~/buys/${receipt.buy}`} size="sm">
                  <BuyNumber id={receipt.buy} />
                </Anchor>
              ) : (
                '—'
              )}
            </InfoField>
            <InfoField label={t('common.date')}>{date(receipt.createdAt)}</InfoField>
            <InfoField label={t('receipts.isBudget')}>{receipt.isBudget ? t('common.yes') : t('common.no')}</InfoField>
            <InfoField label={t('receipts.grossTotal')}>{money(receipt.grossTotal)}</InfoField>
            <InfoField label={t('common.total')}>
              <Text fw={700} span data-testid="receipt-total">
                {money(receipt.total)}
              </Text>
            </InfoField>
            {receipt.type === 'NC' && <InfoField label={t('receipts.logisticCreditNote')}>{receipt.logisticCreditNote ? t('common.yes') : t('common.no')}</InfoField>}
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <Text size="sm" fw={500} mb="xs">
            {t('receipts.taxes')}
          </Text>
          {(receipt.taxes ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('receipts.taxes.none')}
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {receipt.taxes.map((tax, index) => (
                  <Table.Tr key={`${tax.id}-${index}`}>
                    <Table.Td>{tax.name ?? tax.id}</Table.Td>
                    <Table.Td>{tax.aliquot === undefined ? '' : formatAliquot(tax.aliquot, locale)}</Table.Td>
                    <Table.Td ta="right">{money(tax.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        {receipt.description && (
          <Card withBorder>
            <InfoField label={t('receipts.description')}>{receipt.description}</InfoField>
          </Card>
        )}
      </Stack>
    </>
  );
}
