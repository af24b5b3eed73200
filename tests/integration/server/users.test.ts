/**
 * Staff users (spec §7 User, domain §8): unique usernames regardless of case, the caller's own
 * profile and password, users made third parties, disable and enable — over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { UserFields } from '../../../src-server/features/users/collection.js';
import { createStaff, expectStatus, pairDevice, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { createProvider } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

type User = Doc<UserFields>;

describe.each(FLAVOURS)('users on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let olga: Staff;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    adminId = (await expectStatus(call<{ user: User }>(server.url, 'GET', '/auth/me', { token: admin }))).user._id;
    olga = await createStaff(server.url, admin, { name: 'Olga Paz', username: 'Olga', role: 'OPERACION', isDriver: true, phone: '11 4444 5555' });
  });
  afterAll(() => server?.close());

  const getUser = (id: string) => expectStatus(call<User>(server.url, 'GET', `/user/${id}`, { token: admin }));
  const list = (query: string) => expectStatus(call<PageOf<User>>(server.url, 'GET', `/user/public${query}`, { token: admin }));

  it('creates a user with the next number, enabled, keeping what was sent', async () => {
    // The username is stored in its normal form (NFKC, lower case).
    expect(olga.user).toMatchObject({ name: 'Olga Paz', username: 'olga', role: 'OPERACION', isDriver: true, wholesaler: false, status: true, number: 3 });
    expect(olga.user.createdBy).toBe(adminId);
    expect(await getUser(olga.user._id)).toEqual(olga.user);
  });

  it('refuses a username already taken in any case, naming username', async () => {
    for (const username of ['olga', 'OLGA', 'ADMIN']) {
      const response = await call<ErrorBody>(server.url, 'POST', '/user', { token: admin, body: { name: 'Otra', username, role: 'AV' } });
      expect(response.status).toBe(400);
      expect(response.body.details).toMatchObject([{ path: 'username', message: `username ${username} is already taken` }]);
    }
    const other = await expectStatus(call<User>(server.url, 'POST', '/user', { token: admin, body: { name: 'Pablo', username: 'pablo', role: 'AV' } }), 201);
    const rename = await call<ErrorBody>(server.url, 'PATCH', `/user/${other._id}`, { token: admin, body: { username: 'oLgA' } });
    expect(rename.status).toBe(400);
    expect(rename.body.details?.[0]?.path).toBe('username');
    // Renaming a user to its own name in another case is not a clash with itself.
    expect(await expectStatus(call<User>(server.url, 'PATCH', `/user/${other._id}`, { token: admin, body: { username: 'Pablo' } }))).toMatchObject({ username: 'pablo' });
  });

  it('lets the admin change a user’s role and details', async () => {
    const updated = await expectStatus(call<User>(server.url, 'PATCH', `/user/${olga.user._id}`, { token: admin, body: { role: 'COMPRAS', avatarColor: 'teal' } }));
    expect(updated).toMatchObject({ role: 'COMPRAS', avatarColor: 'teal', name: 'Olga Paz', username: 'olga', number: olga.user.number });
    await expectStatus(call(server.url, 'PATCH', `/user/${olga.user._id}`, { token: admin, body: { role: 'OPERACION' } }));
    // A role change ends the user's sessions (domain §8): Olga pairs her device again.
    expect((await call(server.url, 'GET', '/auth/me', { token: olga.token })).status).toBe(401);
    olga = { ...olga, token: await pairDevice(server.url, admin, olga.user._id) };
  });

  it('changes only the caller’s own record from the profile, and the new password signs in', async () => {
    const adminBefore = await getUser(adminId);
    const mine = await expectStatus(call<User>(server.url, 'PUT', '/user/profile', { token: olga.token, body: { name: 'Olga B. Paz', email: 'olga@example.com', password: 'clave-de-olga' } }));
    expect(mine).toMatchObject({ _id: olga.user._id, name: 'Olga B. Paz', email: 'olga@example.com', role: 'OPERACION', username: 'olga' });
    expect(JSON.stringify(mine)).not.toContain('clave-de-olga');
    expect(await getUser(adminId)).toEqual(adminBefore);
    const token = await signIn(server.url, 'olga', 'clave-de-olga');
    expect((await call<{ user: User }>(server.url, 'GET', '/auth/me', { token })).body.user.name).toBe('Olga B. Paz');
    const escalate = await call<ErrorBody>(server.url, 'PUT', '/user/profile', { token: olga.token, body: { role: 'ADMIN' } });
    expect(escalate.status).toBe(400);
    expect((await getUser(olga.user._id)).role).toBe('OPERACION');
  });

  it('makes a user a third party and undoes it', async () => {
    const made = await expectStatus(call<User>(server.url, 'PUT', `/user/${olga.user._id}/third`, { token: admin, body: { tag: 'chofer' } }));
    expect(made.third).toMatch(/^[0-9a-f]{24}$/);
    const third = await expectStatus(call<Record<string, unknown>>(server.url, 'GET', `/third/${made.third}`, { token: admin }));
    expect(third).toMatchObject({ name: 'Olga B. Paz', tag: 'chofer', user: olga.user._id, status: true });
    const thirds = await expectStatus(call<PageOf<{ _id: string }>>(server.url, 'GET', '/third?status=true', { token: admin }));
    expect(thirds.docs.map((t) => t._id)).toContain(made.third);

    const undone = await expectStatus(call<User>(server.url, 'DELETE', `/user/${olga.user._id}/third`, { token: admin }));
    expect(undone.third).toBeNull();
    expect(await expectStatus(call(server.url, 'GET', `/third/${made.third}`, { token: admin }))).toMatchObject({ status: false });
    const enabled = await expectStatus(call<PageOf<{ _id: string }>>(server.url, 'GET', '/third?status=true', { token: admin }));
    expect(enabled.docs.map((t) => t._id)).not.toContain(made.third);

    const again = await expectStatus(call<User>(server.url, 'PUT', `/user/${olga.user._id}/third`, { token: admin, body: {} }));
    expect(await expectStatus(call(server.url, 'GET', `/third/${again.third}`, { token: admin }))).toMatchObject({ tag: 'usuario', status: true });
  });

  it('disables and enables a user, and lists by status and driver flag', async () => {
    const quique = await createStaff(server.url, admin, { name: 'Quique', username: 'quique', role: 'AV' });
    const disabled = await expectStatus(call<User>(server.url, 'DELETE', `/user/${quique.user._id}`, { token: admin }));
    expect(disabled.status).toBe(false);
    expect((await list('?status=false')).docs.map((u) => u.username)).toEqual(['quique']);
    expect((await list('?status=true')).docs.map((u) => u.username)).not.toContain('quique');
    expect((await call(server.url, 'GET', '/auth/me', { token: quique.token })).status).toBe(401);
    expect(await expectStatus(call<User>(server.url, 'PUT', `/user/${quique.user._id}/enable`, { token: admin }))).toMatchObject({ status: true });
    expect((await list('?status=false')).total).toBe(0);

    const drivers = await list('?isDriver=true');
    expect(drivers.docs.map((u) => u.username)).toEqual(['olga']);
    expect(drivers.total).toBe(1);
  });

  it('does not let an admin disable itself', async () => {
    const response = await call<ErrorBody>(server.url, 'DELETE', `/user/${adminId}`, { token: admin });
    expect(response.status).toBe(409);
    expect((await getUser(adminId)).status).toBe(true);
  });

  it('creates a provider user (PROVEEDOR) only with its provider, which it then reads alone', async () => {
    const own = await createProvider(server.url, admin, 'Molino Sur');
    const other = await createProvider(server.url, admin, 'Granja Norte');
    const missing = await call<ErrorBody>(server.url, 'POST', '/user', { token: admin, body: { name: 'Sin proveedor', username: 'sinprov', role: 'PROVEEDOR' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toMatchObject([{ path: 'provider', message: 'provider is required' }]);

    const molino = await createStaff(server.url, admin, { name: 'Molino Sur', username: 'molino', role: 'PROVEEDOR', provider: own });
    expect(molino.user).toMatchObject({ role: 'PROVEEDOR', provider: own });
    expect(await expectStatus(call(server.url, 'GET', `/provider/${own}`, { token: molino.token }))).toMatchObject({ _id: own });
    expect((await call(server.url, 'GET', `/provider/${other}`, { token: molino.token })).status).toBe(404);
    // Another role reads for no provider: the one sent is dropped.
    const moved = await expectStatus(call<User>(server.url, 'PATCH', `/user/${molino.user._id}`, { token: admin, body: { role: 'COMPRAS' } }));
    expect(moved).toMatchObject({ role: 'COMPRAS', provider: null });
  });

  it('answers 404 for an unknown user id', async () => {
    expect((await call(server.url, 'GET', '/user/0123456789abcdef01234567', { token: admin })).status).toBe(404);
  });
});
