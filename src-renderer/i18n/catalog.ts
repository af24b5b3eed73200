/**
 * The message catalog: one file per area and locale, merged here. Spanish (Argentina) is the
 * source of the keys; every other locale must translate each one (the type says so).
 */
import type { Locale } from '../../src-shared/constants/locales.js';
import { admin as enAdmin } from './en/admin.js';
import { audits as enAudits } from './en/audits.js';
import { backups as enBackups } from './en/backups.js';
import { business as enBusiness } from './en/business.js';
import { common as enCommon } from './en/common.js';
import { dailywork as enDailywork } from './en/dailywork.js';
import { dashboard as enDashboard } from './en/dashboard.js';
import { exportList as enExportList } from './en/exports.js';
import { finance as enFinance } from './en/finance.js';
import { history as enHistory } from './en/history.js';
import { money as enMoney } from './en/money.js';
import { operations as enOperations } from './en/operations.js';
import { purchasing as enPurchasing } from './en/purchasing.js';
import { sales as enSales } from './en/sales.js';
import { settings as enSettings } from './en/settings.js';
import { shell as enShell } from './en/shell.js';
import { stock as enStock } from './en/stock.js';
import { storefront as enStorefront } from './en/storefront.js';
import { errors as enErrors } from './en/errors.js';
import { references as enReferences } from './en/references.js';
import { validation as enValidation } from './en/validation.js';
import { writes as enWrites } from './en/writes.js';
import { admin as esAdmin } from './es/admin.js';
import { audits as esAudits } from './es/audits.js';
import { backups as esBackups } from './es/backups.js';
import { business as esBusiness } from './es/business.js';
import { common as esCommon } from './es/common.js';
import { dailywork as esDailywork } from './es/dailywork.js';
import { dashboard as esDashboard } from './es/dashboard.js';
import { exportList as esExportList } from './es/exports.js';
import { finance as esFinance } from './es/finance.js';
import { history as esHistory } from './es/history.js';
import { money as esMoney } from './es/money.js';
import { operations as esOperations } from './es/operations.js';
import { purchasing as esPurchasing } from './es/purchasing.js';
import { sales as esSales } from './es/sales.js';
import { settings as esSettings } from './es/settings.js';
import { shell as esShell } from './es/shell.js';
import { stock as esStock } from './es/stock.js';
import { storefront as esStorefront } from './es/storefront.js';
import { errors as esErrors } from './es/errors.js';
import { references as esReferences } from './es/references.js';
import { validation as esValidation } from './es/validation.js';
import { writes as esWrites } from './es/writes.js';

const es = {
  ...esExportList,
  ...esAudits,
  ...esStock,
  ...esCommon,
  ...esShell,
  ...esSettings,
  ...esSales,
  ...esPurchasing,
  ...esMoney,
  ...esOperations,
  ...esDashboard,
  ...esFinance,
  ...esHistory,
  ...esBackups,
  ...esAdmin,
  ...esBusiness,
  ...esValidation,
  ...esErrors,
  ...esReferences,
  ...esDailywork,
  ...esStorefront,
  ...esWrites,
};

export type MessageKey = keyof typeof es;
export type Messages = Readonly<Record<MessageKey, string>>;

const en: Messages = {
  ...enExportList,
  ...enAudits,
  ...enStock,
  ...enCommon,
  ...enShell,
  ...enSettings,
  ...enSales,
  ...enPurchasing,
  ...enMoney,
  ...enOperations,
  ...enDashboard,
  ...enFinance,
  ...enHistory,
  ...enBackups,
  ...enAdmin,
  ...enBusiness,
  ...enValidation,
  ...enErrors,
  ...enReferences,
  ...enDailywork,
  ...enStorefront,
  ...enWrites,
};

export const CATALOG: Readonly<Record<Locale, Messages>> = { 'es-AR': es, en };

/** Whether a key built at run time (`history.route.${name}`) is one the catalog has. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(es, key);
}
