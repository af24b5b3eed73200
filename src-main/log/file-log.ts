/**
 * The desktop's log file: what the main process, the sync engine and the embedded server report,
 * kept in `<data folder>/logs/app.log` so support can read it after the fact. Plain Node (the
 * shell and the browser host each pass their data folder).
 *
 * Rotated by size: when a write would take `app.log` past `maxBytes`, it becomes `app.log.1`, the
 * older ones move up one and the last is dropped, so the folder never holds more than `files`
 * files. Writes are synchronous: a line written just before a crash is on disk, and the volume
 * (warnings and failures, not every request) is small.
 */
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LOG_FOLDER = 'logs';
export const LOG_FILE = 'app.log';
/** 5 files of 5 MB: weeks of warnings, and small enough to attach to a message. */
export const LOG_MAX_BYTES = 5 * 1024 * 1024;
export const LOG_FILES = 5;

export interface FileLogOptions {
  /** The folder the log files live in (`<data folder>/logs`); made when missing. */
  readonly folder: string;
  readonly maxBytes?: number;
  /** How many files at most: `app.log` and `app.log.1` … `app.log.<files - 1>`. */
  readonly files?: number;
  readonly clock?: () => Date;
  /** Also shows each line elsewhere (the terminal a developer started the app from). */
  readonly echo?: (line: string) => void;
}

export interface FileLog {
  readonly folder: string;
  /** The file being written now. */
  readonly file: string;
  /** Writes one line, with the time in front. */
  log(message: string): void;
  /** A destination for lines already formatted (Fastify's logger writes its JSON lines here). */
  readonly stream: { write(chunk: string): void };
}

/** The log folder of a data folder. */
export function logFolderOf(dataDir: string): string {
  return join(dataDir, LOG_FOLDER);
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

export function createFileLog(options: FileLogOptions): FileLog {
  const maxBytes = options.maxBytes ?? LOG_MAX_BYTES;
  const files = Math.max(1, options.files ?? LOG_FILES);
  const clock = options.clock ?? (() => new Date());
  const file = join(options.folder, LOG_FILE);
  mkdirSync(options.folder, { recursive: true });
  let size = sizeOf(file);

  const rotate = () => {
    rmSync(`${file}.${files - 1}`, { force: true });
    for (let n = files - 2; n >= 1; n--) {
      try {
        renameSync(`${file}.${n}`, `${file}.${n + 1}`);
      } catch {
        // That one does not exist yet (a young log).
      }
    }
    if (files > 1) renameSync(file, `${file}.1`);
    else rmSync(file, { force: true });
    size = 0;
  };

  const write = (chunk: string) => {
    const bytes = Buffer.byteLength(chunk);
    try {
      if (size > 0 && size + bytes > maxBytes) rotate();
      appendFileSync(file, chunk);
      size += bytes;
    } catch (error) {
      // A full disk or a folder taken away must not stop the app: the line goes to the terminal.
      console.error(`the log file ${file} could not be written (${String(error)}): ${chunk.trimEnd()}`);
    }
  };

  return {
    folder: options.folder,
    file,
    log(message) {
      const line = `${clock().toISOString()} ${message}`;
      options.echo?.(line);
      write(`${line}\n`);
    },
    stream: { write },
  };
}
