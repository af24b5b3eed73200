import { messagingFromEnv, type MessagingConfig } from './features/messages/config.js';
import { trustedProxiesFromEnv } from './http/client-address.js';

/** `npm run serve` configuration from the environment (README "Configuration"). */
export interface ServeConfig {
  port: number;
  host: string;
  databaseUrl: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** `SEED_DEMO`: 'history' loads the demo catalog with its six months of history, 'catalog' the catalog alone. */
  seedDemo: 'history' | 'catalog' | null;
  logLevel: string;
  /** The renderer build whose storefront the server serves at `/tienda/`. */
  rendererDir: string;
  /** Channels for customers' sign-in codes: SMTP_URL, SMTP_FROM, SMS_WEBHOOK_URL, SMS_WEBHOOK_HEADER. */
  messaging: MessagingConfig;
  /** `TRUST_PROXY`: the proxies whose X-Forwarded-For names the client (`http/client-address.ts`). */
  trustProxy: readonly string[];
}

export function configFromEnv(env: NodeJS.ProcessEnv): ServeConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? 'sqlite:./data/server.db',
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' ? 'history' : env.SEED_DEMO === 'catalog' ? 'catalog' : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    // `npm run serve` runs from the project folder, where `vite build` leaves it.
    rendererDir: env.RENDERER_DIR || 'dist/renderer',
    messaging: messagingFromEnv(env),
    trustProxy: trustedProxiesFromEnv(env.TRUST_PROXY),
  };
}
