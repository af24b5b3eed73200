/**
 * What ends a user's way in (domain §8), over HTTP on both databases: a password change ends every
 * session but the one making it, a role change or a disable ends them all, and each takes the
 * user's outstanding pairing codes with it — a code made before a disable never works after.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('ending sessions on %s', (flavour) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const me = (token: string) => call(server.url, 'GET', '/auth/me', { token });
  const pairCode = async (userId: string) => (await expectStatus(call<{ code: string }>(server.url, 'POST', '/auth/pair', { token: admin, body: { user: userId } }), 201)).code;
  const redeem = (code: string) => call<{ token: string }>(server.url, 'POST', `/auth/pair/${code}`);

  async function staffWithPassword(username: string, password: string): Promise<Staff> {
    const staff = await createStaff(server.url, admin, { name: username, username, role: 'OPERACION' });
    await expectStatus(call(server.url, 'PUT', '/user/profile', { token: staff.token, body: { password } }));
    return staff;
  }

  it('a password change from the profile ends every other session and pairing code, not the caller’s', async () => {
    const staff = await staffWithPassword('mora', 'mora-pass-1');
    const laptop = await signIn(server.url, 'mora', 'mora-pass-1');
    const phone = await signIn(server.url, 'mora', 'mora-pass-1');
    const code = await pairCode(staff.user._id);
    await expectStatus(call(server.url, 'PUT', '/user/profile', { token: laptop, body: { password: 'mora-pass-2' } }));
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(staff.token)).status).toBe(401);
    expect((await redeem(code)).status).toBe(401);
    // A profile change without a password ends nothing.
    const tablet = await signIn(server.url, 'mora', 'mora-pass-2');
    await expectStatus(call(server.url, 'PUT', '/user/profile', { token: laptop, body: { name: 'Mora B.' } }));
    expect((await me(tablet)).status).toBe(200);
  });

  it('a role change ends the user’s sessions and pairing codes; other edits do not', async () => {
    const staff = await staffWithPassword('nico', 'nico-pass-1');
    const session = await signIn(server.url, 'nico', 'nico-pass-1');
    await expectStatus(call(server.url, 'PATCH', `/user/${staff.user._id}`, { token: admin, body: { name: 'Nicolás' } }));
    expect((await me(session)).status).toBe(200);
    const code = await pairCode(staff.user._id);
    await expectStatus(call(server.url, 'PATCH', `/user/${staff.user._id}`, { token: admin, body: { role: 'COMPRAS' } }));
    expect((await me(session)).status).toBe(401);
    expect((await me(staff.token)).status).toBe(401);
    expect((await redeem(code)).status).toBe(401);
    expect((await me(await signIn(server.url, 'nico', 'nico-pass-1'))).status).toBe(200);
  });

  it('an admin changing their own role keeps the session making the change', async () => {
    const other = await createStaff(server.url, admin, { name: 'Otra admin', username: 'olga', role: 'ADMIN' });
    await expectStatus(call(server.url, 'PATCH', `/user/${other.user._id}`, { token: other.token, body: { role: 'OPERACION' } }));
    expect((await me(other.token)).status).toBe(200);
  });

  it('a pairing code made before a disable never works, even after the user is enabled again', async () => {
    const staff = await staffWithPassword('paz', 'paz-pass-1');
    const code = await pairCode(staff.user._id);
    await expectStatus(call(server.url, 'DELETE', `/user/${staff.user._id}`, { token: admin }));
    await expectStatus(call(server.url, 'PUT', `/user/${staff.user._id}/enable`, { token: admin }));
    expect((await redeem(code)).status).toBe(401);
    expect((await redeem(await pairCode(staff.user._id))).status).toBe(200);
  });
});
