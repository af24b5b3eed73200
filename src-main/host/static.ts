/**
 * The renderer's built files (`dist/renderer`), served to the browser. Paths are confined to that
 * folder; a path that names no file is a screen route, answered with `index.html`. Without a
 * build there is a page saying how to make one, rather than a bare 404.
 */
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../runtime/csp.js';

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const TYPES: Readonly<Record<string, string>> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': TEXT,
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Mostrador: falta compilar</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>Las pantallas no están compiladas</h1>
<p>Ejecutá <code>npm run build</code> y después volvé a iniciar <code>npm run web</code>.</p>
<p lang="en">The screens are not built yet: run <code>npm run build</code>, then start <code>npm run web</code> again.</p>
</body></html>
`;

export interface RendererFile {
  status: 200 | 404;
  type: string;
  body: string | Buffer;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside `root`, or null when it would leave it. */
export function confinedPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const target = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return target === base || target.startsWith(base + sep) ? target : null;
}

/** What a URL path of the screens answers; shared by the browser host and the shell's app:// protocol. */
export async function rendererFile(root: string, urlPath: string): Promise<RendererFile> {
  const index = resolve(root, 'index.html');
  if (!(await isFile(index))) return { status: 200, type: HTML, body: NOT_BUILT_PAGE };
  const target = confinedPath(root, urlPath);
  const notFound: RendererFile = { status: 404, type: TEXT, body: 'not found' };
  if (target === null) return notFound;
  if (await isFile(target)) return { status: 200, type: TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream', body: await readFile(target) };
  // A missing asset is an error; any other path is a screen the renderer routes itself.
  if (extname(target) !== '') return notFound;
  return { status: 200, type: HTML, body: await readFile(index) };
}

export async function serveStatic(root: string, urlPath: string, response: ServerResponse, head: boolean): Promise<void> {
  const file = await rendererFile(root, urlPath);
  response.writeHead(file.status, { ...SECURITY_HEADERS, 'content-type': file.type, 'content-length': Buffer.byteLength(file.body), 'cache-control': 'no-cache' });
  response.end(head ? undefined : file.body);
}
