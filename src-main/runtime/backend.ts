/**
 * The server the desktop talks to — the embedded one or a shared one by URL — with the API client
 * and the auth session over it. One object, so switching servers is closing one and opening another.
 */
import type { ServerSetting } from '../../src-shared/ipc/settings.js';
import type { RunningServer } from '../../src-server/server.js';
import { createApiClient, type ApiClient } from '../sync/index.js';
import { createAuthSession, type AuthSession } from '../auth/session.js';
import type { SecretStore } from '../auth/secret-store.js';

export interface Backend {
  readonly api: ApiClient;
  readonly auth: AuthSession;
  /** The embedded server this backend runs (backups reach its database); null for a shared one. */
  readonly embedded: RunningServer | null;
  close(): Promise<void>;
}

/** The API base of a shared server's address; the address may be given with or without `/api`. */
export function remoteApiUrl(server: Extract<ServerSetting, { mode: 'remote' }>): string {
  return `${server.url.replace(/\/+$/, '').replace(/\/api$/, '')}/api`;
}

export interface BackendOptions {
  /** The API base, e.g. `http://127.0.0.1:4000/api`. */
  baseUrl: string;
  secrets: SecretStore;
  /** The embedded server this backend runs, closed with it. */
  embedded?: RunningServer | null;
  log?: (message: string) => void;
}

export function createBackend(options: BackendOptions): Backend {
  // The client reads the token on every call; the session that holds it is made right after.
  const api: ApiClient = createApiClient({ baseUrl: options.baseUrl, token: () => auth.token() });
  const auth = createAuthSession({ api, secrets: options.secrets, ...(options.log ? { log: options.log } : {}) });
  return {
    api,
    auth,
    embedded: options.embedded ?? null,
    async close() {
      await options.embedded?.close();
    },
  };
}
