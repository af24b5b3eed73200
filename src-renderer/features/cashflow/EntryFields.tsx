/**
 * The fields a cash-flow entry's new and edit forms share: amount and payment method, the concept
 * (ingress or egress), the tag where the entry kind has one, and the description.
 */
import { Group, SegmentedControl, Select } from '@mantine/core';
import { DESCRIPTION_MAX, TAG_MAX } from '../../../src-shared/constants/field-lengths.js';
import { CASHFLOW_CONCEPTS, type CashflowConcept, PAYMENT_METHODS, type PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { useT } from '../../i18n/i18n.js';
import { LimitedTextarea, LimitedTextInput } from '../../components/forms/LimitedText.js';

export interface EntryFieldValues {
  amount: number | null;
  paymentMethod: PaymentMethod;
  concept: CashflowConcept;
  tag: string;
  description: string;
}

export function AmountAndMethod({ draft, errors, set }: { draft: EntryFieldValues; errors: Record<string, string>; set: (patch: Partial<EntryFieldValues>) => void }) {
  const t = useT();
  return (
    <Group grow align="flex-start">
      <MoneyInput label={t('money.amount')} withAsterisk value={draft.amount} onChange={(v) => set({ amount: v === '' ? null : v })} error={errors.amount} data-autofocus />
      <Select
        label={t('money.paymentMethod')}
        data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`money.method.${m}`) }))}
        value={draft.paymentMethod}
        onChange={(v) => v && set({ paymentMethod: v as PaymentMethod })}
        allowDeselect={false}
        error={errors.paymentMethod}
      />
    </Group>
  );
}

export function ConceptField({ draft, set }: { draft: EntryFieldValues; set: (patch: Partial<EntryFieldValues>) => void }) {
  const t = useT();
  return (
    <SegmentedControl
      aria-label={t('money.concept')}
      data={CASHFLOW_CONCEPTS.map((c) => ({ value: c, label: t(`money.concept.${c}`) }))}
      value={draft.concept}
      onChange={(v) => set({ concept: v as CashflowConcept })}
    />
  );
}

export function TagAndDescription({ draft, errors, set, withTag }: { draft: EntryFieldValues; errors: Record<string, string>; set: (patch: Partial<EntryFieldValues>) => void; withTag: boolean }) {
  const t = useT();
  return (
    <>
      {withTag && <LimitedTextInput label={t('money.tag')} description={t('money.tagHint')} value={draft.tag} onChange={(e) => set({ tag: e.currentTarget.value })} max={TAG_MAX} error={errors.tag} />}
      <LimitedTextarea
        label={t('money.description')}
        value={draft.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        max={DESCRIPTION_MAX}
        autosize
        minRows={2}
        error={errors.description}
      />
    </>
  );
}
