/**
 * The customer ordering page (`/tienda/`): the storefront entry of the renderer build, served by the
 * API server itself so a phone reaches it at the server's own address and talks to `/api` on the
 * same origin. Its HTML lives in `<build>/storefront/` and its scripts in the build's shared
 * `assets/` (the desktop's chunks sit beside them: both entries share React and Mantine), which
 * Vite links as `/tienda/assets/...` (vite.config.ts). Paths are confined to those folders; a path
 * that names no file is a page the storefront routes itself, answered with its index.html.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

/** Where the page is served; the storefront's router and Vite's asset links use the same prefix. */
export const STOREFRONT_PATH = '/tienda';

/**
 * A page customers open on their own phones: nothing but its own scripts, styles Mantine writes at
 * run time, product images from anywhere over HTTPS, calls to its own server, and never framed.
 */
export const STOREFRONT_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file `rest` names inside `root`, or null when it would leave it. */
function inside(root: string, rest: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const target = resolve(base, `./${decoded}`);
  return target.startsWith(base + sep) ? target : null;
}

const NOT_BUILT = '<!doctype html><html lang="es-AR"><meta charset="utf-8"><title>Tienda</title><p>La tienda no está compilada: ejecutá <code>npx vite build</code>.</p></html>';

/**
 * Serves the storefront from the renderer build at `rendererDir` (`dist/renderer`). Scripts carry a
 * content hash in their names, so they are kept for a year; the page itself is always asked again.
 */
export function registerStorefront(app: FastifyInstance, rendererDir: string): void {
  const pageDir = join(rendererDir, 'storefront');
  const assetsDir = join(rendererDir, 'assets');
  const send = (reply: FastifyReply, status: number, type: string, body: string | Buffer, cache: string) =>
    reply
      .status(status)
      .headers({ ...STOREFRONT_HEADERS, 'content-type': type, 'cache-control': cache })
      .send(body);

  const page = async (reply: FastifyReply) => {
    const index = join(pageDir, 'index.html');
    if (!(await isFile(index))) return send(reply, 503, TYPES['.html']!, NOT_BUILT, 'no-cache');
    return send(reply, 200, TYPES['.html']!, await readFile(index), 'no-cache');
  };

  app.get(`${STOREFRONT_PATH}/assets/*`, async (request, reply) => {
    const target = inside(assetsDir, (request.params as { '*': string })['*']);
    if (target === null || !(await isFile(target))) return send(reply, 404, 'text/plain; charset=utf-8', 'not found', 'no-cache');
    return send(reply, 200, TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream', await readFile(target), 'public, max-age=31536000, immutable');
  });
  // The server ignores trailing slashes, so this is `/tienda` and `/tienda/` too. Any other path
  // under the page is one of its screens (a reload of /tienda/pedidos).
  app.get(STOREFRONT_PATH, async (_request, reply) => page(reply));
  app.get(`${STOREFRONT_PATH}/*`, async (_request, reply) => page(reply));
}
