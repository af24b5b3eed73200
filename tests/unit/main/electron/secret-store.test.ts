/**
 * The shell's token store over `safeStorage`: sealed on disk where the OS protects it, refused
 * (and any old copy removed) where the only backend is `basic_text`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeSecretStore, type SafeStorageLike } from '../../../../src-main/electron/secret-store.js';

type Backend = ReturnType<SafeStorageLike['getSelectedStorageBackend']>;

/** A stand-in that seals reversibly and says which backend it is, like Electron's. */
function safeStorage(backend: Backend, available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (text) => Buffer.from(`sealed:${Buffer.from(text).toString('base64')}`),
    decryptString: (sealed) => {
      const text = sealed.toString();
      if (!text.startsWith('sealed:')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(text.slice(7), 'base64').toString();
    },
  };
}

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'secret-'));
  dirs.push(dir);
  return join(dir, 'session.bin');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('safeStorage secret store', () => {
  it('keeps the token sealed (never in clear) with a keyring, and reads it back', async () => {
    const path = tempFile();
    const store = createSafeSecretStore({ safeStorage: safeStorage('gnome_libsecret'), path, platform: 'linux' });
    expect(await store.save('tok-123')).toBe(true);
    expect(readFileSync(path, 'utf8')).not.toContain('tok-123');
    expect(await createSafeSecretStore({ safeStorage: safeStorage('gnome_libsecret'), path, platform: 'linux' }).load()).toBe('tok-123');
    await store.clear();
    expect(existsSync(path)).toBe(false);
    expect(await store.load()).toBeNull();
  });

  it('refuses to keep the token with basic_text, and drops a copy kept earlier', async () => {
    const path = tempFile();
    await createSafeSecretStore({ safeStorage: safeStorage('kwallet5'), path, platform: 'linux' }).save('tok-123');
    const plain = createSafeSecretStore({ safeStorage: safeStorage('basic_text'), path, platform: 'linux' });
    expect(await plain.load()).toBeNull();
    expect(existsSync(path)).toBe(false);
    expect(await plain.save('tok-456')).toBe(false);
    expect(existsSync(path)).toBe(false);
  });

  it('refuses when encryption is unavailable, and ignores the Linux-only backend question elsewhere', async () => {
    expect(await createSafeSecretStore({ safeStorage: safeStorage('gnome_libsecret', false), path: tempFile(), platform: 'linux' }).save('t')).toBe(false);
    expect(await createSafeSecretStore({ safeStorage: safeStorage('basic_text'), path: tempFile(), platform: 'win32' }).save('t')).toBe(true);
  });

  it('forgets a token it cannot decrypt any more', async () => {
    const path = tempFile();
    const store = createSafeSecretStore({ safeStorage: safeStorage('gnome_libsecret'), path, platform: 'linux' });
    await store.save('tok');
    const other = {
      ...safeStorage('gnome_libsecret'),
      decryptString: (): string => {
        throw new Error('bad key');
      },
    };
    expect(await createSafeSecretStore({ safeStorage: other, path, platform: 'linux' }).load()).toBeNull();
    expect(existsSync(path)).toBe(false);
  });
});
