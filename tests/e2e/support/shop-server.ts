/**
 * A standalone server whose customer page (`/tienda/`) sends its sign-in codes by email to a test
 * SMTP server: what a spec of the customers' side starts, uses and stops, whatever it ends in.
 */
import { startTestSmtp, type TestSmtp } from '../../support/smtp.js';
import { ADMIN } from './app.js';
import { scratchDir, startStandaloneServer, type StandaloneServer } from './processes.js';

export async function withShopServer<T>(run: (shop: { server: StandaloneServer; smtp: TestSmtp }) => Promise<T>): Promise<T> {
  const scratch = scratchDir();
  let smtp: TestSmtp | undefined;
  let server: StandaloneServer | undefined;
  try {
    smtp = await startTestSmtp();
    server = await startStandaloneServer(scratch.dir, ADMIN, { env: { SMTP_URL: smtp.url, SMTP_FROM: 'tienda@example.com' } });
    return await run({ server, smtp });
  } finally {
    await server?.stop();
    await smtp?.stop();
    scratch.remove();
  }
}
