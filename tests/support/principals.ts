/**
 * Signed-in callers of every role, made the way a real deployment makes them: staff users by the
 * admin and device pairing, customers by OTP (the code read from the message log), and PROVEEDOR
 * users — which the user schema refuses — written straight into the document store.
 */
import type { Role } from '../../src-shared/constants/roles.js';
import { insertDoc } from '../../src-server/db/documents.js';
import { runWrite } from '../../src-server/db/write.js';
import { USERS } from '../../src-server/features/users/collection.js';
import { call, type TestServer } from './server.js';

export type StaffRole = Exclude<Role, 'CUSTOMER'>;

/** The body of a 2xx answer; anything else stops the set-up with the server's answer in the message. */
export async function ok<T>(promise: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const response = await promise;
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as T;
}

/** A new session for a user, through a pairing code the admin asks for. */
export async function pairToken(api: string, adminToken: string, userId: string): Promise<string> {
  const { code } = await ok<{ code: string }>(call(api, 'POST', '/auth/pair', { token: adminToken, body: { user: userId } }), `pairing code for ${userId}`);
  const { token } = await ok<{ token: string }>(call(api, 'POST', `/auth/pair/${code}`), `pairing ${userId}`);
  return token;
}

/** A staff user made by the admin (`POST /user`): its id. */
export async function createUser(api: string, adminToken: string, body: Record<string, unknown>): Promise<string> {
  const user = await ok<{ _id: string }>(call(api, 'POST', '/user', { token: adminToken, body }), `creating user ${String(body.username)}`);
  return user._id;
}

/** A PROVEEDOR user reading for `providerId`; the API cannot create one, so it goes in through the store. */
export async function insertProviderUser(server: TestServer, providerId: string, username: string): Promise<string> {
  const user = await runWrite(server.database, { actor: null, now: new Date() }, (tx) => insertDoc(tx, USERS, { name: `Proveedor ${username}`, username, role: 'PROVEEDOR', provider: providerId }));
  return user._id;
}

async function otpMessages(server: TestServer, phone: string): Promise<string[]> {
  const rows = await server.database.db.selectFrom('outbound_messages').select(['id', 'body']).where('recipient', '=', phone).orderBy('id').execute();
  return rows.map((row) => row.body);
}

/**
 * A customer's session by OTP, with the code queued for the phone (outbound_messages keeps the text
 * it sends, code included; the test server's SMS gateway receives the same).
 */
export async function customerToken(server: TestServer, phone: string): Promise<string> {
  const before = (await otpMessages(server, phone)).length;
  await ok(call(server.url, 'POST', '/auth/otp', { body: { phone } }), `OTP request for ${phone}`);
  let messages = await otpMessages(server, phone);
  for (let attempt = 0; messages.length === before && attempt < 100; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    messages = await otpMessages(server, phone);
  }
  const code = /\d{6}/.exec(messages.at(-1) ?? '')?.[0];
  if (messages.length === before || code === undefined) throw new Error(`no OTP code was queued for ${phone}`);
  const { token } = await ok<{ token: string }>(call(server.url, 'POST', '/auth/otp', { body: { phone, code } }), `OTP sign-in for ${phone}`);
  return token;
}
