import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '../../src-shared/constants/locales.js';
import { followActiveDescendants } from '../app/activeDescendant.js';
import { cssVariablesResolver, localisedTheme } from '../app/theme.js';
import { I18nProvider } from '../i18n/i18n.js';
import { StoreApp } from './App.js';

// The customer page speaks Argentine Spanish, with the desktop's look and readable colours (app/theme.ts).
followActiveDescendants();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={localisedTheme(DEFAULT_LOCALE)} cssVariablesResolver={cssVariablesResolver}>
      {/* One message at a time: on a phone a stack of them hides the products. */}
      <Notifications position="top-center" limit={1} autoClose={2000} />
      <I18nProvider locale={DEFAULT_LOCALE}>
        <StoreApp />
      </I18nProvider>
    </MantineProvider>
  </StrictMode>,
);
