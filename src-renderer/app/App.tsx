import { Center, Loader, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOASTS } from './layout.js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../src-shared/constants/locales.js';
import type { IpcBridge } from '../../src-shared/ipc/client.js';
import { Setup } from '../features/auth/Setup.js';
import { SignIn } from '../features/auth/SignIn.js';
import { I18nProvider } from '../i18n/i18n.js';
import { followActiveDescendants } from './activeDescendant.js';
import { ApiProvider, useApi } from './api.js';
import { BusinessZone } from './BusinessZone.js';
import { LocaleContext } from './locale.js';
import { ReplicaUpgradeScreen } from './ReplicaUpgradeScreen.js';
import { SessionProvider, useSession } from './session.js';
import { Shell } from './Shell.js';
import { cssVariablesResolver, localisedTheme } from './theme.js';
import { useReplicaUpgrade } from './useReplicaUpgrade.js';

function Gate() {
  const { session } = useSession();
  const upgrade = useReplicaUpgrade();
  // Both are asked for at once as the window opens; an upgrade under way or failed comes first,
  // since the signed-in screens read the replica it is still rewriting.
  if (!session || !upgrade) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (upgrade.status !== 'idle') return <ReplicaUpgradeScreen upgrade={upgrade} />;
  if (session.status === 'needs-setup') return <Setup />;
  if (session.status === 'signed-out') return <SignIn />;
  return (
    <BusinessZone>
      <Shell />
    </BusinessZone>
  );
}

/** What assistive technology reads the page as: Spanish of Argentina, or English. */
const HTML_LANG: Record<Locale, string> = { 'es-AR': 'es-AR', en: 'en' };

function Localised() {
  const api = useApi();
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  useEffect(() => {
    void api.deskSettings.get().then(
      (s) => setLocale(s.locale),
      () => undefined,
    );
  }, [api]);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);
  const change = useCallback((next: Locale) => setLocale(next), []);
  const localised = useMemo(() => localisedTheme(locale), [locale]);
  return (
    <MantineProvider theme={localised} cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider>
        <Notifications {...TOASTS} />
        <LocaleContext.Provider value={change}>
          <I18nProvider locale={locale}>
            <DatesProvider settings={{ locale: locale === 'en' ? 'en' : 'es', firstDayOfWeek: 1 }}>
              <SessionProvider>
                <Gate />
              </SessionProvider>
            </DatesProvider>
          </I18nProvider>
        </LocaleContext.Provider>
      </ModalsProvider>
    </MantineProvider>
  );
}

export function App({ bridge }: { bridge: IpcBridge }) {
  useEffect(() => followActiveDescendants(), []);
  return (
    <ApiProvider bridge={bridge}>
      <Localised />
    </ApiProvider>
  );
}
