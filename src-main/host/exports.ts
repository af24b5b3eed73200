/**
 * Finished exports, downloaded by the browser host's screens: `GET /exports/<token>/<file>` answers
 * the file the export wrote in the data folder's `exports/<token>/` (see src-main/export/target.ts)
 * as an attachment. The token is 128 random bits that only the IPC answer (which needs the
 * per-launch secret) ever tells, and the host's Host check applies as to every request, so a plain
 * link can fetch it — a download cannot carry the secret's header.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EXPORT_TOKEN, EXPORT_URL_PREFIX } from '../export/index.js';
import { SECURITY_HEADERS } from './static.js';

const TYPES: Readonly<Record<string, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export const isExportPath = (path: string): boolean => path.startsWith(EXPORT_URL_PREFIX);

/** The file a download path names, or null when the path is not one an export gave out. */
export function exportFile(dir: string, urlPath: string): { path: string; name: string; type: string } | null {
  const [token, encoded, ...rest] = urlPath.slice(EXPORT_URL_PREFIX.length).split('/');
  if (token === undefined || encoded === undefined || rest.length > 0 || !EXPORT_TOKEN.test(token)) return null;
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
  // One plain file name in the token's folder: nothing that could climb out of it.
  if (type === undefined || name !== basename(name) || name.startsWith('.') || name.includes('\0')) return null;
  return { path: join(dir, token, name), name, type };
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
  response.end('this export is not here (any more): export the list again');
}

export async function serveExport(dir: string, urlPath: string, response: ServerResponse, head: boolean): Promise<void> {
  const file = exportFile(dir, urlPath);
  const info = file ? await stat(file.path).catch(() => null) : null;
  if (!file || !info?.isFile()) return notFound(response);
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': file.type,
    'content-length': info.size,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'cache-control': 'no-store',
  });
  if (head) {
    response.end();
    return;
  }
  await pipeline(createReadStream(file.path), response);
}
