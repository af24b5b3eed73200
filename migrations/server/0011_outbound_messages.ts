/**
 * Outbound messages are delivered, not only logged (issue 22, domain §8): a message is queued in
 * the transaction of the request that makes it, and the server's sender loop delivers it through a
 * channel (`email` by SMTP, `sms` by an HTTP gateway), retrying with backoff.
 *
 * - `kind`: what the message is (`otp` for a sign-in code; notices later).
 * - `title`: an email's subject.
 * - `body`: the text sent, which may hold a secret (a sign-in code) and never leaves the server but
 *   to the channel; `preview` is the same text with the secret masked, what screens show.
 * - `state`: `queued`, `sent` or `failed`; `attempts`, `last_error`, `next_attempt_at` (a queued
 *   message is due then; a claimed one is leased until then), `expires_at` (a sign-in code past it
 *   is useless, so it is never sent late), `sent_at`, `updated_at`.
 *
 * The rows written before delivery existed were codes put in a table and never sent, all long past
 * their ten minutes: they become failed messages, with their codes removed.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, type Kysely } from 'kysely';

const TEXT = 'text';
const INT = 'integer';
const MASKED_OLD_BODY = 'Tu código de ingreso es ······';
const OLD_ROWS_ERROR = 'never sent: written to the message log before delivery existed';

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: Array<[string, string, string | null]> = [
    ['kind', TEXT, "'otp'"],
    ['title', TEXT, null],
    ['preview', TEXT, "''"],
    ['state', TEXT, "'queued'"],
    ['attempts', INT, '0'],
    ['next_attempt_at', TEXT, null],
    ['last_error', TEXT, null],
    ['expires_at', TEXT, null],
    ['sent_at', TEXT, null],
    ['updated_at', TEXT, "''"],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('outbound_messages')
      .addColumn(name, sql.raw(type), (c) => (fallback === null ? c : c.notNull().defaultTo(sql.raw(fallback))))
      .execute();
  }
  await sql`UPDATE outbound_messages SET channel = 'sms', kind = 'otp', state = 'failed', body = ${MASKED_OLD_BODY},
    preview = ${MASKED_OLD_BODY}, last_error = ${OLD_ROWS_ERROR}, updated_at = created_at`.execute(db);
  await db.schema.createIndex('outbound_messages_due_idx').on('outbound_messages').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbound_messages_created_idx').on('outbound_messages').column('created_at').execute();
  await db.schema.createIndex('outbound_messages_recipient_idx').on('outbound_messages').columns(['recipient', 'kind', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbound_messages_recipient_idx').execute();
  await db.schema.dropIndex('outbound_messages_created_idx').execute();
  await db.schema.dropIndex('outbound_messages_due_idx').execute();
  for (const name of ['updated_at', 'sent_at', 'expires_at', 'last_error', 'next_attempt_at', 'attempts', 'state', 'preview', 'title', 'kind']) {
    await db.schema.alterTable('outbound_messages').dropColumn(name).execute();
  }
}
