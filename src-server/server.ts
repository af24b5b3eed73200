/**
 * Starts the API server over a database URL: opens and migrates the database, adds the reference
 * data and the first admin, and listens. Used by `npm run serve`, by the desktop's embedded mode
 * and by the integration tests, so all three run the same code.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { openDatabase, type Database, type OpenOptions } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import type { ServerDeps } from './deps.js';
import { buildApp } from './http/app.js';
import { closeChannels, openChannels, type Channels } from './features/messages/channels.js';
import { checkMessaging, type MessagingConfig } from './features/messages/config.js';
import { startMessageDelivery, type MessageDelivery } from './features/messages/delivery.js';
import { SessionCache } from './features/auth/session-cache.js';
import { ProductNameIndex } from './features/products/name-index.js';
import { ProductSearchCache } from './features/products/search-cache.js';
import { compactSearchIndex } from './features/products/search-index.js';
import { warnSharedLines } from './features/customers/shared-lines.js';
import { scheduleHousekeeping } from './maintenance/housekeeping.js';
import { createFirstAdmin, ensureReferenceData, type FirstAdmin } from './setup/seed.js';

export interface ServerConfig {
  databaseUrl: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  logger?: FastifyServerOptions['logger'];
  clock?: () => Date;
  /** The channels messages go out by (features/messages/config.ts); none: customer sign-in is not set up. */
  messaging?: MessagingConfig;
  /** Channels given ready-made instead of `messaging`'s (tests). */
  channels?: Channels;
  /** How often the sender loop looks for due messages besides being woken by a commit. */
  messagePollMs?: number;
  adminUsername?: string;
  adminPassword?: string;
  bodyLimit?: number;
  open?: OpenOptions;
  /** Product searches kept (search-cache.ts); 0 turns the cache off. */
  productSearchCacheEntries?: number;
  /** The renderer build whose customer ordering page is served at `/tienda/` (http/storefront.ts). */
  rendererDir?: string | null;
  /** Proxies whose X-Forwarded-For names the client (http/client-address.ts); none by default. */
  trustProxy?: readonly string[];
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Base URL of the API, e.g. `http://127.0.0.1:4000/api`. */
  readonly url: string;
  readonly port: number;
  readonly firstAdmin: FirstAdmin | null;
  /** The sender loop: `deliverDue()` runs a pass now (tests that move their clock). */
  readonly messages: MessageDelivery;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = openDatabase(config.databaseUrl, { checkpointInBackground: true, ...config.open });
  let channels: Channels = {};
  let messages: MessageDelivery | null = null;
  let names: ProductNameIndex | null = null;
  try {
    await migrateToLatest(database);
    // A search index split up by bulk writes is merged before requests come (then hourly: housekeeping).
    await compactSearchIndex(database);
    const clock = config.clock ?? (() => new Date());
    await ensureReferenceData(database, clock());
    const firstAdmin = await createFirstAdmin(database, clock(), config.adminUsername, config.adminPassword);
    channels = config.channels ?? openChannels(checkMessaging(config.messaging ?? {}));
    const outbox = { nudge: () => messages?.nudge() };
    let log: FastifyBaseLogger | null = null;
    // The products' names in memory answer first-time searches on SQLite (features/products/name-index.ts); read now, in the background.
    names = database.kind === 'sqlite' ? new ProductNameIndex((error) => log?.warn({ err: error }, 'product names: reading them into memory failed')) : null;
    const deps: ServerDeps = {
      database,
      clock,
      messaging: { channels, outbox },
      productSearch: new ProductSearchCache(config.productSearchCacheEntries, names),
      sessions: new SessionCache(),
    };
    const app = await buildApp({
      deps,
      logger: config.logger,
      rendererDir: config.rendererDir ?? null,
      trustProxy: config.trustProxy ?? [],
      ...(config.bodyLimit ? { bodyLimit: config.bodyLimit } : {}),
    });
    const host = config.host ?? '127.0.0.1';
    await app.listen({ host, port: config.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (config.port ?? 0);
    await warnSharedLines(database.db, app.log);
    log = app.log;
    void names?.rebuild(database.db);
    const housekeeping = scheduleHousekeeping(database, clock, app.log);
    messages = startMessageDelivery({ database, clock, channels, log: app.log, ...(config.messagePollMs ? { pollMs: config.messagePollMs } : {}) });
    const delivery = messages;
    let closed = false;
    return {
      app,
      database,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/api`,
      port,
      firstAdmin,
      messages: delivery,
      async close() {
        if (closed) return;
        closed = true;
        // Stop taking requests, let those in flight finish, then close the database.
        await app.close();
        await names?.stop();
        await housekeeping.stop();
        await delivery.stop();
        closeChannels(channels);
        await database.close();
      },
    };
  } catch (error) {
    await names?.stop();
    await messages?.stop();
    closeChannels(channels);
    await database.close();
    throw error;
  }
}
