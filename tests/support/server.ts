/**
 * Starts the real API server for a test suite, on a fresh SQLite file or on a fresh database of the
 * PostgreSQL server the run started, listening on 127.0.0.1, and offers a small HTTP client.
 */
import { startServer, type RunningServer, type ServerConfig } from '../../src-server/server.js';
import { freshDatabaseUrl, type DbFlavour } from './databases.js';
import { checkRouteAnswer } from './route-responses.js';
import { startTestSmsGateway, type TestSmsGateway } from './sms-gateway.js';

export { FLAVOURS, type DbFlavour } from './databases.js';

export const ADMIN = { username: 'admin', password: 'admin-secret-1' } as const;

export interface TestServer extends RunningServer {
  flavour: DbFlavour;
  /** The SMS gateway customers' sign-in codes go to, unless the suite configured its own channels. */
  sms: TestSmsGateway | null;
}

/**
 * With no `messaging` or `channels` in `config`, text messages go to a gateway of the test's own
 * (sms-gateway.ts), so customers can sign in; `messaging: {}` is a server with no channel.
 */
export async function startTestServer(flavour: DbFlavour, postgresUrl: string, config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const { url: databaseUrl, cleanup } = await freshDatabaseUrl(flavour, postgresUrl);
  const sms = config.messaging || config.channels ? null : await startTestSmsGateway();
  const messaging = sms ? { messaging: { sms: { url: sms.url } } } : {};
  const server = await startServer({ databaseUrl, adminUsername: ADMIN.username, adminPassword: ADMIN.password, ...messaging, ...config }).catch(async (error: unknown) => {
    await sms?.stop();
    throw error;
  });
  return {
    ...server,
    flavour,
    sms,
    async close() {
      await server.close();
      await sms?.stop();
      cleanup();
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** One HTTP call to the server, with JSON in and out; a route's successful answer must fit its response schema (route-responses.ts). */
export async function call<T = unknown>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(baseUrl + path, { method, headers, body: payload });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  checkRouteAnswer(method, path, response.status, body);
  return { status: response.status, body: body as T, headers: response.headers };
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await call<{ token: string }>(baseUrl, 'POST', '/auth/signin', { body: { username, password } });
  if (response.status !== 200) throw new Error(`sign-in as ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}
