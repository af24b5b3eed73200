/**
 * Housekeeping: stored idempotency responses past their 7 days and sessions idle past 30 days are
 * removed — at start and on the schedule — while fresh ones stay, and a retry with a fresh key still
 * answers the first response; outbound messages past their retention go too.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OTP_WINDOW_MS, TOKEN_IDLE_TTL_MS } from '../../../src-shared/constants/auth.js';
import { IDEMPOTENCY_TTL_MS } from '../../../src-shared/constants/sync.js';
import { MESSAGE_RETENTION_MS } from '../../../src-server/features/messages/retention.js';
import { runHousekeeping, scheduleHousekeeping } from '../../../src-server/maintenance/housekeeping.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

const DAY = 24 * 60 * 60_000;

describe.each(FLAVOURS)('housekeeping on %s', (flavour) => {
  let server: TestServer;
  let token: string;
  const now = new Date('2026-06-01T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    token = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
  });

  const keys = async () => (await server.database.db.selectFrom('idempotency').select('key').orderBy('key').execute()).map((r) => r.key);
  const storeKey = (key: string, at: string) =>
    server.database.db.insertInto('idempotency').values({ key, principal: 'someone', method: 'POST', path: '/category', status_code: 201, body: '{}', created_at: at }).execute();
  const storeSession = (hash: string, lastUsed: string) =>
    server.database.db
      .insertInto('sessions')
      .values({ token_hash: hash, principal_kind: 'user', principal_id: 'nobody', device: null, created_at: lastUsed, last_used_at: lastUsed, revoked_at: null })
      .execute();

  it('removes keys older than the retention and sessions idle past expiry, and keeps the others', async () => {
    await storeKey('old-key', ago(IDEMPOTENCY_TTL_MS + DAY));
    await storeKey('fresh-key', ago(IDEMPOTENCY_TTL_MS - DAY));
    await storeSession('old-session', ago(TOKEN_IDLE_TTL_MS + DAY));
    await storeSession('fresh-session', ago(TOKEN_IDLE_TTL_MS - DAY));

    const result = await runHousekeeping(server.database, now);

    expect(result).toEqual({ idempotencyKeys: 1, sessions: 1, signInRecords: 0, messages: 0, searchIndexMerged: false });
    expect(await keys()).toContain('fresh-key');
    expect(await keys()).not.toContain('old-key');
    const sessions = (await server.database.db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash);
    expect(sessions).toContain('fresh-session');
    expect(sessions).not.toContain('old-session');
  });

  it('the schedule runs at once, logs what it removed, and a key still within its days keeps answering the first response', async () => {
    const first = await call<{ _id: string }>(server.url, 'POST', '/category', { token, body: { name: 'Almacén', slug: 'almacen' }, headers: { 'idempotency-key': 'kept-key' } });
    expect(first.status).toBe(201);
    await storeKey('stale-key', ago(IDEMPOTENCY_TTL_MS + 2 * DAY));
    const logged: object[] = [];
    const schedule = scheduleHousekeeping(server.database, () => now, { info: (details) => logged.push(details), error: (details) => logged.push(details) }, 60_000);
    await schedule.stop();

    expect(logged).toEqual([{ idempotencyKeys: 1, sessions: 0, signInRecords: 0, messages: 0, searchIndexMerged: false }]);
    expect(await keys()).toContain('kept-key');
    const again = await call(server.url, 'POST', '/category', { token, body: { name: 'Almacén', slug: 'almacen' }, headers: { 'idempotency-key': 'kept-key' } });
    expect(again.body).toEqual(first.body);
  });

  it('forgets sign-in attempts past the longest limit window, and codes and pairing replays past their life', async () => {
    const db = server.database.db;
    await db
      .insertInto('auth_attempts')
      .values({ id: 'old-attempt', bucket: 'otp:wrong:+54 11 1', account: null, at: ago(OTP_WINDOW_MS + 1000) })
      .execute();
    await db
      .insertInto('auth_attempts')
      .values({ id: 'fresh-attempt', bucket: 'otp:wrong:+54 11 1', account: null, at: ago(OTP_WINDOW_MS - 1000) })
      .execute();
    await db
      .insertInto('pairing_replays')
      .values({ lookup: 'old-replay', user_id: 'nobody', answer: 'x', expires_at: ago(1000) })
      .execute();
    await db
      .insertInto('pairing_replays')
      .values({ lookup: 'fresh-replay', user_id: 'nobody', answer: 'x', expires_at: ago(-1000) })
      .execute();
    await db
      .insertInto('otp_codes')
      .values({ phone: '+54 11 1', code_hash: 'x', expires_at: ago(1000), tries: 0 })
      .execute();
    await db
      .insertInto('pairing_codes')
      .values({ code_hash: 'old-code', user_id: 'nobody', expires_at: ago(1000), used_at: null })
      .execute();

    const result = await runHousekeeping(server.database, now);

    expect(result.signInRecords).toBe(4);
    expect((await db.selectFrom('auth_attempts').select('id').execute()).map((r) => r.id)).toContain('fresh-attempt');
    expect((await db.selectFrom('auth_attempts').select('id').execute()).map((r) => r.id)).not.toContain('old-attempt');
    expect((await db.selectFrom('pairing_replays').select('lookup').execute()).map((r) => r.lookup)).toEqual(['fresh-replay']);
  });

  it('forgets messages sent or failed past their retention, and keeps queued and recent ones', async () => {
    const db = server.database.db;
    const message = (id: string, state: string, updatedAt: string) =>
      db
        .insertInto('outbound_messages')
        .values({
          id,
          kind: 'notice',
          channel: 'sms',
          recipient: '+54 11 1',
          title: null,
          body: 'x',
          preview: 'x',
          state,
          attempts: 1,
          next_attempt_at: null,
          last_error: null,
          expires_at: null,
          sent_at: null,
          created_at: updatedAt,
          updated_at: updatedAt,
        })
        .execute();
    await message('0000000000000000000000a1', 'sent', ago(MESSAGE_RETENTION_MS + DAY));
    await message('0000000000000000000000a2', 'failed', ago(MESSAGE_RETENTION_MS + DAY));
    await message('0000000000000000000000a3', 'queued', ago(MESSAGE_RETENTION_MS + DAY));
    await message('0000000000000000000000a4', 'sent', ago(MESSAGE_RETENTION_MS - DAY));

    const result = await runHousekeeping(server.database, now);

    expect(result.messages).toBe(2);
    expect((await db.selectFrom('outbound_messages').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['0000000000000000000000a3', '0000000000000000000000a4']);
  });
});
