/**
 * Who and where a buy is for: the partner (AV) it is bought for, the garage the goods go to, and
 * whether it is a budget (no invoice).
 */
import { Stack, Switch } from '@mantine/core';
import { useT } from '../../i18n/i18n.js';
import { GarageSelect } from '../../components/pickers/GarageSelect.js';
import { PartnerSelect, useReadsPartners } from '../../components/pickers/PartnerSelect.js';
import type { BuyDraft } from './draft.js';
import type { FieldErrors } from '../../components/forms/checkForm.js';

type Assignment = Pick<BuyDraft, 'partner' | 'garage' | 'isBudget'>;

export function BuyAssignment({ value, onChange, errors }: { value: Assignment; onChange: (patch: Partial<Assignment>) => void; errors: FieldErrors }) {
  const t = useT();
  const readsPartners = useReadsPartners();
  return (
    <Stack gap="xs">
      {readsPartners && <PartnerSelect value={value.partner} onChange={(partner) => onChange({ partner })} error={errors.partner} />}
      <GarageSelect value={value.garage} onChange={(garage) => onChange({ garage })} error={errors.garage} />
      <Switch label={t('buys.isBudget')} description={t('buys.isBudget.hint')} checked={value.isBudget} onChange={(e) => onChange({ isBudget: e.currentTarget.checked })} />
    </Stack>
  );
}
