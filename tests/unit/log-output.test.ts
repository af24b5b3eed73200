/**
 * The server's log output to stdout or a file (src-server/http/log-output.ts): lines are written in
 * batches, yet none waits longer than LOG_FLUSH_MS, none is lost on close, and a logger given its
 * own stream keeps it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedLines, batchedLogOutput, LOG_BATCH_CHARS, LOG_FLUSH_MS } from '../../src-server/http/log-output.js';

const line = (n: number) => `{"msg":"request completed","n":${n}}\n`;

describe('BatchedLines', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the lines gathered in one write, LOG_FLUSH_MS after the first', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = new BatchedLines((text) => writes.push(text));
    lines.write(line(1));
    lines.write(line(2));
    vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([line(1) + line(2)]);
    lines.close();
  });

  it('writes at once when the gathered text reaches LOG_BATCH_CHARS', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = new BatchedLines((text) => writes.push(text));
    let n = 0;
    while (writes.length === 0) lines.write(line((n += 1)));
    expect(writes[0]?.length).toBeGreaterThanOrEqual(LOG_BATCH_CHARS);
    expect(writes[0]?.split('\n').filter(Boolean)).toHaveLength(n);
    lines.close();
    expect(writes).toHaveLength(1);
  });

  it('writes what is gathered on close, and every later line as it comes', () => {
    const writes: string[] = [];
    const lines = new BatchedLines((text) => writes.push(text));
    lines.write(line(1));
    lines.close();
    expect(writes).toEqual([line(1)]);
    lines.write(line(2));
    expect(writes).toEqual([line(1), line(2)]);
  });
});

describe('batchedLogOutput', () => {
  it('batches a file logger: its lines are in the file once the server closes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-output-'));
    try {
      const file = join(dir, 'server.log');
      const { logger, close } = batchedLogOutput({ level: 'info', file });
      expect(logger).toMatchObject({ level: 'info' });
      expect(logger).not.toHaveProperty('file');
      const stream = (logger as { stream: BatchedLines }).stream;
      stream.write(line(1));
      expect(readFileSync(file, 'utf8')).toBe('');
      close();
      expect(readFileSync(file, 'utf8')).toBe(line(1));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a stream given, and no logger stays none', () => {
    const stream = new Writable({ write: (_chunk, _encoding, done) => done() });
    expect(batchedLogOutput({ level: 'info', stream }).logger).toEqual({ level: 'info', stream });
    expect(batchedLogOutput(false).logger).toBe(false);
    expect(batchedLogOutput(undefined).logger).toBe(false);
  });

  it('batches the default logger (true) to stdout', () => {
    const { logger, close } = batchedLogOutput(true);
    expect((logger as { stream?: unknown }).stream).toBeInstanceOf(BatchedLines);
    close();
  });
});
