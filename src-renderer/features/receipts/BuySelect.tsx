/** Picking the buy a receipt is for: the provider's buys that were not cancelled, newest first. */
import { Select } from '@mantine/core';
import { BUY_STATE } from '../../../src-shared/constants/buys.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n, type I18n } from '../../i18n/i18n.js';
import { buyState } from '../../components/documents/purchasing.js';
import type { BuyDoc } from '../../components/documents/read.js';

function buyLabel(buy: BuyDoc, { t, date, money, docNumber }: I18n): string {
  const number = buy.number ? docNumber(buy.number) : t('common.pendingSync');
  return [number, date(buy.createdAt), buy.providerName, buy.total === undefined ? null : money(buy.total)].filter(Boolean).join(' · ');
}

export interface BuySelectProps {
  provider: string | null;
  value: string | null;
  onChange: (id: string | null, buy: BuyDoc | null) => void;
  label: string;
  placeholder?: string;
  error?: string | undefined;
  clearable?: boolean;
}

export function BuySelect({ provider, value, onChange, label, placeholder, error, clearable = true }: BuySelectProps) {
  const i18n = useI18n();
  const api = useApi();
  const { data } = useIpcQuery(['buys'], ['receipt-picker', provider], () => api.buy.list({ limit: MAX_LIMIT, ...(provider ? { provider } : {}) }));
  const { data: chosen } = useIpcQuery(['buys'], ['get', value], () => api.buy.get({ id: value ?? '' }), { enabled: Boolean(value) });
  const buys = new Map<string, BuyDoc>();
  if (chosen) buys.set(chosen._id, chosen);
  for (const doc of data?.docs ?? []) {
    const buy = doc;
    if (buyState(buy) !== BUY_STATE.CANCELLED) buys.set(buy._id, buy);
  }
  return (
    <Select
      label={label}
      placeholder={placeholder ?? i18n.t('receipts.buy.pick')}
      data={[...buys.values()].map((b) => ({ value: b._id, label: buyLabel(b, i18n) }))}
      value={value}
      onChange={(id) => onChange(id, id ? (buys.get(id) ?? null) : null)}
      searchable
      clearable={clearable}
      nothingFoundMessage={i18n.t('receipts.buy.none')}
      error={error}
    />
  );
}

/** A buy's number where a document keeps only its id. */
export function BuyNumber({ id }: { id: string | null | undefined }) {
  const { docNumber } = useI18n();
  const api = useApi();
  const { data } = useIpcQuery(['buys'], ['get', id], () => api.buy.get({ id: id ?? '' }), { enabled: Boolean(id) });
  if (!id) return <>—</>;
  const buy = data ? data : null;
  return <>{buy?.number ? docNumber(buy.number) : '…'}</>;
}
