/** The ledger's filters (spec §7 Record: product, garage, figure, period). */
import { Button, Group, Select } from '@mantine/core';
import { DayInput } from '../../../components/DayInput.js';
import { STOCK_FIELDS, type StockField } from '../../../../src-shared/constants/stock.js';
import { useT } from '../../../i18n/i18n.js';
import { optionsOf, useGarages } from '../../../components/references/catalog.js';
import { FIELD_LABEL } from './labels.js';
import { ProductPick } from './ProductPick.js';

export interface RecordFilterValues {
  product: string | null;
  garage: string | null;
  field: StockField | null;
  fromDate: string | null;
  toDate: string | null;
}

export const NO_RECORD_FILTERS: RecordFilterValues = { product: null, garage: null, field: null, fromDate: null, toDate: null };

export const hasRecordFilters = (f: RecordFilterValues): boolean => Object.values(f).some((v) => v !== null);

export function recordQuery(f: RecordFilterValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null));
}

export function RecordFilters({ value, onChange }: { value: RecordFilterValues; onChange: (next: RecordFilterValues) => void }) {
  const t = useT();
  const garages = useGarages();
  const set = (patch: Partial<RecordFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <ProductPick label={t('stock.col.product')} value={value.product} onChange={(product) => set({ product })} w={260} />
      <Select label={t('stock.garage')} placeholder={t('common.all')} data={optionsOf(garages, value.garage)} value={value.garage} onChange={(garage) => set({ garage })} clearable w={160} />
      <Select
        label={t('stock.record.field')}
        placeholder={t('common.all')}
        data={STOCK_FIELDS.map((f) => ({ value: f, label: t(FIELD_LABEL[f]) }))}
        value={value.field}
        onChange={(field) => set({ field: field as StockField | null })}
        clearable
        w={150}
      />
      <DayInput label={t('common.from')} value={value.fromDate} onChange={(fromDate) => set({ fromDate })} clearable w={130} />
      <DayInput label={t('common.to')} value={value.toDate} onChange={(toDate) => set({ toDate })} clearable w={130} minDate={value.fromDate ?? undefined} />
      {hasRecordFilters(value) && (
        <Button variant="subtle" onClick={() => onChange(NO_RECORD_FILTERS)}>
          {t('common.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
