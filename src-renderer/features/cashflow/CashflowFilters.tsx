/**
 * The cash book's filters (spec §7 Cash flow list): type, concept, method, parties, garage and
 * period. The contract's `status` filter has no use here: the replica holds active entries only
 * (a removed entry reaches it as a deletion), so the book always shows the active ones.
 */
import { Button, Group, Select } from '@mantine/core';
import { DayInput } from '../../components/DayInput.js';
import { CASHFLOW_CONCEPTS, CASHFLOW_TYPES, type CashflowConcept, type CashflowType, PAYMENT_METHODS, type PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import { useT } from '../../i18n/i18n.js';
import { RefSelect } from '../../components/pickers/RefSelect.js';

export interface CashflowFilterValues {
  type: CashflowType | null;
  concept: CashflowConcept | null;
  paymentMethod: PaymentMethod | null;
  partner: string | null;
  provider: string | null;
  garage: string | null;
  third: string | null;
  fromDate: string | null;
  toDate: string | null;
}

export const NO_FILTERS: CashflowFilterValues = {
  type: null,
  concept: null,
  paymentMethod: null,
  partner: null,
  provider: null,
  garage: null,
  third: null,
  fromDate: null,
  toDate: null,
};

export function hasFilters(f: CashflowFilterValues): boolean {
  return Object.values(f).some((value) => value !== null);
}

/** The list query: removed entries stay on the server for the trail but are not the cash book. */
export function listQuery(f: CashflowFilterValues): Record<string, unknown> {
  const query: Record<string, unknown> = { status: true };
  for (const key of ['type', 'concept', 'paymentMethod', 'partner', 'provider', 'garage', 'third', 'fromDate', 'toDate'] as const) {
    if (f[key] !== null) query[key] = f[key];
  }
  return query;
}

export interface CashflowFiltersProps {
  value: CashflowFilterValues;
  onChange: (next: CashflowFilterValues) => void;
  /** COMPRAS keeps provider entries only (domain §8): the other parties are not its to filter by. */
  providerOnly: boolean;
}

export function CashflowFilters({ value, onChange, providerOnly }: CashflowFiltersProps) {
  const t = useT();
  const set = (patch: Partial<CashflowFilterValues>) => onChange({ ...value, ...patch });
  const options = <T extends string>(values: readonly T[], label: (v: T) => string) => values.map((v) => ({ value: v, label: label(v) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {!providerOnly && (
        <Select
          label={t('money.type')}
          placeholder={t('common.all')}
          data={options(CASHFLOW_TYPES, (v) => t(`money.type.${v}`))}
          value={value.type}
          onChange={(v) => set({ type: v as CashflowType | null })}
          clearable
          w={190}
        />
      )}
      <Select
        label={t('money.concept')}
        placeholder={t('common.all')}
        data={options(CASHFLOW_CONCEPTS, (v) => t(`money.concept.${v}`))}
        value={value.concept}
        onChange={(v) => set({ concept: v as CashflowConcept | null })}
        clearable
        w={130}
      />
      <Select
        label={t('money.paymentMethod')}
        placeholder={t('common.all')}
        data={options(PAYMENT_METHODS, (v) => t(`money.method.${v}`))}
        value={value.paymentMethod}
        onChange={(v) => set({ paymentMethod: v as PaymentMethod | null })}
        clearable
        w={150}
      />
      <RefSelect source="garages" label={t('money.garage')} placeholder={t('common.all')} value={value.garage} onChange={(garage) => set({ garage })} includeDisabled clearable w={160} />
      {!providerOnly && (
        <RefSelect source="partners" label={t('money.partner')} placeholder={t('common.all')} value={value.partner} onChange={(partner) => set({ partner })} includeDisabled clearable w={170} />
      )}
      <RefSelect source="providers" label={t('money.provider')} placeholder={t('common.all')} value={value.provider} onChange={(provider) => set({ provider })} includeDisabled clearable w={170} />
      {!providerOnly && <RefSelect source="thirds" label={t('money.third')} placeholder={t('common.all')} value={value.third} onChange={(third) => set({ third })} includeDisabled clearable w={150} />}
      <DayInput label={t('common.from')} value={value.fromDate} onChange={(fromDate) => set({ fromDate })} clearable w={130} />
      <DayInput label={t('common.to')} value={value.toDate} onChange={(toDate) => set({ toDate })} clearable w={130} minDate={value.fromDate ?? undefined} />
      {hasFilters(value) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          {t('common.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
