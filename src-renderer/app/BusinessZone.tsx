/** Signed-in screens show dates in the business's time zone, read from the replica's settings. */
import type { ReactNode } from 'react';
import { BusinessTimeZone } from '../i18n/i18n.js';
import { useApi, useIpcQuery } from './api.js';

export function BusinessZone({ children }: { children: ReactNode }) {
  const api = useApi();
  const settings = useIpcQuery(['settings'], ['business'], () => api.settings.get());
  return <BusinessTimeZone timeZone={settings.data?.timeZone}>{children}</BusinessTimeZone>;
}
