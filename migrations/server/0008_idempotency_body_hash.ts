/**
 * An idempotency record keeps a hash of the request it answered (`body_hash`: SHA-256 of the
 * canonical JSON of the request's query and body), so a key repeated with a different request is
 * refused instead of answered with the first request's response while the new one is dropped.
 * Records kept before have no hash (NULL) and are answered as before, for the rest of their
 * seven days.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency').addColumn('body_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency').dropColumn('body_hash').execute();
}
