/**
 * One JSON call sent from a chosen loopback address (127.0.0.2, 127.0.0.3, …), so tests can act as
 * different client addresses against a server listening on 127.0.0.1 — the throttle counts per address.
 */
import { request } from 'node:http';
import type { ApiResponse } from './server.js';

export function callFrom<T = unknown>(localAddress: string, baseUrl: string, method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiResponse<T>> {
  const url = new URL(baseUrl + path);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: { ...extraHeaders, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(key, value);
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T, headers });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
