/**
 * `npm run serve`: the standalone API server for several PCs (or one). Stops gracefully on SIGINT
 * and SIGTERM: requests in flight finish, then the database closes.
 */
import { configFromEnv } from './config.js';
import { startServer } from './server.js';
import { loadDemoData } from './setup/demo.js';

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const server = await startServer({
    databaseUrl: config.databaseUrl,
    host: config.host,
    port: config.port,
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    logger: { level: config.logLevel },
    rendererDir: config.rendererDir,
    messaging: config.messaging,
    trustProxy: config.trustProxy,
  });
  if (server.firstAdmin?.generatedPassword) {
    console.log(`First admin created: user "${server.firstAdmin.username}", password "${server.firstAdmin.generatedPassword}" (shown only this once).`);
  }
  if (config.seedDemo) {
    const loaded = await loadDemoData(server.database, new Date(), { history: config.seedDemo === 'history' });
    console.log(
      loaded
        ? `Demo data loaded: ${loaded.products} products, ${loaded.customers} customers, ${loaded.orders} orders and ${loaded.buys} buys over ${loaded.days} working days.`
        : 'Demo data skipped: the database already has products.',
    );
  }
  if (!config.messaging.smtp && !config.messaging.sms) console.log('Customer sign-in is not set up: set SMTP_URL or SMS_WEBHOOK_URL to send sign-in codes (README).');
  console.log(`API listening on ${server.url}`);
  console.log(`Customer ordering page: ${server.url.replace(/\/api$/, '/tienda/')}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
