/** Picking the goods up at the provider (domain §7): which option (its fee), when, and whether the fee is charged. */
import { Checkbox, Select, Stack } from '@mantine/core';
import { DayInput } from '../../components/DayInput.js';
import { useI18n } from '../../i18n/i18n.js';
import type { DraftWithdrawal } from './draft.js';
import type { FieldErrors } from '../../components/forms/checkForm.js';
import type { WithdrawalDoc } from '../../components/documents/read.js';

const NONE = '';

export interface WithdrawalFieldsProps {
  value: DraftWithdrawal;
  options: readonly WithdrawalDoc[];
  onChange: (next: DraftWithdrawal) => void;
  errors: FieldErrors;
}

export function WithdrawalFields({ value, options, onChange, errors }: WithdrawalFieldsProps) {
  const { t, money } = useI18n();
  const data = [{ value: NONE, label: t('buys.withdrawal.none') }, ...options.map((o) => ({ value: o._id, label: t('buys.withdrawal.option', { name: o.name, fee: money(o.fee) }) }))];
  return (
    <Stack gap="xs">
      <Select
        label={t('buys.withdrawal')}
        data={data}
        value={value._id ?? NONE}
        onChange={(id) => onChange(id ? { ...value, _id: id } : { _id: null, date: null, charged: false })}
        allowDeselect={false}
        error={errors['withdrawal._id']}
      />
      {value._id !== null && (
        <>
          <DayInput
            label={t('buys.withdrawal.date')}
            value={value.date}
            onChange={(date) => onChange({ ...value, date })}
            clearable
            placeholder={t('buys.withdrawal.dateLater')}
            error={errors['withdrawal.date']}
          />
          <Checkbox
            label={t('buys.withdrawal.charged')}
            description={t('buys.withdrawal.chargedHint')}
            checked={value.charged}
            onChange={(e) => onChange({ ...value, charged: e.currentTarget.checked })}
            error={errors['withdrawal.charged']}
          />
        </>
      )}
    </Stack>
  );
}
