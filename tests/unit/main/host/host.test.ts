/**
 * The browser host over real HTTP on 127.0.0.1: the Host header must be ours (DNS rebinding), IPC
 * needs the per-launch secret (and our Origin, when a browser sends one), files stay inside the
 * renderer's build, and push events stream to whoever holds the secret.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventHub } from '../../../../src-main/ipc/events.js';
import { createIpcRouter } from '../../../../src-main/ipc/router.js';
import { secretMatches } from '../../../../src-main/host/secret.js';
import { startHost, type RunningHost } from '../../../../src-main/host/server.js';
import { SECRET_HEADER, createHttpBridge } from '../../../../src-shared/ipc/http-transport.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so the Host header can be anything (fetch will not send a forged one). */
function raw(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('browser host', () => {
  const events = createEventHub();
  const router = createIpcRouter([{ 'auth.session': () => ({ status: 'signed-out' }) }]);
  let host: RunningHost;
  let built: RunningHost;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'renderer-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'outside-the-build.txt'), 'secret file');
    host = await startHost({ router, events, rendererDir: join(root, 'missing') });
    built = await startHost({ router, events, rendererDir: root });
  });
  afterAll(async () => {
    await host?.close();
    await built?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const call = (port: number, headers: Record<string, string>) =>
    raw(port, '/ipc/call/auth.session', { method: 'POST', headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', ...headers }, body: '{"input":{}}' });

  it('listens on 127.0.0.1 and gives a URL carrying its secret in the fragment', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host.openUrl).toBe(`${host.url}/#secret=${host.secret}`);
    expect(host.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(built.secret).not.toBe(host.secret);
  });

  it('answers IPC calls that carry the secret, from 127.0.0.1 or localhost', async () => {
    for (const name of ['127.0.0.1', 'localhost']) {
      const answer = await call(host.port, { host: `${name}:${host.port}`, [SECRET_HEADER]: host.secret });
      expect(answer.status, name).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ ok: true, value: { status: 'signed-out' } });
    }
  });

  it('refuses IPC without the secret, with a wrong one, or with another launch’s', async () => {
    for (const headers of [{}, { [SECRET_HEADER]: 'guess' }, { [SECRET_HEADER]: built.secret }] as Array<Record<string, string>>) {
      const answer = await call(host.port, headers);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    }
    expect(secretMatches('abc', 'abc')).toBe(true);
    expect(secretMatches('abc', 'abcd')).toBe(false);
    expect(secretMatches('abc', undefined)).toBe(false);
  });

  it('refuses every request whose Host is not ours, secret or not (DNS rebinding)', async () => {
    for (const hostHeader of ['evil.example', `evil.example:${host.port}`, `127.0.0.1:${host.port + 1}`, '127.0.0.1', `[::1]:${host.port}`]) {
      const answer = await call(host.port, { host: hostHeader, [SECRET_HEADER]: host.secret });
      expect(answer.status, hostHeader).toBe(403);
      expect((await raw(host.port, '/', { headers: { host: hostHeader } })).status, hostHeader).toBe(403);
    }
  });

  it('refuses IPC from another site’s page even with the secret', async () => {
    const answer = await call(host.port, { [SECRET_HEADER]: host.secret, origin: 'http://evil.example' });
    expect(answer.status).toBe(403);
    expect((await call(host.port, { [SECRET_HEADER]: host.secret, origin: `http://localhost:${host.port}` })).status).toBe(200);
  });

  it('answers malformed bodies and unknown endpoints with error values', async () => {
    const headers = { host: `127.0.0.1:${host.port}`, [SECRET_HEADER]: host.secret };
    const bad = await raw(host.port, '/ipc/call/auth.session', { method: 'POST', headers, body: '{not json' });
    expect([bad.status, JSON.parse(bad.body).error.code]).toEqual([400, 'VALIDATION']);
    const unknown = await raw(host.port, '/ipc/call/db.exec', { method: 'POST', headers, body: '{}' });
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect((await raw(host.port, '/ipc/other', { headers })).status).toBe(404);
  });

  it('says to build the screens when there is no build', async () => {
    const page = await raw(host.port, '/', { headers: { host: `127.0.0.1:${host.port}` } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('npm run build');
  });

  it('serves the build with its security headers, routes screens to index.html, and never leaves the folder', async () => {
    const get = (path: string) => raw(built.port, path, { headers: { host: `localhost:${built.port}` } });
    const index = await get('/');
    expect(index.body).toContain('<title>app</title>');
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/assets/app.js')).headers['content-type']).toContain('text/javascript');
    expect((await get('/orders/123')).body).toContain('<title>app</title>');
    expect((await get('/assets/missing.js')).status).toBe(404);
    for (const path of ['/../outside-the-build.txt', '/%2e%2e/outside-the-build.txt', '/assets/..%2f..%2foutside-the-build.txt']) {
      const answer = await get(path);
      expect(answer.body, path).not.toContain('secret file');
    }
  });

  it('streams push events to a holder of the secret, through the shared HTTP bridge', async () => {
    const bridge = createHttpBridge({ baseUrl: host.url, secret: host.secret });
    const received = new Promise<unknown>((resolve) => {
      const off = bridge.on('replica-changed', (payload) => {
        off();
        resolve(payload);
      });
    });
    // The stream opens asynchronously; keep emitting until the listener has it.
    const timer = setInterval(() => events.emit('replica-changed', { collections: ['orders'] }), 50);
    try {
      expect(await received).toEqual({ collections: ['orders'] });
    } finally {
      clearInterval(timer);
      bridge.close();
    }
    expect(await bridge.invoke('auth.session', undefined)).toEqual({ ok: true, value: { status: 'signed-out' } });
    const stranger = createHttpBridge({ baseUrl: host.url, secret: 'wrong' });
    expect(await stranger.invoke('auth.session', undefined)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
  });
});
