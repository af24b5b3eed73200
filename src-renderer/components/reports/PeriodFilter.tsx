/** The months a report covers: from and to (whole months); left empty, the last twelve months. */
import { Group, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useI18n } from '../../i18n/i18n.js';
import type { MonthPeriod } from './months.js';

export function PeriodFilter({ value, onChange }: { value: MonthPeriod; onChange: (period: MonthPeriod) => void }) {
  const { t } = useI18n();
  const picker = (key: 'from' | 'to', label: string) => (
    <MonthPickerInput
      label={label}
      placeholder={label}
      value={value[key]}
      onChange={(month) => onChange({ ...value, [key]: month })}
      valueFormat="MMM YYYY"
      clearable
      w={170}
      {...(key === 'to' && value.from ? { minDate: value.from } : {})}
      {...(key === 'from' && value.to ? { maxDate: value.to } : {})}
    />
  );
  return (
    <Group gap="xs" align="flex-end">
      {picker('from', t('statistics.period.from'))}
      {picker('to', t('statistics.period.to'))}
      {!value.from && !value.to && (
        <Text size="xs" c="dimmed" pb={8}>
          {t('statistics.period.default')}
        </Text>
      )}
    </Group>
  );
}
