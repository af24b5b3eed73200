/**
 * The message catalog: one file per area and locale, merged here. Spanish (Argentina) is the
 * source of the keys; every other locale must translate each one (the type says so).
 */
import type { Locale } from '../../src-shared/constants.js';
import { common as enCommon } from './en/common.js';
import { settings as enSettings } from './en/settings.js';
import { shell as enShell } from './en/shell.js';
import { common as esCommon } from './es/common.js';
import { settings as esSettings } from './es/settings.js';
import { shell as esShell } from './es/shell.js';

const es = { ...esCommon, ...esShell, ...esSettings };

export type MessageKey = keyof typeof es;
export type Messages = Readonly<Record<MessageKey, string>>;

const en: Messages = { ...enCommon, ...enShell, ...enSettings };

export const CATALOG: Readonly<Record<Locale, Messages>> = { 'es-AR': es, en };
