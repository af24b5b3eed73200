/** One customer (`/customers/:id`): its record, its current account and its latest orders. */
import { Badge, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { useApi, useDocumentQuery } from '../../app/api.js';
import { confirmAction } from '../../components/confirm.js';
import { PageHeader } from '../../components/EmptyState.js';
import { MissingDocument } from '../../components/RefusedCreation.js';
import { HistorySection } from '../../components/HistorySection.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { AccountCard } from './AccountCard.js';
import { CustomerForm } from '../../components/customers/CustomerForm.js';
import { CustomerOrders } from './CustomerOrders.js';

export function CustomerDetail({ id }: { id: string }) {
  const { t, docNumber } = useI18n();
  const api = useApi();
  const feedback = useWriteFeedback();
  const may = useMay();
  const [, navigate] = useLocation();
  const query = useDocumentQuery('customers', id, () => api.customer.get({ id }));
  const customer = query.data ? query.data : undefined;
  if (query.isError)
    return (
      <MissingDocument
        id={id}
        notFound={{ title: t('customers.notFound'), hint: t('customers.notFound.hint') }}
        refusedTitle={t('customers.refused')}
        newPath={may('customer.create') ? '/new' : undefined}
      />
    );
  if (!customer) return <Text c="dimmed">{t('common.loading')}</Text>;

  const disable = async () => {
    if (!(await confirmAction(t, t('customers.disable.title', { name: customer.name }), t('customers.disable.body'), true))) return;
    await feedback.run(() => api.customer.disable({ id }), { action: t('write.customer.disable'), done: t('customers.disabled') });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('customers.title.one', { name: customer.name })}
        actions={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
              {t('common.back')}
            </Button>
            {customer.status !== false && may('customer.disable') && (
              <Button variant="light" color="red" onClick={() => void disable()}>
                {t('common.disable')}
              </Button>
            )}
          </>
        }
      >
        <Group gap="xs">
          {customer.number !== undefined && <Badge variant="light">{docNumber(customer.number)}</Badge>}
          {customer.status === false && <Badge color="gray">{t('common.disabled')}</Badge>}
          <PendingSyncBadge doc={customer} />
        </Group>
      </PageHeader>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder>
            <CustomerForm key={customer._id} customer={customer} onSaved={() => undefined} readOnly={!may('customer.update') || customer.status === false} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <AccountCard customer={customer._id} customerName={customer.name} />
            <CustomerOrders customer={customer._id} />
            <HistorySection entity="customers" id={customer._id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
