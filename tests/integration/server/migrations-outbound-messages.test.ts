/**
 * 0011_outbound_messages: the message log becomes a delivery queue. Its rows from before were codes
 * written to a table and never sent, all past their ten minutes: they become failed messages with
 * the code masked, and the migration leaves the table ready for the sender loop.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { FLAVOURS, openFresh } from '../../support/databases.js';

describe.each(FLAVOURS)('migration 0011_outbound_messages on %s', (flavour) => {
  let cleanup: (() => Promise<void> | void) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('turns the logged codes into failed messages without their codes', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database, '0010_business_settings');
    const logged = { id: '0000000000000000000000b1', channel: 'otp', recipient: '+54 11 55550001', body: 'Tu código de ingreso es 123456', created_at: '2026-01-01T00:00:00.000Z' };
    await database.db
      .insertInto('outbound_messages' as never)
      .values(logged as never)
      .execute();

    expect(await migrateToLatest(database, '0011_outbound_messages')).toEqual(['0011_outbound_messages']);
    const row = await database.db.selectFrom('outbound_messages').selectAll().executeTakeFirstOrThrow();
    expect({ ...row, attempts: Number(row.attempts) }).toEqual({
      ...logged,
      channel: 'sms',
      kind: 'otp',
      title: null,
      body: 'Tu código de ingreso es ······',
      preview: 'Tu código de ingreso es ······',
      state: 'failed',
      attempts: 0,
      next_attempt_at: null,
      last_error: 'never sent: written to the message log before delivery existed',
      expires_at: null,
      sent_at: null,
      updated_at: logged.created_at,
    });
  });
});
