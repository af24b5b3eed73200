/**
 * Users an admin cannot break the back office with (domain §6, §8): the only enabled admin does not
 * stop being one (demoting itself, it would leave none to undo it), and the house partner,
 * whose orders are those taken without a partner, keeps its username and its AV role and stays
 * enabled. Each refusal is a 409 that changes nothing; everything else about them stays editable.
 * Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import { HOUSE_PARTNER_USERNAME } from '../../../src-shared/constants/house.js';
import type { UserFields } from '../../../src-shared/documents/users.js';
import { createStaff, expectStatus, type ErrorBody } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

type User = Doc<UserFields>;

describe.each(FLAVOURS)('user guards on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let me: User;
  let house: User;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    me = (await expectStatus(call<{ user: User }>(server.url, 'GET', '/auth/me', { token: admin }))).user;
    const users = await expectStatus(call<{ docs: User[] }>(server.url, 'GET', '/user/public?limit=200', { token: admin }));
    const found = users.docs.find((u) => u.username === HOUSE_PARTNER_USERNAME);
    if (!found) throw new Error('no house partner');
    house = found;
  });
  afterAll(() => server?.close());

  const user = (id: string) => expectStatus(call<User>(server.url, 'GET', `/user/${id}`, { token: admin }));
  const refused = (response: { status: number; body: ErrorBody }, key: string) => {
    expect(response.status).toBe(409);
    expect(response.body.key).toBe(key);
  };

  it('the only admin cannot change its own role, and stays admin; with another admin it may', async () => {
    refused(await call<ErrorBody>(server.url, 'PATCH', `/user/${me._id}`, { token: admin, body: { role: 'AV' } }), 'user.lastAdmin');
    expect((await user(me._id)).role).toBe('ADMIN');
    expect((await expectStatus(call<User>(server.url, 'PATCH', `/user/${me._id}`, { token: admin, body: { role: 'ADMIN', name: 'Administradora' } }))).name).toBe('Administradora');
    const second = await createStaff(server.url, admin, { name: 'Otra Admin', username: 'otra', role: 'ADMIN' });
    expect((await expectStatus(call<User>(server.url, 'PATCH', `/user/${me._id}`, { token: admin, body: { role: 'COMPRAS' } }))).role).toBe('COMPRAS');
    // Now `otra` is the only admin left: the same refusal, and the former admin's session no longer may.
    refused(await call<ErrorBody>(server.url, 'PATCH', `/user/${second.user._id}`, { token: second.token, body: { role: 'AV' } }), 'user.lastAdmin');
    expect((await expectStatus(call<User>(server.url, 'PATCH', `/user/${me._id}`, { token: second.token, body: { role: 'ADMIN' } }))).role).toBe('ADMIN');
  });

  it('the house partner keeps its username and role and stays enabled', async () => {
    // The role changes above ended the admin's sessions.
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    refused(await call<ErrorBody>(server.url, 'PATCH', `/user/${house._id}`, { token: admin, body: { username: 'casa' } }), 'user.houseKept');
    refused(await call<ErrorBody>(server.url, 'PATCH', `/user/${house._id}`, { token: admin, body: { role: 'COMPRAS' } }), 'user.houseKept');
    refused(await call<ErrorBody>(server.url, 'DELETE', `/user/${house._id}`, { token: admin }), 'user.houseKept');
    expect(await user(house._id)).toMatchObject({ username: HOUSE_PARTNER_USERNAME, role: 'AV', status: true });
    const renamed = await expectStatus(call<User>(server.url, 'PATCH', `/user/${house._id}`, { token: admin, body: { name: 'Mostrador Central', username: HOUSE_PARTNER_USERNAME.toUpperCase() } }));
    expect(renamed).toMatchObject({ name: 'Mostrador Central', username: HOUSE_PARTNER_USERNAME, role: 'AV' });
  });
});
