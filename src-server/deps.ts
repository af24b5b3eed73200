/** Everything the server needs from outside, passed in: no module-level singletons. */
import type { Database } from './db/connect.js';
import type { ProductSearchCache } from './features/products/search-cache.js';

/** Sends one-time sign-in codes. The embedded default writes them to the server's message log. */
export interface OtpSender {
  send(phone: string, code: string): Promise<void>;
}

export interface ServerDeps {
  readonly database: Database;
  readonly clock: () => Date;
  readonly otpSender: OtpSender;
  /** Recent product searches' matches, per server (features/products/search-cache.ts). */
  readonly productSearch: ProductSearchCache;
}
