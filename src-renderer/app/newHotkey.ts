/**
 * What Ctrl+N does on each screen, decided here. The screens listed make their own "new" with
 * `useHotkeys` (a buy on Compras, a roadmap on Hojas de ruta, a record on an Administración tab);
 * on every other screen (the dashboard, the reports, Ajustes) the Shell opens a new order
 * (`useNewOrderHotkey`), the back office's most common document. On a listed screen Ctrl+N never
 * opens an order, even where the screen's own "new" is not this user's to make.
 */
const OWN_NEW: readonly string[] = ['/drafts', '/customers', '/buys', '/receipts', '/providers', '/products', '/stock', '/cashflow', '/audits', '/admin', '/roadmaps'];

/** Whether Ctrl+N opens a new order at `location` (a path, with its screen's sub-paths). */
export function ctrlNOpensOrder(location: string): boolean {
  return !OWN_NEW.some((path) => location === path || location.startsWith(`${path}/`));
}
