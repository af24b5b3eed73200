/**
 * `app://mostrador/…`: the screens served from the renderer's build with the app's security
 * headers (the CSP among them), so the window never loads from `file://` or the network.
 */
import { protocol } from 'electron';
import { rendererFile, SECURITY_HEADERS } from '../host/static.js';
import { APP_HOST, APP_SCHEME, SCHEME_PRIVILEGES } from './window-options.js';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: SCHEME_PRIVILEGES }]);
}

export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response('not found', { status: 404 });
    const file = await rendererFile(rendererDir, url.pathname);
    const body = typeof file.body === 'string' ? file.body : new Uint8Array(file.body);
    return new Response(body, { status: file.status, headers: { ...SECURITY_HEADERS, 'content-type': file.type } });
  });
}
