/** The tax lines of a receipt as printed: which tax (from the replica's tax table) and how much. */
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { formatAliquot } from '../../../src-shared/format.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { useI18n } from '../../i18n/i18n.js';
import type { FieldErrors } from '../../components/forms/checkForm.js';

export interface TaxLineDraft {
  id: string | null;
  value: number | '';
}

export interface ReceiptTaxLinesProps {
  lines: readonly TaxLineDraft[];
  onChange: (lines: TaxLineDraft[]) => void;
  errors: FieldErrors;
}

export function ReceiptTaxLines({ lines, onChange, errors }: ReceiptTaxLinesProps) {
  const { t, locale } = useI18n();
  const api = useApi();
  const { data } = useIpcQuery(['taxes'], ['all'], () => api.tax.list({ limit: MAX_LIMIT }));
  const options = (data?.docs ?? []).map((tax) => ({ value: tax._id, label: `${tax.name} (${formatAliquot(tax.aliquot, locale)})` }));
  const set = (index: number, patch: Partial<TaxLineDraft>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('receipts.taxes')}
      </Text>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('receipts.taxes.none')}
        </Text>
      )}
      {lines.map((line, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <Select
            aria-label={t('receipts.taxes.tax', { number: index + 1 })}
            placeholder={t('receipts.taxes.pick')}
            data={options}
            value={line.id}
            onChange={(id) => set(index, { id })}
            error={errors[`taxes.${index}.id`]}
            style={{ flex: 2 }}
          />
          <MoneyInput
            aria-label={t('receipts.taxes.value', { number: index + 1 })}
            value={line.value}
            onChange={(value) => set(index, { value })}
            error={errors[`taxes.${index}.value`]}
            style={{ flex: 1 }}
          />
          <ActionIcon variant="subtle" color="red" mt={6} onClick={() => onChange(lines.filter((_, i) => i !== index))} aria-label={t('receipts.taxes.remove')}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...lines, { id: null, value: '' }])}>
          {t('receipts.taxes.add')}
        </Button>
      </Group>
    </Stack>
  );
}
