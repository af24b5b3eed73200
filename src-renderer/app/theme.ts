import {
  Autocomplete,
  createTheme,
  DEFAULT_THEME,
  darken,
  Drawer,
  luminance,
  mergeThemeOverrides,
  Modal,
  MultiSelect,
  Notification,
  Select,
  TagsInput,
  type CSSVariablesResolver,
} from '@mantine/core';
import type { Locale } from '../../src-shared/constants/locales.js';
import { CATALOG } from '../i18n/catalog.js';
import { enterPicksHighlighted } from '../components/useEnterOnMatches.js';

/**
 * Text must stand out 4.5:1 from its background (WCAG 1.4.3). White text keeps 4.5:1 on a colour
 * darker than this luminance, black text on one lighter: with it as autoContrast's threshold a
 * filled badge or button always picks the readable one (a yellow "Pendiente" gets black text).
 */
const READABLE_ON_EITHER = 0.179;
/** What small text needs against its background (WCAG 1.4.3 AA). */
const MIN_CONTRAST = 4.5;

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The shade itself when readable on `background`, else darkened step by step until it is. */
function readableOn(color: string, background: string): string {
  let text = color;
  for (let step = 0; step < 20 && contrast(text, background) < MIN_CONTRAST; step += 1) text = darken(text, 0.08);
  return text;
}

/**
 * Mantine's defaults draw dimmed text and placeholders in gray 6 and 5 (3.3:1 and 2:1 on white) and coloured text in a colour's
 * shade 9 or primary shade (yellow 9 is 3:1): every colour's text is darkened until readable where it is drawn — coloured text
 * and outlines on the light grey of a hovered or striped row, a light button's or badge's label on its hover tint (shade 2:
 * blue 9 there was 4.4:1).
 */
const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#636a71', '--mantine-color-placeholder': '#6b737a' };
  const rowGrey = DEFAULT_THEME.colors.gray[1];
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const text = readableOn(shades[9], rowGrey);
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-text`] = text;
  }
  return { variables: {}, light, dark: {} };
};

/**
 * A picker's list of options scrolls itself, not a ScrollArea inside it: the list (a listbox its
 * combobox input controls) is then known to be reached through that input (`aria-activedescendant`),
 * while the ScrollArea's viewport was a scrolling box no key could reach (axe: scrollable-region-focusable).
 */
const SCROLLING_OPTIONS = { defaultProps: { withScrollArea: false }, styles: { options: { maxHeight: 280, overflowY: 'auto' as const } } };
const PICKING_OPTIONS = { ...SCROLLING_OPTIONS, defaultProps: { ...SCROLLING_OPTIONS.defaultProps, selectFirstOptionOnChange: true } };
/** A Select's Enter picks the option highlighted on screen (see `enterPicksHighlighted`). */
const SELECT_OPTIONS = { ...PICKING_OPTIONS, defaultProps: { ...PICKING_OPTIONS.defaultProps, onKeyDownCapture: enterPicksHighlighted } };

/** Calm colours and a readable size for screens looked at all day. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons and links in blue 8: white on blue 6 was 3.6:1.
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: READABLE_ON_EITHER,
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    // A picker highlights its first match as the user types, so Enter picks it (and a screen reader
    // hears it) without an ArrowDown first; matches that arrive later are useEnterPicksFirst's.
    Select: Select.extend(SELECT_OPTIONS),
    MultiSelect: MultiSelect.extend(PICKING_OPTIONS),
    Autocomplete: Autocomplete.extend(SCROLLING_OPTIONS),
    TagsInput: TagsInput.extend(SCROLLING_OPTIONS),
  },
});

/**
 * Mantine's close buttons draw an icon only, and a combobox's list of matches has no name of its
 * own: both are named in the user's language — a toast's close button too (the store's "added").
 */
export function localisedTheme(locale: Locale) {
  const close = { 'aria-label': CATALOG[locale]['common.close'] };
  return mergeThemeOverrides(theme, {
    components: {
      ComboboxOptions: { defaultProps: { 'aria-label': CATALOG[locale]['common.matches'] } },
      Modal: Modal.extend({ defaultProps: { closeButtonProps: close } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: close } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps: close } }),
    },
  });
}

export { cssVariablesResolver };
