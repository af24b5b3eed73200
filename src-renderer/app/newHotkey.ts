/**
 * What Ctrl+N does on each screen, decided here. The screens listed make their own "new" with
 * `useHotkeys`: some on the whole screen, whatever page of it is open (a roadmap on Hojas de ruta,
 * an entry on Caja, a record on an Administración tab), others on their list only (a buy on
 * Compras' list; a buy's own page has no "new"). Everywhere else (the dashboard, the reports,
 * Ajustes, a customer's or a buy's page) the Shell opens a new order (`useNewOrderHotkey`), the back
 * office's most common document. Where a screen has its own, Ctrl+N never opens an order, even
 * where that "new" is not this user's to make.
 */
const OWN_NEW_ON_EVERY_PAGE: readonly string[] = ['/drafts', '/roadmaps', '/audits', '/cashflow', '/stock', '/admin'];
const OWN_NEW_ON_THE_LIST: readonly string[] = ['/customers', '/buys', '/receipts', '/providers', '/products'];

/** Whether Ctrl+N opens a new order at `location` (a path). */
export function ctrlNOpensOrder(location: string): boolean {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  if (OWN_NEW_ON_THE_LIST.includes(path)) return false;
  return !OWN_NEW_ON_EVERY_PAGE.some((screen) => path === screen || path.startsWith(`${screen}/`));
}
