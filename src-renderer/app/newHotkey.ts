/**
 * What Ctrl+N does on each screen, decided here. The screens listed make their own "new", each
 * through `useOwnNewHotkey` naming itself: some on the whole screen, whatever page of it is open (a
 * roadmap on Hojas de ruta, an entry on Caja, a record on an Administración tab), others on their
 * list only (a buy on Compras' list; a buy's own page has no "new"). Everywhere else (the
 * dashboard, the reports, Ajustes, a customer's or a buy's page) the Shell opens a new order
 * (`useNewOrderHotkey`), the back office's most common document. Where a screen has its own,
 * Ctrl+N never opens an order, even where that "new" is not this user's to make.
 *
 * A screen can bind Ctrl+N only for a screen listed here (the hook's type), and every screen listed
 * here binds it: tests/unit/renderer/new-hotkey.test.ts reads the calls from the screens' sources.
 */
import { useHotkeys } from '@mantine/hooks';

export const OWN_NEW = {
  '/drafts': 'everyPage',
  '/roadmaps': 'everyPage',
  '/audits': 'everyPage',
  '/cashflow': 'everyPage',
  '/stock': 'everyPage',
  '/admin': 'everyPage',
  '/customers': 'list',
  '/buys': 'list',
  '/receipts': 'list',
  '/providers': 'list',
  '/products': 'list',
} as const satisfies Readonly<Record<string, 'everyPage' | 'list'>>;

/** A screen with a "new" of its own, by the path its navigation entry opens. */
export type OwnNewScreen = keyof typeof OWN_NEW;

const SCREENS = Object.keys(OWN_NEW) as OwnNewScreen[];

/** Whether Ctrl+N opens a new order at `location` (a path). */
export function ctrlNOpensOrder(location: string): boolean {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return !SCREENS.some((screen) => path === screen || (OWN_NEW[screen] === 'everyPage' && path.startsWith(`${screen}/`)));
}

/**
 * Ctrl+N on `screen` makes its own "new" (`onNew`), as `OWN_NEW` says it does there. `screen` is
 * the screen's declaration that it binds the key, read by the test above; `tagsToIgnore` as
 * Mantine's `useHotkeys` takes it (`[]`: from inside the screen's fields too).
 */
export function useOwnNewHotkey(screen: OwnNewScreen, onNew: () => unknown, tagsToIgnore?: string[]): void {
  useHotkeys([['mod+N', () => void onNew()]], tagsToIgnore);
  void screen;
}
