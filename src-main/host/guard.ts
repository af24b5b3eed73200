/**
 * Request checks of the browser host. The Host header must name this server as the browser sees
 * it (`127.0.0.1:PORT` or `localhost:PORT`), which defeats DNS rebinding: a page from another site
 * resolved to 127.0.0.1 still sends its own host name. IPC calls also need the secret, and a
 * browser's Origin, when sent, must be ours.
 */
import type { IncomingMessage } from 'node:http';
import { SECRET_HEADER } from '../../src-shared/ipc/http-transport.js';
import { secretMatches } from './secret.js';

export function allowedHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function hostAllowed(request: Pick<IncomingMessage, 'headers'>, port: number): boolean {
  const host = request.headers.host?.toLowerCase();
  return host !== undefined && allowedHosts(port).includes(host);
}

export function originAllowed(request: Pick<IncomingMessage, 'headers'>, port: number): boolean {
  const origin = request.headers.origin;
  return origin === undefined || allowedHosts(port).some((host) => origin === `http://${host}`);
}

export function secretAllowed(request: Pick<IncomingMessage, 'headers'>, secret: string): boolean {
  const given = request.headers[SECRET_HEADER];
  return secretMatches(secret, typeof given === 'string' ? given : undefined);
}
