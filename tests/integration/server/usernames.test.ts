/**
 * Usernames as domain §8 compares them, over HTTP on both databases: stored and signed in with in
 * their normal form (NFKC, lower case), refused when they read like an existing one, and refused —
 * like any user name — when they hide control or invisible characters, naming the field.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaff, expectStatus, type ErrorBody } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('usernames on %s', (flavour) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const create = (body: Record<string, unknown>) => call<ErrorBody & { _id: string; username: string }>(server.url, 'POST', '/user', { token: admin, body: { role: 'AV', ...body } });

  it('stores the normal form and signs in with any form of it', async () => {
    const staff = await createStaff(server.url, admin, { name: 'Rocío', username: 'Ｒｏｃｉｏ', role: 'OPERACION' });
    expect(staff.user.username).toBe('rocio');
    await expectStatus(call(server.url, 'PUT', '/user/profile', { token: staff.token, body: { password: 'rocio-pass-1' } }));
    for (const typed of ['rocio', 'ROCIO', 'ｒｏｃｉｏ']) expect((await call(server.url, 'POST', '/auth/signin', { body: { username: typed, password: 'rocio-pass-1' } })).status).toBe(200);
    const taken = await create({ name: 'Otra', username: 'ＲＯＣＩＯ' });
    expect(taken.status).toBe(400);
    expect(taken.body.details?.[0]?.path).toBe('username');
  });

  it('refuses a username that reads like an existing one, on create and on rename', async () => {
    await expectStatus(create({ name: 'Santi', username: 'santino' }), 201);
    // Cyrillic а and о, Greek ο, digits for letters, "rn" for "m", an accent.
    for (const username of ['sаntino', 'santinо', 'santinο', 'sant1no', 'SANT1N0', 'santíno']) {
      const refused = await create({ name: 'Impostor', username });
      expect(refused.status, username).toBe(400);
      expect(refused.body.details).toMatchObject([{ path: 'username', message: `username ${username} looks too much like the existing username santino` }]);
    }
    await expectStatus(create({ name: 'Mara', username: 'mara' }), 201);
    const other = await expectStatus(create({ name: 'Tomás', username: 'tomas' }), 201);
    const rename = await call<ErrorBody>(server.url, 'PATCH', `/user/${other._id}`, { token: admin, body: { username: 'rnara' } });
    expect(rename.status).toBe(400);
    expect(rename.body.details?.[0]?.path).toBe('username');
    // Keeping one's own username is no clash with oneself.
    expect((await call(server.url, 'PATCH', `/user/${other._id}`, { token: admin, body: { username: 'TOMAS' } })).status).toBe(200);
  });

  it('refuses control and invisible characters in a username or a name, naming the field', async () => {
    for (const username of ['ana\u0007', 'ana\u200bb', 'ana\u202e']) {
      const refused = await create({ name: 'Ana', username });
      expect(refused.status).toBe(400);
      expect(refused.body.details?.map((d) => d.path)).toContain('username');
    }
    const badName = await create({ name: 'Ana\u0000Bel', username: 'anabel' });
    expect(badName.status).toBe(400);
    expect(badName.body.details?.map((d) => d.path)).toContain('name');
  });
});
