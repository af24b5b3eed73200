/**
 * A write takes its caller from the server's session cache like a read, and checks the session
 * again inside its own transaction (features/auth/session-guard.ts): a session revoked, a user
 * disabled or given another role by another server (here: straight in the database, which this
 * server's cache does not see) writes nothing, on both databases. The clock stands still, so the
 * cache keeps the caller: each read before the write shows the caller was still cached.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { manualClock } from '../../support/clock.js';
import { docs } from '../../../src-server/db/documents.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('a write re-checks its session on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  const clock = manualClock();

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  /** Providers stored under `name`, read straight from the database. */
  const providersNamed = async (name: string): Promise<number> => {
    const rows = await docs(server.database.db).selectFrom('providers').select('doc').execute();
    return rows.filter((row) => (JSON.parse(String(row.doc)) as { name?: string }).name === name).length;
  };

  /** A buyer who has written once and read once: its caller is in the cache. */
  async function cachedBuyer(username: string): Promise<Staff> {
    const staff = await createStaff(server.url, admin, { name: username, username, role: 'COMPRAS' });
    await expectStatus(call(server.url, 'POST', '/provider', { token: staff.token, body: { name: `Antes ${username}` } }), 201);
    return staff;
  }

  /** The buyer's next write is refused as a closed session, and left nothing behind; its read just before was still answered from the cache. */
  async function expectWriteRefused(staff: Staff, name: string): Promise<void> {
    expect((await call(server.url, 'GET', '/auth/me', { token: staff.token })).status).toBe(200);
    const refused = await call<{ key: string }>(server.url, 'POST', '/provider', { token: staff.token, body: { name } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(401);
    expect(refused.body.key).toBe('auth.sessionExpired');
    expect(await providersNamed(name)).toBe(0);
  }

  it('a session revoked elsewhere writes nothing', async () => {
    const staff = await cachedBuyer('guard-revoked');
    await server.database.db.updateTable('sessions').set({ revoked_at: clock.now().toISOString() }).where('principal_id', '=', staff.user._id).execute();
    await expectWriteRefused(staff, 'Proveedor de sesión cerrada');
  });

  it('a user disabled elsewhere writes nothing', async () => {
    const staff = await cachedBuyer('guard-disabled');
    await docs(server.database.db).updateTable('users').set({ status: 0 }).where('id', '=', staff.user._id).execute();
    await expectWriteRefused(staff, 'Proveedor de deshabilitado');
  });

  it('a user whose role changed elsewhere writes nothing with the role it was authorised with', async () => {
    const staff = await cachedBuyer('guard-role');
    await docs(server.database.db).updateTable('users').set({ role: 'OPERACION' }).where('id', '=', staff.user._id).execute();
    await expectWriteRefused(staff, 'Proveedor de otro rol');
  });

  it('a write that closes its own session still commits (sign-out), and the next write is refused', async () => {
    const staff = await cachedBuyer('guard-signout');
    await expectStatus(call(server.url, 'POST', '/auth/signout', { token: staff.token }));
    const after = await call(server.url, 'POST', '/provider', { token: staff.token, body: { name: 'Proveedor tras salir' } });
    expect(after.status).toBe(401);
    expect(await providersNamed('Proveedor tras salir')).toBe(0);
  });
});
