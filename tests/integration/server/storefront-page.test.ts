/**
 * The customer ordering page at `/tienda/` (http/storefront.ts): its page and its screens' paths
 * answer the storefront's index.html, its scripts come from the build's assets, everything with the
 * page's strict headers, and nothing outside the build is reachable. Static files: SQLite only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.js';

const PAGE = '<!doctype html><title>Tienda</title><script type="module" src="/tienda/assets/storefront-abc.js"></script>';

describe('the customer ordering page', () => {
  let server: TestServer | undefined;
  let origin = '';
  const build = mkdtempSync(join(tmpdir(), 'storefront-'));

  beforeAll(async () => {
    mkdirSync(join(build, 'storefront'));
    mkdirSync(join(build, 'assets'));
    writeFileSync(join(build, 'storefront', 'index.html'), PAGE);
    writeFileSync(join(build, 'assets', 'storefront-abc.js'), 'console.log(1)');
    writeFileSync(join(build, 'secret.txt'), 'not for the page');
    server = await startTestServer('sqlite', inject('postgresUrl'), { rendererDir: build });
    origin = server.url.replace(/\/api$/, '');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('answers its page, and a screen path with the same page, under a strict policy', async () => {
    for (const path of ['/tienda/', '/tienda', '/tienda/pedidos/123']) {
      const answer = await fetch(origin + path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await answer.text()).toBe(PAGE);
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('serves its scripts from the build, and nothing outside the assets', async () => {
    const script = await fetch(`${origin}/tienda/assets/storefront-abc.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${origin}/tienda/assets/missing.js`)).status).toBe(404);
    // A path climbing out of the assets is refused, or (once the client folds the dots) is a page path.
    for (const path of ['/tienda/assets/..%2Fsecret.txt', '/tienda/assets/%2e%2e/secret.txt', '/tienda/assets/..%2F..%2Fsecret.txt']) {
      expect(await (await fetch(origin + path)).text(), path).not.toContain('not for the page');
    }
  });

  it('leaves the API as it is', async () => {
    expect((await fetch(`${origin}/api/auth/me`)).status).toBe(401);
  });
});
