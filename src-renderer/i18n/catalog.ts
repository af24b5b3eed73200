/**
 * The message catalog: one file per area and locale, merged here. Spanish (Argentina) is the
 * source of the keys; every other locale must translate each one (the type says so).
 */
import type { Locale } from '../../src-shared/constants.js';
import { common as enCommon } from './en/common.js';
import { dashboard as enDashboard } from './en/dashboard.js';
import { money as enMoney } from './en/money.js';
import { operations as enOperations } from './en/operations.js';
import { purchasing as enPurchasing } from './en/purchasing.js';
import { sales as enSales } from './en/sales.js';
import { settings as enSettings } from './en/settings.js';
import { shell as enShell } from './en/shell.js';
import { common as esCommon } from './es/common.js';
import { dashboard as esDashboard } from './es/dashboard.js';
import { money as esMoney } from './es/money.js';
import { operations as esOperations } from './es/operations.js';
import { purchasing as esPurchasing } from './es/purchasing.js';
import { sales as esSales } from './es/sales.js';
import { settings as esSettings } from './es/settings.js';
import { shell as esShell } from './es/shell.js';

const es = { ...esCommon, ...esShell, ...esSettings, ...esSales, ...esPurchasing, ...esMoney, ...esOperations, ...esDashboard };

export type MessageKey = keyof typeof es;
export type Messages = Readonly<Record<MessageKey, string>>;

const en: Messages = { ...enCommon, ...enShell, ...enSettings, ...enSales, ...enPurchasing, ...enMoney, ...enOperations, ...enDashboard };

export const CATALOG: Readonly<Record<Locale, Messages>> = { 'es-AR': es, en };
