/**
 * The messaging secrets (SMTP password, SMS key header) sealed apart from the settings file: the
 * file on disk never holds them where the computer can seal, yet the settings read back whole.
 * Real files (the browser host's settings file and the shell's sealed file); only Electron's
 * `safeStorage` is stood in for, with real AES under a key of the test's.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../../src-shared/ipc/settings.js';
import { createSafeSecretStore, type SafeStorageLike } from '../../../../src-main/electron/secret-store.js';
import { createFileSettingsStore } from '../../../../src-main/settings/file-store.js';
import { withSealedMessaging } from '../../../../src-main/settings/sealed-messaging.js';

const KEY = randomBytes(32);
function aesStorage(backend: 'gnome_libsecret' | 'basic_text'): SafeStorageLike {
  return {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => backend,
    encryptString: (text) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', KEY, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString: (sealed) => {
      const decipher = createDecipheriv('aes-256-gcm', KEY, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function stores(backend: 'gnome_libsecret' | 'basic_text' = 'gnome_libsecret') {
  const dir = mkdtempSync(join(tmpdir(), 'sealed-'));
  dirs.push(dir);
  const paths = { settings: join(dir, 'settings.json'), sealed: join(dir, 'messaging.bin') };
  const logged: string[] = [];
  const open = (which = backend) =>
    withSealedMessaging(createFileSettingsStore(paths.settings), createSafeSecretStore({ safeStorage: aesStorage(which), path: paths.sealed, platform: 'linux' }), (line) => logged.push(line));
  return { paths, logged, open };
}

const messaging = {
  smtpUrl: 'smtp://ventas:Cl4ve-Secreta@mail.distribuidora.com.ar:587',
  smtpFrom: 'Ventas <ventas@distribuidora.com.ar>',
  smsWebhookUrl: 'https://sms.example/enviar',
  smsWebhookHeader: 'Authorization: Bearer sms-key-998877',
};
const configured: Settings = { ...DEFAULT_SETTINGS, server: { mode: 'embedded', messaging } };

describe('messaging secrets sealed apart from the settings', () => {
  it('leaves neither the SMTP password nor the SMS key in the settings file, and reads them back whole after a restart', async () => {
    const { paths, open } = stores();
    await open().write(configured);
    const onDisk = readFileSync(paths.settings, 'utf8');
    expect(onDisk).not.toContain('Cl4ve-Secreta');
    expect(onDisk).not.toContain('sms-key-998877');
    expect(onDisk).toContain('smtp://ventas@mail.distribuidora.com.ar:587');
    expect(readFileSync(paths.sealed).toString('latin1')).not.toContain('Cl4ve-Secreta');
    expect(await open().read()).toEqual(configured);
  });

  it('keeps them in the settings file, and says so, where the computer cannot seal', async () => {
    const { paths, logged, open } = stores('basic_text');
    await open().write(configured);
    expect(readFileSync(paths.settings, 'utf8')).toContain('Cl4ve-Secreta');
    expect(existsSync(paths.sealed)).toBe(false);
    expect(logged.join('\n')).toMatch(/cannot seal/);
    expect(await open().read()).toEqual(configured);
  });

  it('lets a settings file edited by hand since win over the sealed copy', async () => {
    const { paths, open } = stores();
    await open().write(configured);
    const edited = JSON.parse(readFileSync(paths.settings, 'utf8')) as Settings & { server: { messaging: typeof messaging } };
    edited.server.messaging.smtpUrl = 'smtp://otro:nueva@smtp.otro.com.ar:465';
    writeFileSync(paths.settings, JSON.stringify(edited));
    const read = await open().read();
    expect(read.server).toEqual({ mode: 'embedded', messaging: { ...messaging, smtpUrl: 'smtp://otro:nueva@smtp.otro.com.ar:465', smsWebhookHeader: '' } });
  });

  it('forgets the sealed copy when the secrets are taken out, and passes settings without secrets through', async () => {
    const { paths, open } = stores();
    await open().write(configured);
    const plain: Settings = { ...DEFAULT_SETTINGS, server: { mode: 'embedded', messaging: { ...messaging, smtpUrl: 'smtp://mail.distribuidora.com.ar:25', smsWebhookHeader: '' } } };
    await open().write(plain);
    expect(existsSync(paths.sealed)).toBe(false);
    expect(await open().read()).toEqual(plain);
    const remote: Settings = { ...DEFAULT_SETTINGS, server: { mode: 'remote', url: 'http://10.0.0.5:4000' } };
    await open().write(remote);
    expect(await open().read()).toEqual(remote);
  });
});
