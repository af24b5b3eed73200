/**
 * The embedded server's messaging secrets — the SMTP password inside `smtpUrl` and the SMS key
 * header — never go to the screens: `deskSettings.*` answer a view without them (`messagingView`),
 * and what the screens send back is merged with what is stored (`storedMessaging`): a password or
 * header left empty keeps the one kept, so a clerk who only changes the sender does not wipe them.
 */
import type { EmbeddedMessaging, MessagingInput, MessagingView, ServerSetting, Settings, SettingsPatch, SettingsPatchInput, SettingsView } from './settings.js';

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** The password `smtp://user:pass@host` holds, as the URL writes it (percent-encoded); '' when none. */
export function passwordOf(address: string | undefined): string {
  return address ? (parsed(address)?.password ?? '') : '';
}

/** `smtp://user:pass@host` without its password; anything not a URL with one stays as it is. */
export function withoutPassword(address: string): string {
  const url = parsed(address);
  if (!url || url.password === '') return address;
  url.password = '';
  return url.toString();
}

/** The address with `password` set in it; one the address already names (typed in whole) wins. */
function withPassword(address: string, password: string): string {
  const url = parsed(address);
  if (!url || password === '' || url.password !== '') return address;
  url.password = password;
  return url.toString();
}

export function messagingView(messaging: EmbeddedMessaging): MessagingView {
  return {
    smtpUrl: withoutPassword(messaging.smtpUrl),
    smtpFrom: messaging.smtpFrom,
    smsWebhookUrl: messaging.smsWebhookUrl,
    smtpPasswordKept: passwordOf(messaging.smtpUrl) !== '',
    smsWebhookHeaderKept: messaging.smsWebhookHeader !== '',
  };
}

/**
 * What the screens sent, with the secrets they left empty taken from `stored`: the SMTP password
 * (typed in its own field, or in the address) and the SMS key header. An address or gateway
 * emptied takes its secret with it.
 */
export function storedMessaging(input: MessagingInput, stored: EmbeddedMessaging | undefined): EmbeddedMessaging {
  const password = input.smtpPassword === '' ? passwordOf(stored?.smtpUrl) : encodeURIComponent(input.smtpPassword);
  const keptHeader = input.smsWebhookUrl === '' ? '' : (stored?.smsWebhookHeader ?? '');
  return {
    smtpUrl: input.smtpUrl === '' ? '' : withPassword(input.smtpUrl, password),
    smtpFrom: input.smtpFrom,
    smsWebhookUrl: input.smsWebhookUrl,
    smsWebhookHeader: input.smsWebhookHeader === '' ? keptHeader : input.smsWebhookHeader,
  };
}

export function settingsView(settings: Settings): SettingsView {
  const { server } = settings;
  if (server.mode === 'remote' || server.messaging === undefined) return { ...settings, server: server.mode === 'remote' ? server : { mode: 'embedded' } };
  return { ...settings, server: { mode: 'embedded', messaging: messagingView(server.messaging) } };
}

/** The screens' patch as it applies to the stored settings: the message channels merged with the stored ones. */
export function storedPatch(patch: SettingsPatchInput, current: Settings): SettingsPatch {
  const { server, ...rest } = patch;
  if (server === undefined) return rest;
  if (server.mode === 'remote' || server.messaging === undefined) return { ...rest, server: server.mode === 'remote' ? server : { mode: 'embedded' } };
  const stored = current.server.mode === 'embedded' ? current.server.messaging : undefined;
  const merged: ServerSetting = { mode: 'embedded', messaging: storedMessaging(server.messaging, stored) };
  return { ...rest, server: merged };
}
