import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../../src-renderer/app/theme.js';

/** WCAG 2.1's contrast ratio, from the colours' relative luminance. */
function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;
const colours = Object.keys(DEFAULT_THEME.colors);
const WHITE = '#ffffff';

describe("the theme's coloured text is readable where it is drawn (4.5:1, WCAG 1.4.3)", () => {
  it.each(colours)('%s text and outlines on white and on a hovered or striped row', (name) => {
    for (const variable of ['text', 'outline']) {
      const colour = light[`--mantine-color-${name}-${variable}`] ?? '';
      expect(ratio(colour, WHITE), `${name}-${variable} on white`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colour, DEFAULT_THEME.colors.gray[1]), `${name}-${variable} on gray 1`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(colours)('a light %s button or badge, at rest and hovered', (name) => {
    const colour = light[`--mantine-color-${name}-light-color`] ?? '';
    const shades = DEFAULT_THEME.colors[name]!;
    // Mantine draws the light variant on shade 1, and on shade 2 under the pointer.
    expect(ratio(colour, shades[1]), `${name} on its light tint`).toBeGreaterThanOrEqual(4.5);
    expect(ratio(colour, shades[2]), `${name} on its hover tint`).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and placeholders on white', () => {
    expect(ratio(light['--mantine-color-dimmed'] ?? '', WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(light['--mantine-color-placeholder'] ?? '', WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('white on a filled button of the primary colour', () => {
    const filled = DEFAULT_THEME.colors[theme.primaryColor ?? 'blue']![theme.primaryShade as number]!;
    expect(ratio(WHITE, filled)).toBeGreaterThanOrEqual(4.5);
  });
});
