/**
 * Where the server's log lines go when it logs to stdout or to a file (`npm run serve`): gathered and
 * written some kilobytes at a time, or LOG_FLUSH_MS after the first line waiting, whichever comes
 * first — not one write per line. Every request writes an access-log line, and writing each on its
 * own cost about a tenth of a cached product search's CPU (bench/issue-21-search.md).
 *
 * What is gathered is written when the server closes and when the process exits (an uncaught error
 * included); only a process killed outright (SIGKILL) loses its last LOG_FLUSH_MS of lines. A logger
 * given its own `stream` (the tests, the desktop's embedded server) writes to it as it always did.
 */
import type { FastifyServerOptions } from 'fastify';
import { openSync, writeSync } from 'node:fs';

export const LOG_FLUSH_MS = 250;
/** Gathered text past which it is written at once: a few dozen access-log lines. */
export const LOG_BATCH_CHARS = 16 * 1024;

type LoggerOption = FastifyServerOptions['logger'];

/** Lines gathered for one synchronous write (`sink`) of them all. */
export class BatchedLines {
  private lines: string[] = [];
  private chars = 0;
  private timer: NodeJS.Timeout | null = null;
  private batching = true;
  private readonly atExit = () => this.flush();

  constructor(private readonly sink: (text: string) => void) {
    process.on('exit', this.atExit);
  }

  /** pino's destination interface: one serialised line. */
  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (!this.batching || this.chars >= LOG_BATCH_CHARS) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), LOG_FLUSH_MS).unref();
    return true;
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.sink(text);
  }

  /** Writes what is gathered; lines logged afterwards (the server's last words on closing) are written as they come. */
  close(): void {
    this.flush();
    this.batching = false;
    process.off('exit', this.atExit);
  }
}

/**
 * The Fastify logger option with its output batched (BatchedLines) when it writes to stdout or to
 * its `file`, and what to call once the server is closed.
 */
export function batchedLogOutput(logger: LoggerOption): { logger: LoggerOption; close(): void } {
  // `true`: Fastify's default logger, to stdout.
  const options = logger === true ? {} : logger;
  if (!options || typeof options !== 'object' || 'stream' in options) return { logger: logger ?? false, close: () => undefined };
  const { file, ...rest } = options as { file?: string } & Record<string, unknown>;
  const fd = file === undefined ? null : openSync(file, 'a');
  const lines = new BatchedLines(fd === null ? (text) => void process.stdout.write(text) : (text) => void writeSync(fd, text));
  return { logger: { ...rest, stream: lines }, close: () => lines.close() };
}
