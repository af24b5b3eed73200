/**
 * The second process of the backup tests, on its own SQLite connection:
 * - `write <db>`: writes customers through the server's write path as fast as it can, printing
 *   `ack <id>` after each commit, until killed;
 * - `backup <db> <folder>`: one slow backup (a page per step, a pause per step), printing
 *   `progress <remaining> <total>` per step and `done <file>` at the end — the crash test kills it.
 */
import { backupDatabase } from '../../src-server/backup/backup.js';
import { openDatabase } from '../../src-server/db/connect.js';
import { addCustomers } from './backups.js';

const pause = new Int32Array(new SharedArrayBuffer(4));

async function write(path: string): Promise<never> {
  const database = openDatabase(`sqlite:${path}`);
  for (let i = 0; ; i += 1) {
    const [id] = await addCustomers(database, 1, `Escritor ${i}`);
    // Pipes are synchronous on Linux: once written, the parent has the line even if we die next.
    process.stdout.write(`ack ${id ?? ''}\n`);
  }
}

async function backup(path: string, folder: string): Promise<void> {
  const made = await backupDatabase(path, folder, {
    kind: 'manual',
    pagesPerStep: 1,
    onProgress: ({ phase, remainingPages, totalPages }) => {
      if (phase !== 'copy') return;
      process.stdout.write(`progress ${remainingPages} ${totalPages}\n`);
      Atomics.wait(pause, 0, 0, 3);
    },
  });
  process.stdout.write(`done ${made.file}\n`);
}

const [mode, path, folder] = process.argv.slice(2);
const run = mode === 'write' && path ? write(path) : mode === 'backup' && path && folder ? backup(path, folder) : Promise.reject(new Error('usage: backup-child write <db> | backup <db> <folder>'));
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
