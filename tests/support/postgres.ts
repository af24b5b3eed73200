/**
 * Starts a throw-away PostgreSQL 15 server for one test run: a fresh cluster in a temporary
 * folder, on a free loopback port, trusting local connections, stopped and removed afterwards.
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.js';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface RunningPostgres {
  url: string;
  /** The server's main process (its postmaster); its children are the backends and PostgreSQL's own workers. */
  pid(): number;
  stop(): void;
}

function asPostgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

function run(cmd: string, args: string[], owner: { uid: number; gid: number } | null): void {
  const result = spawnSync(join(BIN, cmd), args, {
    encoding: 'utf8',
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
  });
  if (result.status !== 0) {
    throw new Error(`${cmd} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
  }
}

/** `settings`: more server settings (`-c name=value`), for a test that needs its own cluster (an extension preloaded, say). */
export async function startPostgres(settings: Readonly<Record<string, string>> = {}): Promise<RunningPostgres> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (${BIN}/initdb missing): run "bash .ci/run", or "apt-get install postgresql".`);
  }
  const owner = asPostgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], owner);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${Object.entries(settings)
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('')}`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'], owner);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], owner);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
