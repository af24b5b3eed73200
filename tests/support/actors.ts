/**
 * Signed-in callers of every kind for integration tests, made the way a real deployment makes them:
 * an admin creates a staff user and pairs a device for it; a customer asks for a one-time code,
 * which the embedded sender writes to the server's message log, and signs in with it.
 */
import type { Doc } from '../../src-server/db/documents.js';
import type { CustomerFields } from '../../src-server/features/customers/collection.js';
import type { UserFields } from '../../src-server/features/users/collection.js';
import type { RunningServer } from '../../src-server/server.js';
import { call, type ApiResponse } from './server.js';

export interface PageOf<T> {
  docs: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  totalIsLowerBound?: true;
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** What the screens translate (src-shared/error-keys), beside the contract's English message. */
  key?: string;
  params?: Record<string, string | number>;
  details?: Array<{ path: string; message: string; key?: string; params?: Record<string, string | number> }>;
}

/** The body of a response that must have `status`; otherwise fails with what the server said. */
export async function expectStatus<T>(pending: Promise<ApiResponse<T>>, status = 200): Promise<T> {
  const response = await pending;
  if (response.status !== status) throw new Error(`expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

export interface Staff {
  user: Doc<UserFields>;
  token: string;
}

/** Creates a staff user and signs a device in for it through a pairing code. */
export async function createStaff(baseUrl: string, adminToken: string, fields: { name: string; username: string; role: string } & Record<string, unknown>): Promise<Staff> {
  const user = await expectStatus(call<Doc<UserFields>>(baseUrl, 'POST', '/user', { token: adminToken, body: fields }), 201);
  const token = await pairDevice(baseUrl, adminToken, user._id);
  return { user, token };
}

export async function pairDevice(baseUrl: string, adminToken: string, userId: string): Promise<string> {
  const { code } = await expectStatus(call<{ code: string }>(baseUrl, 'POST', '/auth/pair', { token: adminToken, body: { user: userId } }), 201);
  const { token } = await expectStatus(call<{ token: string }>(baseUrl, 'POST', `/auth/pair/${code}`));
  return token;
}

/** The codes queued for a phone, oldest first: a queued message keeps the text it sends, code included. */
async function loggedCodes(server: RunningServer, phone: string): Promise<Array<{ id: string; code: string }>> {
  const rows = await server.database.db.selectFrom('outbound_messages').select(['id', 'body']).where('recipient', '=', phone).execute();
  return rows.map((row) => ({ id: row.id, code: /(\d{6})/.exec(row.body)?.[1] ?? '' }));
}

/** The ids of the messages logged for `phone` so far: what `codeLoggedAfter` compares with. */
export async function loggedCodeIds(server: RunningServer, phone: string): Promise<Set<string>> {
  return new Set((await loggedCodes(server, phone)).map((m) => m.id));
}

/** The first code queued for `phone` that was not among `before`, waited for a moment. */
export async function codeLoggedAfter(server: RunningServer, phone: string, before: ReadonlySet<string>): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const fresh = (await loggedCodes(server, phone)).find((m) => !before.has(m.id));
    if (fresh) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no code was logged for ${phone}`);
}

/** Asks for a one-time code for `phone` and returns the code queued for it. */
export async function requestOtpCode(server: RunningServer, phone: string): Promise<string> {
  const before = await loggedCodeIds(server, phone);
  await expectStatus(call(server.url, 'POST', '/auth/otp', { body: { phone } }));
  return codeLoggedAfter(server, phone, before);
}

export async function customerSignIn(server: RunningServer, phone: string): Promise<{ token: string; user: Doc<CustomerFields> }> {
  const code = await requestOtpCode(server, phone);
  return expectStatus(call<{ token: string; user: Doc<CustomerFields> }>(server.url, 'POST', '/auth/otp', { body: { phone, code } }));
}

/** A customer address with the four lines required on create. */
export const ADDRESS = { label: 'Casa', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' } as const;

export async function createCustomer(baseUrl: string, token: string, fields: { name: string } & Record<string, unknown>): Promise<Doc<CustomerFields>> {
  return expectStatus(call<Doc<CustomerFields>>(baseUrl, 'POST', '/customer', { token, body: { address: ADDRESS, ...fields } }), 201);
}
