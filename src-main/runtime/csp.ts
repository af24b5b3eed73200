/**
 * The Content-Security-Policy of the screens, the same in the Electron window and in the browser
 * host: only the app's own scripts, no eval, no plugins, nothing framed or posted elsewhere.
 * Inline styles stay allowed because Mantine writes its styles at run time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Printouts open as blob: pages the screen prints.
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
