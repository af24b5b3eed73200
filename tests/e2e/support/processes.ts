/**
 * The processes an end-to-end test drives: the app (`npm run web`'s entry) on a fresh data folder,
 * and, for tests that take the server away, a standalone API server the app is pointed at.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../support/ports.js';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The browser host and the standalone server, each bundled into one file by support/global-setup.ts before the suites run. */
export const BUNDLES = { host: join(ROOT, 'dist/e2e/host.mjs'), server: join(ROOT, 'dist/e2e/server.mjs') } as const;
const RENDERER_DIR = process.env.RENDERER_DIR || join(ROOT, 'dist/renderer');

function startBundle(bundle: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process exits first. */
function firstLine(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((ok, fail) => {
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (pattern.test(line)) ok(line.trim());
    });
    child.once('exit', (code) => fail(new Error(`${what} exited with ${code} before it was ready:\n${errors.join('')}`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface StandaloneServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A standalone API server on its own SQLite file; stop and start it again on the same port and data.
 * `demo` loads the demo data on its first start, as `SEED_DEMO=1 npm run serve` does. It serves
 * the customer ordering page from the renderer build the tests use (`RENDERER_DIR`).
 */
export async function startStandaloneServer(
  dir: string,
  admin: { username: string; password: string },
  options: { demo?: boolean; env?: Readonly<Record<string, string>> } = {},
): Promise<StandaloneServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const env = {
    DATABASE_URL: `sqlite:${join(dir, 'shared-server.db')}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    RENDERER_DIR,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...(options.demo ? { SEED_DEMO: '1' } : {}),
    // More settings of `npm run serve`'s environment (SMTP_URL for customers' sign-in codes).
    ...options.env,
  };
  const server: StandaloneServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    async start() {
      child = startBundle(BUNDLES.server, env);
      await firstLine(child, /API listening on/, 'the API server');
    },
    async stop() {
      if (child) await stopChild(child);
      child = null;
    },
  };
  await server.start();
  return server;
}

/** What the standalone server answers to `POST /api<path>` (or `method`) with `body`, sent as `admin` over HTTP (setting up what a test needs). */
export async function tellServer<T>(server: StandaloneServer, admin: { username: string; password: string }, path: string, body: unknown, method = 'POST'): Promise<T> {
  const signin = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  if (signin.status !== 200) throw new Error(`signing in to the server answered ${signin.status}`);
  const { token } = (await signin.json()) as { token: string };
  const answer = await fetch(`${server.url}/api${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** What the standalone server itself answers to `GET /api<path>`, asked as `admin` over HTTP. */
export async function askServer<T>(server: StandaloneServer, admin: { username: string; password: string }, path: string): Promise<T> {
  const signin = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  if (signin.status !== 200) throw new Error(`signing in to the server answered ${signin.status}`);
  const { token } = (await signin.json()) as { token: string };
  const answer = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

export interface RunningApp {
  /** The address to open, with the secret in its fragment. */
  openUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the browser host on a fresh data folder; `remoteUrl` points it at a standalone server. */
export async function startApp(options: { remoteUrl?: string; env?: Readonly<Record<string, string>> } = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-app-'));
  if (options.remoteUrl) writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ server: { mode: 'remote', url: options.remoteUrl } }));
  const child = startBundle(BUNDLES.host, { APP_DATA_DIR: dataDir, PORT: '0', RENDERER_DIR, ...options.env });
  const openUrl = await firstLine(child, /^http:\/\/127\.0\.0\.1:\d+\//, 'the app');
  return {
    openUrl,
    dataDir,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
