/**
 * The navigation, by role (domain §8): each entry lists the roles that see it. Screens are reached
 * only through here, so a role never lands on a screen it may not use.
 */
import type { Role } from '../../src-shared/constants/roles.js';
import type { MessageKey } from '../i18n/catalog.js';

export interface NavItem {
  path: string;
  label: MessageKey;
  roles: readonly Role[];
}

export interface NavSection {
  label: MessageKey;
  items: readonly NavItem[];
}

const STAFF: readonly Role[] = ['ADMIN', 'AV', 'OPERACION', 'COMPRAS'];

export const NAV: readonly NavSection[] = [
  {
    label: 'nav.section.sales',
    items: [
      { path: '/orders', label: 'nav.orders', roles: ['ADMIN', 'AV', 'OPERACION'] },
      { path: '/drafts', label: 'nav.drafts', roles: ['ADMIN', 'AV', 'OPERACION', 'CUSTOMER'] },
      { path: '/customers', label: 'nav.customers', roles: ['ADMIN', 'AV', 'OPERACION'] },
      { path: '/my-finances', label: 'nav.myFinances', roles: ['AV'] },
    ],
  },
  {
    label: 'nav.section.purchasing',
    items: [
      { path: '/buys', label: 'nav.buys', roles: ['ADMIN', 'COMPRAS', 'OPERACION', 'PROVEEDOR'] },
      { path: '/receipts', label: 'nav.receipts', roles: ['ADMIN', 'COMPRAS', 'PROVEEDOR'] },
      { path: '/providers', label: 'nav.providers', roles: ['ADMIN', 'COMPRAS'] },
    ],
  },
  {
    label: 'nav.section.operations',
    items: [{ path: '/roadmaps', label: 'nav.roadmaps', roles: ['ADMIN', 'OPERACION'] }],
  },
  {
    label: 'nav.section.money',
    items: [
      { path: '/cashflow', label: 'nav.cashflow', roles: ['ADMIN', 'COMPRAS'] },
      { path: '/partners', label: 'nav.partners', roles: ['ADMIN'] },
      // COMPRAS reads provider balances there (what is owed to providers); its other reports stay the admin's.
      { path: '/statistics', label: 'nav.statistics', roles: ['ADMIN', 'COMPRAS'] },
      { path: '/audits', label: 'nav.audits', roles: ['ADMIN'] },
    ],
  },
  {
    label: 'nav.section.stock',
    items: [
      { path: '/products', label: 'nav.products', roles: [...STAFF, 'CUSTOMER'] },
      { path: '/stock', label: 'nav.stock', roles: ['ADMIN', 'COMPRAS', 'OPERACION'] },
    ],
  },
  {
    label: 'nav.section.admin',
    items: [
      { path: '/admin', label: 'nav.admin', roles: ['ADMIN'] },
      { path: '/profile', label: 'nav.profile', roles: ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'PROVEEDOR'] },
      { path: '/settings', label: 'nav.settings', roles: ['ADMIN', 'AV', 'OPERACION', 'COMPRAS', 'PROVEEDOR', 'CUSTOMER'] },
    ],
  },
];

export const DASHBOARD: NavItem = { path: '/', label: 'nav.dashboard', roles: ['ADMIN', 'AV', 'OPERACION', 'COMPRAS'] };

export function navFor(role: Role): NavSection[] {
  return NAV.map((section) => ({ ...section, items: section.items.filter((item) => item.roles.includes(role)) })).filter((section) => section.items.length > 0);
}

/** Whether a role may open a path (the first path segment decides). */
export function mayOpen(role: Role, path: string): boolean {
  if (path === '/' || path === '') return DASHBOARD.roles.includes(role);
  const items = NAV.flatMap((section) => section.items);
  const match = items.find((item) => path === item.path || path.startsWith(`${item.path}/`));
  return match ? match.roles.includes(role) : false;
}

/** Where a role lands after signing in. */
export function homeFor(role: Role): string {
  if (DASHBOARD.roles.includes(role)) return '/';
  return navFor(role)[0]?.items[0]?.path ?? '/settings';
}
