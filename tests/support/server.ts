/**
 * Starts the real API server for a test suite, on a fresh SQLite file or on a fresh database of the
 * PostgreSQL server the run started, listening on 127.0.0.1, and offers a small HTTP client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer, type ServerConfig } from '../../src-server/server.js';

export type DbFlavour = 'sqlite' | 'postgres';
export const FLAVOURS: readonly DbFlavour[] = ['sqlite', 'postgres'];

export const ADMIN = { username: 'admin', password: 'admin-secret-1' } as const;

async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestServer extends RunningServer {
  flavour: DbFlavour;
}

export async function startTestServer(flavour: DbFlavour, postgresUrl: string, config: Partial<ServerConfig> = {}): Promise<TestServer> {
  let cleanup = (): void => undefined;
  let databaseUrl: string;
  if (flavour === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
    databaseUrl = `sqlite:${join(dir, 'server.db')}`;
    cleanup = () => rmSync(dir, { recursive: true, force: true });
  } else {
    databaseUrl = await freshPostgresDatabase(postgresUrl);
  }
  const server = await startServer({ databaseUrl, adminUsername: ADMIN.username, adminPassword: ADMIN.password, ...config });
  return {
    ...server,
    flavour,
    async close() {
      await server.close();
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

/** One HTTP call to the server, with JSON in and out. */
export async function call<T = unknown>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(baseUrl + path, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await call<{ token: string }>(baseUrl, 'POST', '/auth/signin', { body: { username, password } });
  if (response.status !== 200) throw new Error(`sign-in as ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}
