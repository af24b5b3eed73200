/** Picking a driver: the enabled users marked as drivers (domain §7). */
import { Select } from '@mantine/core';
import { useApi, useIpcQuery } from '../../app/api.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useEnterPicksFirst } from '../useEnterOnMatches.js';
import { useT } from '../../i18n/i18n.js';

export interface DriverSelectProps {
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
  placeholder?: string;
  clearable?: boolean;
}

export function DriverSelect({ value, onChange, label, placeholder, clearable = false }: DriverSelectProps) {
  const t = useT();
  const api = useApi();
  const { data } = useIpcQuery(['users'], ['drivers'], () => api.user.list({ isDriver: true, status: true, limit: MAX_LIMIT }));
  const options = (data?.docs ?? []).map((u) => ({ value: u._id, label: u.name || u.username }));
  // A name typed before the drivers have loaded: Enter waits for them and picks the first match.
  const enter = useEnterPicksFirst(data !== undefined);
  return (
    <Select
      label={label ?? t('buys.driver')}
      placeholder={placeholder ?? t('buys.driver.pick')}
      data={options}
      value={value}
      onChange={onChange}
      clearable={clearable}
      searchable
      onKeyDownCapture={enter.onKeyDownCapture}
      nothingFoundMessage={t('buys.driver.none')}
    />
  );
}

/** A driver's name where a document keeps only the user id. */
export function DriverName({ id }: { id: string | null | undefined }) {
  const api = useApi();
  const { data } = useIpcQuery(['users'], ['get', id], () => api.user.get({ id: id ?? '' }), { enabled: Boolean(id) });
  if (!id) return <>—</>;
  const user = data ? data : null;
  return <>{user ? user.name || user.username : '…'}</>;
}
