/**
 * A customer the user may not change (no right to, or disabled): its data as label and value, the
 * way a document is read, instead of a form whose fields look typeable.
 */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { InfoField } from '../InfoField.js';
import { useT } from '../../i18n/i18n.js';
import type { CustomerDraft } from './customerDraft.js';

const orNone = (text: string): string => text.trim() || '—';

export function CustomerView({ draft }: { draft: CustomerDraft }) {
  const t = useT();
  return (
    <Stack gap="sm" data-testid="customer-view">
      <InfoField label={t('customers.field.name')}>{orNone(draft.name)}</InfoField>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InfoField label={t('customers.field.phone')}>{orNone(draft.phone)}</InfoField>
        <InfoField label={t('customers.field.segment')}>{orNone(draft.segment)}</InfoField>
        <InfoField label={t('customers.field.email')}>{orNone(draft.email)}</InfoField>
        <InfoField label={t('customers.field.contactEmail')}>{orNone(draft.contactEmail)}</InfoField>
        <InfoField label={t('customers.field.address.label')}>{orNone(draft.address.label)}</InfoField>
        <InfoField label={t('customers.field.address.street')}>{orNone(draft.address.street)}</InfoField>
        <InfoField label={t('customers.field.address.city')}>{orNone(draft.address.city)}</InfoField>
        <InfoField label={t('customers.field.address.province')}>{orNone(draft.address.province)}</InfoField>
        <InfoField label={t('customers.field.address.unit')}>{orNone(draft.address.unit)}</InfoField>
        <InfoField label={t('customers.field.ivaCondition')}>{t(`customers.iva.${draft.ivaCondition}`)}</InfoField>
        <InfoField label={t(`customers.field.taxId.${draft.taxIdKind}`)}>{orNone(draft.taxId)}</InfoField>
        <InfoField label={t('customers.field.isWholesaler')}>{t(draft.isWholesaler ? 'common.yes' : 'common.no')}</InfoField>
      </SimpleGrid>
      <InfoField label={t('common.notes')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {orNone(draft.notes)}
        </Text>
      </InfoField>
    </Stack>
  );
}
