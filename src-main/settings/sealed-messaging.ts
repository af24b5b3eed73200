/**
 * The embedded server's messaging secrets — the SMTP password in `smtpUrl` and the SMS gateway's
 * key header — kept out of the plain settings file: sealed by the operating system (the shell's
 * `safeStorage` secret store, a file of its own), with only their harmless part left in the
 * settings (`smtp://ventas@mail.example:587`, an empty header). Where the computer cannot seal
 * (Linux without a keyring), the settings keep them whole as before and the log says so: sign-in
 * codes must still go out after a restart.
 *
 * A settings file edited by hand since (its SMTP address or header no longer the ones the sealed
 * copy was paired with) wins over the sealed copy.
 */
import { withoutPassword } from '../../src-shared/ipc/messaging-secrets.js';
import type { EmbeddedMessaging, Settings } from '../../src-shared/ipc/settings.js';
import type { SecretStore } from '../auth/secret-store.js';
import type { SettingsStore } from './store.js';

type Secrets = Pick<EmbeddedMessaging, 'smtpUrl' | 'smsWebhookHeader'>;

/** What the sealed file holds: the secrets, and what the settings file showed in their place. */
interface Sealed {
  whole: Secrets;
  shown: Secrets;
}

const shownPart = (secrets: Secrets): Secrets => ({ smtpUrl: withoutPassword(secrets.smtpUrl), smsWebhookHeader: '' });
const sameSecrets = (a: Secrets, b: Secrets) => a.smtpUrl === b.smtpUrl && a.smsWebhookHeader === b.smsWebhookHeader;

function readSealed(text: string | null): Sealed | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<Sealed>;
    const ok = (s: unknown): s is Secrets => typeof s === 'object' && s !== null && typeof (s as Secrets).smtpUrl === 'string' && typeof (s as Secrets).smsWebhookHeader === 'string';
    return ok(value.whole) && ok(value.shown) ? { whole: value.whole, shown: value.shown } : null;
  } catch {
    return null;
  }
}

function withMessaging(settings: Settings, messaging: EmbeddedMessaging): Settings {
  return { ...settings, server: { mode: 'embedded', messaging } };
}

export function withSealedMessaging(inner: SettingsStore, sealed: SecretStore, log: (message: string) => void = () => undefined): SettingsStore {
  return {
    async read() {
      const settings = await inner.read();
      const messaging = settings.server.mode === 'embedded' ? settings.server.messaging : undefined;
      if (!messaging) return settings;
      const kept = readSealed(await sealed.load());
      if (!kept || !sameSecrets(kept.shown, messaging)) return settings;
      return withMessaging(settings, { ...messaging, ...kept.whole });
    },
    async write(settings) {
      const messaging = settings.server.mode === 'embedded' ? settings.server.messaging : undefined;
      const secrets: Secrets | null = messaging ? { smtpUrl: messaging.smtpUrl, smsWebhookHeader: messaging.smsWebhookHeader } : null;
      if (!messaging || !secrets || sameSecrets(shownPart(secrets), secrets)) {
        await sealed.clear();
        return inner.write(settings);
      }
      const shown = shownPart(secrets);
      if (!(await sealed.save(JSON.stringify({ whole: secrets, shown } satisfies Sealed)))) {
        log('this computer cannot seal the SMTP password or the SMS key: they stay in the settings file, readable by this user');
        return inner.write(settings);
      }
      await inner.write(withMessaging(settings, { ...messaging, ...shown }));
    },
  };
}
