/**
 * The locales the screens and printouts format numbers, money and dates for. No literal of these is
 * to be retyped elsewhere: other modules import them.
 */
/** Locales the screens and printouts format numbers, money and dates for. */
export const LOCALES = ['es-AR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es-AR';
