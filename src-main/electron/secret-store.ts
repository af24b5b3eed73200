/**
 * The session token kept with the operating system's encryption (Electron `safeStorage`), in a
 * file of the user data folder. Where the only backend is `basic_text` (Linux without a keyring:
 * a fixed, public key) the token is refused — and any copy removed — so the next start asks to
 * sign in again rather than leave a usable token readable on disk. `safeStorage` works only once
 * the app is ready, so this store is made after `app.whenReady()`.
 */
import type { SafeStorage } from 'electron';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { SecretStore } from '../auth/secret-store.js';

export type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'>;

export interface SafeSecretStoreOptions {
  safeStorage: SafeStorageLike;
  /** The file holding the encrypted secret. */
  path: string;
  platform: NodeJS.Platform;
  log?: (message: string) => void;
}

export function createSafeSecretStore(options: SafeSecretStoreOptions): SecretStore {
  const { safeStorage, path, platform } = options;
  const log = options.log ?? (() => undefined);
  const remove = () => rm(path, { force: true });

  // The backend question exists on Linux only; elsewhere the OS key store is always behind it.
  const safe = (): boolean => safeStorage.isEncryptionAvailable() && !(platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text');

  return {
    async load() {
      if (!safe()) {
        await remove();
        return null;
      }
      let sealed: Buffer;
      try {
        sealed = await readFile(path);
      } catch {
        return null;
      }
      try {
        return safeStorage.decryptString(sealed);
      } catch {
        // Sealed under another key (a new keyring, another user): useless, so forgotten.
        log('the kept session could not be decrypted; signing in again');
        await remove();
        return null;
      }
    },
    async save(secret) {
      if (!safe()) {
        log('no safe storage for the session on this computer: it will not be kept after closing');
        await remove();
        return false;
      }
      await writeFile(path, safeStorage.encryptString(secret), { mode: 0o600 });
      return true;
    },
    clear: remove,
  };
}
