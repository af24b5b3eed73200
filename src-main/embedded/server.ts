/**
 * Embedded mode (design.md "Running modes"): with no server configured, the API server runs inside
 * the main process on 127.0.0.1 (a free port) over a SQLite file in the data folder, and the
 * desktop syncs with it like with any remote one — one code path.
 *
 * `startServer` creates a first admin (with a random password) on a database without users, so a
 * first run does not start it at all: the setup step does, with the admin the user chose.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import type { SetupInput } from '../../src-shared/ipc/auth.js';
import type { EmbeddedMessaging } from '../../src-shared/ipc/settings.js';
import { SERVER_DB_FILE } from '../../src-server/backup/index.js';
import type { MessagingConfig } from '../../src-server/features/messages/config.js';
import { startServer, type RunningServer } from '../../src-server/server.js';
import { loadDemoData } from '../../src-server/setup/demo.js';
import { scheduleDailyBackups } from './backup.js';

export interface EmbeddedOptions {
  dataDir: string;
  /** better-sqlite3's Electron build, when running in the shell (design.md pitfall). */
  nativeBinding?: string | undefined;
  clock?: () => Date;
  log?: (message: string) => void;
  /** Where the server's own log lines go (the desktop's log file); none: the server logs nothing. */
  logStream?: { write(chunk: string): void } | undefined;
  /** The renderer build: the server serves its customer ordering page at `/tienda/` to this computer. */
  rendererDir?: string | undefined;
  /** The channels for customers' sign-in codes, from the desktop's settings; none: customer sign-in is not set up. */
  messaging?: EmbeddedMessaging | undefined;
  /** False: the first run's demo data is the catalog alone, without its six months of history. */
  demoHistory?: boolean | undefined;
}

/** The settings' four values as the server takes them (the same as `npm run serve`'s environment). */
export function embeddedMessagingConfig(setting: EmbeddedMessaging | undefined): MessagingConfig {
  if (!setting) return {};
  return {
    ...(setting.smtpUrl ? { smtp: { url: setting.smtpUrl, from: setting.smtpFrom } } : {}),
    ...(setting.smsWebhookUrl ? { sms: { url: setting.smsWebhookUrl, header: setting.smsWebhookHeader || undefined } } : {}),
  };
}

/** The same name the backups library gives the database of a data folder. */
export const EMBEDDED_DATABASE_FILE = SERVER_DB_FILE;

export function embeddedDatabasePath(dataDir: string): string {
  return join(dataDir, EMBEDDED_DATABASE_FILE);
}

/** No database yet: the setup step has not run on this computer. */
export function needsSetup(dataDir: string): boolean {
  return !existsSync(embeddedDatabasePath(dataDir));
}

/** Starts the server with its daily backup (backup.ts), which stops, finished, before the server closes. */
async function start(options: EmbeddedOptions, admin?: { username: string; password: string }): Promise<RunningServer> {
  const server = await startServer({
    databaseUrl: `sqlite:${embeddedDatabasePath(options.dataDir)}`,
    host: '127.0.0.1',
    port: 0,
    // Warnings and failures only: a request line for every sync round would bury them.
    logger: options.logStream ? { level: 'warn', stream: options.logStream } : false,
    rendererDir: options.rendererDir ?? null,
    messaging: embeddedMessagingConfig(options.messaging),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.nativeBinding ? { open: { nativeBinding: options.nativeBinding } } : {}),
    ...(admin ? { adminUsername: admin.username, adminPassword: admin.password } : {}),
  });
  const daily = scheduleDailyBackups(server, options.dataDir, options.log);
  return {
    ...server,
    async close() {
      await daily.stop();
      await server.close();
    },
  };
}

/** Starts the embedded server over the existing database. */
export async function startEmbeddedServer(options: EmbeddedOptions): Promise<RunningServer> {
  const server = await start(options);
  // Only when an earlier first start died between creating the file and the admin.
  if (server.firstAdmin?.generatedPassword) {
    options.log?.(`first admin created: user "${server.firstAdmin.username}", password "${server.firstAdmin.generatedPassword}" (shown only this once)`);
  }
  return server;
}

export interface SetupOutcome {
  server: RunningServer;
  demo: { products: number; customers: number } | null;
}

/** The first run: creates the database with the chosen admin, and the demo data when asked. */
export async function setupEmbeddedServer(options: EmbeddedOptions, input: SetupInput): Promise<SetupOutcome> {
  if (!needsSetup(options.dataDir)) throw AppError.conflict(said('desktop.alreadySetUp', {}));
  const server = await start(options, input);
  try {
    if (server.firstAdmin === null) throw AppError.conflict(said('desktop.databaseHasUsers', {}));
    const now = options.clock?.() ?? new Date();
    const demo = input.demo ? await loadDemoData(server.database, now, { history: options.demoHistory ?? true }) : null;
    return { server, demo };
  } catch (error) {
    await server.close();
    throw error;
  }
}
