import { createTheme, DEFAULT_THEME, darken, luminance, type CSSVariablesResolver } from '@mantine/core';

/**
 * Text must stand out 4.5:1 from its background (WCAG 1.4.3). White text keeps 4.5:1 on a colour
 * darker than this luminance, black text on one lighter: with it as autoContrast's threshold a
 * filled badge or button always picks the readable one (a yellow "Pendiente" gets black text).
 */
const READABLE_ON_EITHER = 0.179;
/** Coloured text (light and outline variants, links) over white or a tinted background. */
const TEXT_ON_LIGHT_MAX_LUMINANCE = 0.14;

/** The shade itself when dark enough, else darkened step by step until it is. */
function readableText(color: string): string {
  let text = color;
  for (let step = 0; step < 20 && luminance(text) > TEXT_ON_LIGHT_MAX_LUMINANCE; step += 1) text = darken(text, 0.08);
  return text;
}

/**
 * Mantine's defaults draw dimmed text and placeholders in gray 6 and 5 (3.3:1 and 2:1 on white) and coloured text in a colour's
 * shade 9 or primary shade (yellow 9 is 3:1): every colour's text is darkened until readable.
 */
const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#636a71', '--mantine-color-placeholder': '#6b737a' };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const text = readableText(shades[9]);
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-text`] = text;
  }
  return { variables: {}, light, dark: {} };
};

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
});

export { cssVariablesResolver };
