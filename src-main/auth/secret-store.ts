/**
 * Where the session token is kept between starts. The shell keeps it encrypted by the operating
 * system (`src-main/electron/secret-store.ts`); the browser host keeps it in memory only, so a
 * restart asks to sign in again.
 */
export interface SecretStore {
  /** The kept secret, or null when there is none (or it cannot be read safely any more). */
  load(): Promise<string | null>;
  /** Keeps the secret; answers whether it will survive a restart (false: memory only, or refused). */
  save(secret: string): Promise<boolean>;
  clear(): Promise<void>;
}

/** Keeps the secret for the life of the process and no longer. */
export function createMemorySecretStore(): SecretStore {
  let secret: string | null = null;
  return {
    load: async () => secret,
    save: async (value) => {
      secret = value;
      return false;
    },
    clear: async () => {
      secret = null;
    },
  };
}
