/**
 * Picking a partner (AV) by name; cleared, the house's. Purchasing reads only drivers among users
 * (domain §8), so a screen offers the picker only where `useReadsPartners` says the role sees them.
 */
import { Select } from '@mantine/core';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { routeByName } from '../../../src-shared/routes/index.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { useEnterPicksFirst } from '../useEnterOnMatches.js';
import { useT } from '../../i18n/i18n.js';
import { mayCall } from '../access.js';

/** Whether the role reads whole user records (so partners), not only the drivers' view. */
export function useReadsPartners(): boolean {
  const { role } = useSignedIn();
  const route = routeByName('user.list');
  const views = 'views' in route ? (route.views as Partial<Record<string, string>>) : {};
  return mayCall(role, 'user.list') && views[role] === undefined;
}

export function PartnerSelect({ value, onChange, error }: { value: string | null; onChange: (id: string | null) => void; error?: string | undefined }) {
  const t = useT();
  const api = useApi();
  const { data } = useIpcQuery(['users'], ['all'], () => api.user.list({ limit: MAX_LIMIT }));
  const partners = (data?.docs ?? []).filter((u) => u.role === 'AV' && (u.status !== false || u._id === value));
  // A name typed before the partners have loaded: Enter waits for them and picks the first match.
  const enter = useEnterPicksFirst(data !== undefined);
  return (
    <Select
      label={t('buys.partner')}
      placeholder={t('buys.partner.house')}
      data={partners.map((u) => ({ value: u._id, label: u.name || u.username }))}
      value={value}
      onChange={onChange}
      clearable
      searchable
      onKeyDownCapture={enter.onKeyDownCapture}
      nothingFoundMessage={t('buys.partner.none')}
      error={error}
    />
  );
}
