/** Everything the server needs from outside, passed in: no module-level singletons. */
import type { Database } from './db/connect.js';

/** Sends one-time sign-in codes. The embedded default writes them to the server's message log. */
export interface OtpSender {
  send(phone: string, code: string): Promise<void>;
}

export interface ServerDeps {
  readonly database: Database;
  readonly clock: () => Date;
  readonly otpSender: OtpSender;
}
