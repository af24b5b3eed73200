/**
 * Sign-in limits (domain §8) and pairing replays.
 *
 * `auth_attempts` replaces `signin_failures`: one row per counted event — a failed sign-in, a wrong
 * one-time code, a code sent, an OTP call from an address, a failed pairing redemption — under a
 * bucket naming what it counts against (`signin:account:<username>`, `otp:wrong:<phone>`, ...).
 * A limit counts a bucket's rows within its window through `auth_attempts_bucket_idx`; `account`
 * holds the username for the rows an admin's unlock clears, whatever address they came from.
 * The old failures are throttling state of at most fifteen minutes, so they are not carried over.
 *
 * `pairing_replays`: the answer of a pairing redemption sent with an Idempotency-Key, encrypted with
 * a key derived from the code and that key, found by a hash of both, kept only for the code's life
 * (src-server/features/auth/pairing-replay.ts); `user_id` lets a revocation drop it.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type { Kysely } from 'kysely';

const TEXT = 'text';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signin_failures').execute();
  await db.schema
    .createTable('auth_attempts')
    .addColumn('id', TEXT, (c) => c.primaryKey())
    .addColumn('bucket', TEXT, (c) => c.notNull())
    .addColumn('account', TEXT)
    .addColumn('at', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_attempts_bucket_idx').on('auth_attempts').columns(['bucket', 'at']).execute();
  await db.schema.createIndex('auth_attempts_account_idx').on('auth_attempts').column('account').execute();
  await db.schema.createIndex('auth_attempts_at_idx').on('auth_attempts').column('at').execute();
  await db.schema
    .createTable('pairing_replays')
    .addColumn('lookup', TEXT, (c) => c.primaryKey())
    .addColumn('user_id', TEXT, (c) => c.notNull())
    .addColumn('answer', TEXT, (c) => c.notNull())
    .addColumn('expires_at', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pairing_replays_user_idx').on('pairing_replays').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pairing_replays').execute();
  await db.schema.dropTable('auth_attempts').execute();
  await db.schema
    .createTable('signin_failures')
    .addColumn('id', TEXT, (c) => c.primaryKey())
    .addColumn('subject', TEXT, (c) => c.notNull())
    .addColumn('at', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signin_failures_subject_idx').on('signin_failures').columns(['subject', 'at']).execute();
}
