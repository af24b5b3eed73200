/**
 * Desktop settings, kept by the main process: which server to use (embedded, or a shared one by
 * URL), the printer and paper per document type, and the display locale. A stored file from an
 * older build parses with defaults for what it lacks.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../constants/locales.js';
import { SHORT_TEXT_MAX, obj, oneOf, text, address, url } from '../schemas/common.js';
import { contract, say } from '../schemas/messages.js';
import { ipcCall, noInput } from './define.js';

/**
 * The documents the desktop prints (domain §7: the roadmap; the rest are the counter's papers —
 * an order's remito, a buy, a cash slip, a payment's receipt —; audits close a period).
 */
export const PRINT_KINDS = ['order', 'roadmap', 'buy', 'cashflow', 'payment', 'audit'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];
export const PAPER_SIZES = ['A4', '80mm'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

const serverUrl = () => url().refine(isHttpUrl, { error: (iss) => say(iss, contract.looksLike(String(iss.path?.at(-1) ?? 'url'), 'http://server:4000')) });

function isUrlOf(schemes: readonly string[]) {
  return (value: string) => {
    if (value === '') return true;
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  };
}

const fieldName = (iss: { path?: PropertyKey[] | undefined }) => String(iss.path?.at(-1) ?? 'url');

/**
 * How the embedded server sends customers' sign-in codes (README): the same four values `npm run
 * serve` reads from SMTP_URL, SMTP_FROM, SMS_WEBHOOK_URL and SMS_WEBHOOK_HEADER; empty is unset.
 */
export const embeddedMessagingSchema = obj({
  smtpUrl: address()
    .refine(isUrlOf(['smtp:', 'smtps:']), { error: (iss) => say(iss, contract.looksLike(fieldName(iss), 'smtp://usuario:clave@servidor:587')) })
    .default(''),
  smtpFrom: text(SHORT_TEXT_MAX).default(''),
  smsWebhookUrl: url()
    .refine(isUrlOf(['http:', 'https:']), { error: (iss) => say(iss, contract.looksLike(fieldName(iss), 'https://proveedor.example/enviar')) })
    .default(''),
  smsWebhookHeader: text(SHORT_TEXT_MAX)
    .refine((value) => value === '' || /^[A-Za-z0-9!#$%&'*+.^_`|~-]+:/.test(value), { error: (iss) => say(iss, contract.looksLike(fieldName(iss), 'Authorization: Bearer clave')) })
    .default(''),
});
export type EmbeddedMessaging = z.output<typeof embeddedMessagingSchema>;

/**
 * The server connection: the embedded server, with its message channels as `messaging` shapes them
 * (stored, shown to the screens, or sent by them), or the shared server's address
 * (`http://10.0.0.5:4000`; its API lives under `/api`).
 */
const serverOf = <M extends z.ZodType>(messaging: M) =>
  z.discriminatedUnion('mode', [obj({ mode: z.literal('embedded'), messaging: messaging.optional() }), obj({ mode: z.literal('remote'), url: serverUrl() })]);

export const serverSettingSchema = serverOf(embeddedMessagingSchema);
export type ServerSetting = z.output<typeof serverSettingSchema>;

/**
 * The message channels as the screens see them: never a secret (`messaging-secrets.ts`). The SMTP
 * address without its password and the SMS key header not at all, only whether one is kept.
 */
export const messagingViewSchema = obj({
  smtpUrl: z.string(),
  smtpFrom: z.string(),
  smsWebhookUrl: z.string(),
  smtpPasswordKept: z.boolean(),
  smsWebhookHeaderKept: z.boolean(),
});
export type MessagingView = z.output<typeof messagingViewSchema>;

/**
 * The message channels as the screens send them: the SMTP password in a field of its own, and a
 * password or SMS key header left empty keeps the one stored (`storedMessaging`).
 */
export const messagingInputSchema = embeddedMessagingSchema.extend({ smtpPassword: text(SHORT_TEXT_MAX).default('') });
export type MessagingInput = z.output<typeof messagingInputSchema>;

/** A printer's system name; null prints on the system's default printer. */
const printerName = () => text(SHORT_TEXT_MAX, 1).nullable();

const printersShape = Object.fromEntries(PRINT_KINDS.map((k) => [k, printerName()])) as Record<PrintKind, ReturnType<typeof printerName>>;
const paperShape = Object.fromEntries(PRINT_KINDS.map((k) => [k, oneOf(PAPER_SIZES)])) as Record<PrintKind, ReturnType<typeof oneOf<typeof PAPER_SIZES>>>;

export const DEFAULT_SETTINGS = {
  server: { mode: 'embedded' },
  printers: { order: null, roadmap: null, buy: null, cashflow: null, payment: null, audit: null },
  // Remitos, cash slips and payment receipts come off the counter's 80 mm printer; sheets a driver or provider keeps, and audits, are A4.
  paper: { order: '80mm', roadmap: 'A4', buy: 'A4', cashflow: '80mm', payment: '80mm', audit: 'A4' },
  locale: DEFAULT_LOCALE,
} as const satisfies {
  server: ServerSetting;
  printers: Record<PrintKind, string | null>;
  paper: Record<PrintKind, PaperSize>;
  locale: (typeof LOCALES)[number];
};

export const settingsSchema = z.object({
  server: serverSettingSchema.default(DEFAULT_SETTINGS.server),
  printers: z
    .object(printersShape)
    .partial()
    .transform((p) => ({ ...DEFAULT_SETTINGS.printers, ...p }))
    .default(DEFAULT_SETTINGS.printers),
  paper: z
    .object(paperShape)
    .partial()
    .transform((p) => ({ ...DEFAULT_SETTINGS.paper, ...p }))
    .default(DEFAULT_SETTINGS.paper),
  locale: oneOf(LOCALES).default(DEFAULT_SETTINGS.locale),
});
export type Settings = z.output<typeof settingsSchema>;

/** The settings as `deskSettings.*` answer them to the screens: the message channels without their secrets. */
export const settingsViewSchema = settingsSchema.extend({
  server: serverOf(messagingViewSchema).default(DEFAULT_SETTINGS.server),
});
export type SettingsView = z.output<typeof settingsViewSchema>;

/** What `deskSettings.set` takes: only what changes; a printer or paper left out keeps its value. */
export const settingsPatchSchema = obj({
  server: serverOf(messagingInputSchema).optional(),
  printers: obj(printersShape).partial().optional(),
  paper: obj(paperShape).partial().optional(),
  locale: oneOf(LOCALES).optional(),
});
export type SettingsPatchInput = z.output<typeof settingsPatchSchema>;
/** A patch as it applies to the stored settings: the message channels whole (`storedMessaging`). */
export type SettingsPatch = Omit<SettingsPatchInput, 'server'> & { server?: ServerSetting | undefined };

/** The patch applied to the settings; pure, so every store merges the same way. */
export function applySettingsPatch(current: Settings, patch: SettingsPatch): Settings {
  return {
    server: patch.server ?? current.server,
    printers: { ...current.printers, ...patch.printers },
    paper: { ...current.paper, ...patch.paper },
    locale: patch.locale ?? current.locale,
  };
}

/** This desk's own settings, `deskSettings.*`: `settings.*` are the business's, as the routes name them. */
export const DESK_SETTINGS_CALLS = {
  'deskSettings.get': ipcCall(noInput, settingsViewSchema),
  /** `restartRequired`: the server connection changed, which takes effect on the next start. */
  'deskSettings.set': ipcCall(settingsPatchSchema, z.object({ settings: settingsViewSchema, restartRequired: z.boolean() })),
  /**
   * Opens the folder of the desktop's log files (`opened`: the desktop shows it in the file manager;
   * the browser host cannot, and only says where it is). `path` null: this app keeps no log file.
   */
  'deskSettings.openLogFolder': ipcCall(noInput, z.object({ path: z.string().nullable(), opened: z.boolean() })),
} as const;
