import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '../../src-shared/constants/locales.js';
import { followActiveDescendants } from '../app/activeDescendant.js';
import { cssVariablesResolver, localisedTheme } from '../app/theme.js';
import { I18nProvider } from '../i18n/i18n.js';
import { StoreApp } from './App.js';
import { StoreToasts } from './StoreToasts.js';

// The customer page speaks Argentine Spanish, with the desktop's look and readable colours (app/theme.ts).
followActiveDescendants();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={localisedTheme(DEFAULT_LOCALE)} cssVariablesResolver={cssVariablesResolver}>
      <StoreToasts />
      <I18nProvider locale={DEFAULT_LOCALE}>
        <StoreApp />
      </I18nProvider>
    </MantineProvider>
  </StrictMode>,
);
