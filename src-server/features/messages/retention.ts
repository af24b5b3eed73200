/**
 * Messages sent or failed are kept 90 days for the admin to look back on (Administración →
 * Mensajes), then forgotten by the housekeeping, so the table stays the size of the last months'
 * messages; a queued one is still work to do and stays.
 */
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.js';

export const MESSAGE_RETENTION_MS = 90 * 24 * 60 * 60_000;

export async function purgeOldMessages(db: Kysely<Tables>, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - MESSAGE_RETENTION_MS).toISOString();
  const removed = await db.deleteFrom('outbound_messages').where('state', 'in', ['sent', 'failed']).where('updated_at', '<', horizon).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
