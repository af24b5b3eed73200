/**
 * The embedded default OTP sender: codes are written to the server's message log (a table an admin
 * can read out to the customer), since a single PC has no SMS gateway.
 */
import { newId } from '../../../src-shared/ids.js';
import type { Database } from '../../db/connect.js';
import type { OtpSender } from '../../deps.js';

export function createMessageLogSender(database: Database, clock: () => Date): OtpSender {
  return {
    async send(phone, code) {
      await database.db
        .insertInto('outbound_messages')
        .values({ id: newId(), channel: 'otp', recipient: phone, body: `Tu código de ingreso es ${code}`, created_at: clock().toISOString() })
        .execute();
    },
  };
}
