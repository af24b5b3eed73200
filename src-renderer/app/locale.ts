/**
 * The display language's switch, in its own module so the settings screen can reach it without
 * importing App (App renders the screens, so that import would close a cycle).
 */
import { createContext, useContext } from 'react';
import type { Locale } from '../../src-shared/constants/locales.js';

export const LocaleContext = createContext<(locale: Locale) => void>(() => undefined);

/** Switches the display language at once (the settings screen keeps the choice). */
export const useSetLocale = () => useContext(LocaleContext);
