/**
 * The API server in a child process (`node --import tsx src-server/main.ts`), so a test can kill
 * it for real (SIGKILL: no graceful close, whatever was in flight is lost) and start it again on
 * the same database file and port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.js';
import { ADMIN } from './server.js';

export { freePort };

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** The server's process id (a bench reads its CPU time from `/proc`). */
  readonly pid: number | undefined;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function spawnServer(options: { databasePath: string; port: number }): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${options.databasePath}`,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), 60_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${options.port}/api`,
    port: options.port,
    pid: child.pid,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
