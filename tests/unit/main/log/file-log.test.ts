/** The desktop's log file on a real temporary folder: lines, rotation by size, the oldest dropped. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLog, LOG_FILE, logFolderOf } from '../../../../src-main/log/file-log.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'file-log-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const at = () => new Date('2026-11-27T12:00:00.000Z');
const read = (folder: string, name: string) => readFileSync(join(folder, name), 'utf8');

describe('the desktop log file', () => {
  it('makes <data>/logs and appends each line with its time', () => {
    const log = createFileLog({ folder: logFolderOf(dataDir), clock: at });
    log.log('sync: the server did not answer');
    log.log('ipc order.list failed');
    expect(log.file).toBe(join(dataDir, 'logs', LOG_FILE));
    expect(read(log.folder, LOG_FILE)).toBe('2026-11-27T12:00:00.000Z sync: the server did not answer\n2026-11-27T12:00:00.000Z ipc order.list failed\n');
  });

  it('passes lines given to its stream as they are (the server writes JSON lines)', () => {
    const log = createFileLog({ folder: logFolderOf(dataDir) });
    log.stream.write('{"level":40,"msg":"slow"}\n');
    expect(read(log.folder, LOG_FILE)).toBe('{"level":40,"msg":"slow"}\n');
  });

  it('rotates by size: app.log moves to app.log.1, older ones up, and no more than `files` are kept', () => {
    const folder = logFolderOf(dataDir);
    const log = createFileLog({ folder, maxBytes: 100, files: 3 });
    // Each chunk is 40 bytes: two fit in 100, the third starts a new file.
    const chunk = (n: number) => `${String(n).padStart(2, '0')}${'x'.repeat(37)}\n`;
    for (let n = 1; n <= 9; n++) log.stream.write(chunk(n));
    expect(readdirSync(folder).sort()).toEqual(['app.log', 'app.log.1', 'app.log.2']);
    expect(read(folder, 'app.log')).toBe(chunk(9));
    expect(read(folder, 'app.log.1')).toBe(chunk(7) + chunk(8));
    expect(read(folder, 'app.log.2')).toBe(chunk(5) + chunk(6));
    for (const name of readdirSync(folder)) expect(statSync(join(folder, name)).size).toBeLessThanOrEqual(100);
  });

  it('counts what an earlier run left in app.log', () => {
    const folder = logFolderOf(dataDir);
    createFileLog({ folder });
    writeFileSync(join(folder, LOG_FILE), 'y'.repeat(90));
    const log = createFileLog({ folder, maxBytes: 100, files: 2 });
    log.stream.write('z'.repeat(20));
    expect(read(folder, 'app.log.1')).toBe('y'.repeat(90));
    expect(read(folder, LOG_FILE)).toBe('z'.repeat(20));
  });

  it('writes a line longer than the limit whole, into a file of its own', () => {
    const folder = logFolderOf(dataDir);
    const log = createFileLog({ folder, maxBytes: 10, files: 2 });
    log.stream.write('a'.repeat(30));
    log.stream.write('b'.repeat(30));
    expect(read(folder, 'app.log.1')).toBe('a'.repeat(30));
    expect(read(folder, LOG_FILE)).toBe('b'.repeat(30));
  });
});
