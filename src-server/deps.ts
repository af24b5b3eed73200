/** Everything the server needs from outside, passed in: no module-level singletons. */
import type { Database } from './db/connect.js';
import type { Channels } from './features/messages/channels.js';
import type { MessageOutbox } from './features/messages/queue.js';
import type { SessionCache } from './features/auth/session-cache.js';
import type { ProductSearchCache } from './features/products/search-cache.js';

/** How messages leave: the configured channels, and the sender loop to wake after queueing some. */
export interface Messaging {
  readonly channels: Channels;
  readonly outbox: MessageOutbox;
}

export interface ServerDeps {
  readonly database: Database;
  readonly clock: () => Date;
  readonly messaging: Messaging;
  /** Recent product searches' matches, per server (features/products/search-cache.ts). */
  readonly productSearch: ProductSearchCache;
  /** Recently checked bearer tokens' callers, per server (features/auth/session-cache.ts). */
  readonly sessions: SessionCache;
}
