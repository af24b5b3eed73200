/**
 * Starts the API server over a database URL: opens and migrates the database, adds the reference
 * data and the first admin, and listens. Used by `npm run serve`, by the desktop's embedded mode
 * and by the integration tests, so all three run the same code.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { openDatabase, type Database, type OpenOptions } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import type { OtpSender, ServerDeps } from './deps.js';
import { buildApp } from './http/app.js';
import { createMessageLogSender } from './features/auth/message-log.js';
import { ProductSearchCache } from './features/products/search-cache.js';
import { compactSearchIndex } from './features/products/search-index.js';
import { scheduleHousekeeping } from './maintenance/housekeeping.js';
import { createFirstAdmin, ensureReferenceData, type FirstAdmin } from './setup/seed.js';

export interface ServerConfig {
  databaseUrl: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  logger?: FastifyServerOptions['logger'];
  clock?: () => Date;
  otpSender?: OtpSender;
  adminUsername?: string;
  adminPassword?: string;
  bodyLimit?: number;
  open?: OpenOptions;
  /** Product searches kept (search-cache.ts); 0 turns the cache off. */
  productSearchCacheEntries?: number;
  /** The renderer build whose customer ordering page is served at `/tienda/` (http/storefront.ts). */
  rendererDir?: string | null;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Base URL of the API, e.g. `http://127.0.0.1:4000/api`. */
  readonly url: string;
  readonly port: number;
  readonly firstAdmin: FirstAdmin | null;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = openDatabase(config.databaseUrl, { checkpointInBackground: true, ...config.open });
  try {
    await migrateToLatest(database);
    // A search index split up by bulk writes is merged before requests come (then hourly: housekeeping).
    await compactSearchIndex(database);
    const clock = config.clock ?? (() => new Date());
    await ensureReferenceData(database, clock());
    const firstAdmin = await createFirstAdmin(database, clock(), config.adminUsername, config.adminPassword);
    const deps: ServerDeps = {
      database,
      clock,
      otpSender: config.otpSender ?? createMessageLogSender(database, clock),
      productSearch: new ProductSearchCache(config.productSearchCacheEntries),
    };
    const app = await buildApp({ deps, logger: config.logger, rendererDir: config.rendererDir ?? null, ...(config.bodyLimit ? { bodyLimit: config.bodyLimit } : {}) });
    const host = config.host ?? '127.0.0.1';
    await app.listen({ host, port: config.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (config.port ?? 0);
    const housekeeping = scheduleHousekeeping(database, clock, app.log);
    let closed = false;
    return {
      app,
      database,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/api`,
      port,
      firstAdmin,
      async close() {
        if (closed) return;
        closed = true;
        // Stop taking requests, let those in flight finish, then close the database.
        await app.close();
        await housekeeping.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
