/** Which garage a stock change is for; left empty, the default garage (domain §5). */
import { Select } from '@mantine/core';
import { useT } from '../../i18n/i18n.js';
import { optionsOf, useGarages } from '../references/catalog.js';

export function GarageSelect({ value, onChange, error }: { value: string | null; onChange: (garage: string | null) => void; error?: string | undefined }) {
  const t = useT();
  const garages = useGarages().filter((g) => g.inventory !== false);
  const fallback = garages.find((g) => g.isDefault)?.name;
  return (
    <Select
      label={t('stock.garage')}
      placeholder={fallback ? t('stock.garage.default', { name: fallback }) : t('stock.garage.defaultUnnamed')}
      data={optionsOf(garages, value)}
      value={value}
      onChange={onChange}
      error={error}
      clearable
    />
  );
}

/** A garage's name by id, for ledger rows and alerts. */
export function useGarageName(): (id: string | null | undefined) => string {
  const garages = useGarages();
  const byId = new Map(garages.map((g) => [g._id, g.name]));
  return (id) => (id ? (byId.get(id) ?? '—') : '—');
}
