/**
 * A username only a disabled user keeps is not in the replica, so the desk asks the real server
 * before queuing: the clash comes back at once as the server's own message on the field. A free
 * username, another user's edit of its own name, and a server that cannot be reached all let the
 * write through to the outbox, where the server still decides.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src-main/api/client.js';
import { assertUniqueOnServer } from '../../../src-main/ipc/handlers/unique-on-server.js';
import type { Mutation } from '../../../src-main/sync/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { usernameTaken } from '../../../src-shared/unique-fields.js';
import { createStaff, expectStatus } from '../../support/actors.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { freePort } from '../../support/sync-server-process.js';

const NEW_ID = '65f0a1b2c3d4e5f6a7b8ffff';

const userWrite = (body: Record<string, unknown>, docId = NEW_ID): Mutation => ({ method: 'POST', path: '/user', body, collection: 'users', docId, optimistic: null });

async function refusal(pending: Promise<void>): Promise<AppError> {
  const error: unknown = await pending.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('unique values only disabled documents keep', () => {
  let server: TestServer;
  let api: ApiClient;
  let retired: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'));
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);
    api = createApiClient({ baseUrl: server.url, token: () => token });
    const staff = await createStaff(server.url, token, { name: 'Marta Retirada', username: 'marta.r', role: 'OPERACION' });
    retired = staff.user._id;
    await expectStatus(call(server.url, 'DELETE', `/user/${retired}`, { token }));
  });
  afterAll(() => server?.close());

  it('refuses a new user named like a disabled one, whatever the case, with the server’s message on the field', async () => {
    const error = await refusal(assertUniqueOnServer(api, userWrite({ name: 'Marta Nueva', username: 'Marta.R', role: 'AV' })));
    expect(error.code).toBe('VALIDATION');
    expect(error.details).toMatchObject([{ path: 'username', message: usernameTaken('Marta.R') }]);
  });

  it('lets through a free username, the disabled user’s own edit, and a write the server cannot be asked about', async () => {
    await expect(assertUniqueOnServer(api, userWrite({ name: 'Marta Nueva', username: 'marta.n', role: 'AV' }))).resolves.toBeUndefined();
    await expect(assertUniqueOnServer(api, userWrite({ username: 'marta.r' }, retired))).resolves.toBeUndefined();
    const nowhere = createApiClient({ baseUrl: `http://127.0.0.1:${await freePort()}/api`, token: () => 'none' });
    await expect(assertUniqueOnServer(nowhere, userWrite({ name: 'Marta Nueva', username: 'marta.r', role: 'AV' }))).resolves.toBeUndefined();
  });
});
