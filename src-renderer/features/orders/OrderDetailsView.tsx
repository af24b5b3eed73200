/**
 * An order that can no longer change (delivered, cancelled, or not the user's to edit): its delivery
 * and extras as label and value, the way a document is read, instead of fields that look typeable.
 */
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '../../../src-shared/format.js';
import { InfoField } from '../../components/InfoField.js';
import { useI18n } from '../../i18n/i18n.js';
import type { OrderForm } from './form.js';
import type { DeliveryDoc } from '../../components/documents/read.js';

const orNone = (text: string | null | undefined): string => (text ? text : '—');

export function DeliveryView({ form, option }: { form: OrderForm; option: DeliveryDoc | undefined }) {
  const { t, money } = useI18n();
  return (
    <Card withBorder data-testid="delivery-view">
      <Text fw={600} mb="xs">
        {t('orders.delivery')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InfoField label={t('orders.delivery.option')}>{option?.name ?? t('orders.delivery.none')}</InfoField>
        <InfoField label={t('orders.delivery.charged')}>{t(form.charged ? 'common.yes' : 'common.no')}</InfoField>
        {option && <InfoField label={t('orders.delivery.pricesLabel')}>{t('orders.delivery.prices', { customer: money(option.customerPrice), partner: money(option.partnerPrice) })}</InfoField>}
        <InfoField label={t('orders.delivery.phone')}>{orNone(form.phone)}</InfoField>
        <InfoField label={t('orders.delivery.contactEmail')}>{orNone(form.contactEmail)}</InfoField>
        <InfoField label={t('customers.field.address.label')}>{orNone(form.address.label)}</InfoField>
        <InfoField label={t('customers.field.address.street')}>{orNone(form.address.street)}</InfoField>
        <InfoField label={t('customers.field.address.city')}>{orNone(form.address.city)}</InfoField>
        <InfoField label={t('customers.field.address.province')}>{orNone(form.address.province)}</InfoField>
      </SimpleGrid>
    </Card>
  );
}

interface ExtrasViewProps {
  form: OrderForm;
  /** The partner's and the garage's names; undefined where the role does not see them. */
  partner: string | undefined;
  garage: string | undefined;
}

export function ExtrasView({ form, partner, garage }: ExtrasViewProps) {
  const { t, locale } = useI18n();
  return (
    <Card withBorder data-testid="extras-view">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {partner !== undefined && <InfoField label={t('orders.partner')}>{partner}</InfoField>}
          {garage !== undefined && <InfoField label={t('orders.garage')}>{garage}</InfoField>}
          <InfoField label={t('orders.paymentMethod')}>{t(`orders.paymentMethod.${form.paymentMethod}`)}</InfoField>
          <InfoField label={t('orders.discount')}>{typeof form.discount === 'number' ? formatPercent(form.discount, locale) : '—'}</InfoField>
        </SimpleGrid>
        <InfoField label={t('common.notes')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {orNone(form.notes)}
          </Text>
        </InfoField>
        <InfoField label={t('orders.roadmapNotes')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {orNone(form.roadmapNotes)}
          </Text>
        </InfoField>
      </Stack>
    </Card>
  );
}
