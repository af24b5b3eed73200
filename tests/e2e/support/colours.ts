/** Colours as the page computes them, for checks that a text shows in the theme's colour whatever shade that is. */
import type { Page } from '@playwright/test';

/** The computed `color` of a CSS value on the page, e.g. `var(--mantine-color-error)`. */
export function computedColour(page: Page, value: string): Promise<string> {
  return page.evaluate((css) => {
    const probe = document.createElement('span');
    probe.style.color = css;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, value);
}
