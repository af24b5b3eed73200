/**
 * Staff users (spec §3, domain §8): usernames are unique in their normal form and may not look like
 * another (src-shared/usernames.ts); disabling a user, changing its role or its password ends its
 * other sessions and pairing codes; an admin sees and lifts a sign-in lock; a user can also be a
 * third party so external cash flows can name it.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { PlannedDoc } from '../../../src-shared/planners/types.js';
import type { UserListQuery } from '../../../src-shared/schemas/queries.js';
import type { UserCreateBody, UserProfileBody, UserThirdBody, UserUpdateBody } from '../../../src-shared/schemas/user.js';
import { docs, flag, requireDoc, type AnyReader, type Doc, type Page } from '../../db/documents.js';
import { lockNames } from '../../db/locks.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import type { AccountLock } from '../../../src-shared/documents/users.js';
import { planUserProfile } from '../../../src-shared/planners/user-profile.js';
import { planUserThirdAdd, planUserThirdRemove } from '../../../src-shared/planners/user-third.js';
import { USER_WRITES } from '../../../src-shared/planners/user-writes.js';
import { usernameTexts, usernameSkeleton } from '../../../src-shared/usernames.js';
import { accountLock, unlockAccount } from '../auth/account-lock.js';
import { revokeUserAccess } from '../auth/sessions.js';
import { storePassword } from './password-hash.js';
import { crud, type Writer } from '../crud.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { assertUniqueValue } from '../unique-values.js';
import { containsText } from '../../db/search.js';
import { USERS, type UserFields } from './collection.js';

/**
 * A username must not read as another one: its skeleton is compared with every other user's. Staff
 * users are a handful, so they are read whole rather than keeping a skeleton column in step.
 */
async function assertNotConfusable(tx: WriteTx, username: string, exceptId?: string): Promise<void> {
  const skeleton = usernameSkeleton(username);
  let others = docs(tx.trx).selectFrom('users').select(['id', 'username']);
  if (exceptId) others = others.where('id', '!=', exceptId);
  for (const other of await others.execute()) {
    if (usernameSkeleton(String(other.username)) !== skeleton) continue;
    throw AppError.invalid('username', usernameTexts.confusable(username, String(other.username)));
  }
}

/**
 * An admin stops being one (a new role, or disabled) only while another enabled admin remains:
 * with none, no one could manage users again. Under a lock, so two admins demoting each other at
 * once on PostgreSQL run one after the other and the second is refused.
 */
async function assertAdminLeft(tx: WriteTx, planned: PlannedDoc<'users'>): Promise<void> {
  const before = planned.before;
  if (before?.role !== 'ADMIN' || !before.status || (planned.fields.role === 'ADMIN' && planned.fields.status !== false)) return;
  await lockNames(tx.trx, ['users:admins']);
  const other = await docs(tx.trx).selectFrom(USERS.table).select('id').where('role', '=', 'ADMIN').where('status', '=', flag(true)).where('id', '!=', planned._id).executeTakeFirst();
  if (!other) throw AppError.conflict(said('user.lastAdmin', { username: before.username }));
}

const store = crud<'users', UserCreateBody, UserUpdateBody>(USERS, {
  writes: USER_WRITES,
  // A username sent must be free and unlike any other, disabled users' included; refusals name it as typed.
  async checkPlanned(tx, planned, body) {
    await assertAdminLeft(tx, planned);
    if (!body?.username) return;
    await assertUniqueValue(tx, USERS, 'username', body.username, planned._id);
    await assertNotConfusable(tx, body.username, planned._id);
  },
  orderBy: { column: 'number', direction: 'asc' },
});

export function listUsers(db: AnyReader, query: UserListQuery): Promise<Page<Doc<UserFields>>> {
  return store.list(db, query, (q) => {
    let out = q;
    if (query.isDriver !== undefined) out = out.where('is_driver', '=', flag(query.isDriver));
    if (query.query) out = out.where(containsText('username', query.query));
    return out;
  });
}

export const getUser = store.get;
export const createUser = store.create;

/** A new role ends the user's other sessions: what they were let do is no longer what they may. */
export async function updateUser(tx: WriteTx, caller: Caller, id: string, body: UserUpdateBody): Promise<Doc<UserFields>> {
  const before = await requireDoc(tx.trx, USERS, id);
  const after = await store.update(tx, caller, id, body);
  if (after.role !== before.role) await revokeUserAccess(tx, after._id, caller.id === after._id ? caller.tokenHash : null);
  return after;
}

export async function disableUser(tx: WriteTx, caller: Caller, id: string): Promise<Doc<UserFields>> {
  const user = await store.setStatus(tx, caller, id, false);
  await revokeUserAccess(tx, user._id, null);
  return user;
}

export async function userLock(db: AnyReader, id: string, now: Date): Promise<AccountLock> {
  const user = await requireDoc(db, USERS, id);
  return accountLock(db, user.username, now);
}

export async function unlockUser(tx: WriteTx, id: string): Promise<AccountLock> {
  const user = await requireDoc(tx.trx, USERS, id);
  return unlockAccount(tx, user.username);
}

export const enableUser = (tx: WriteTx, caller: Writer, id: string): Promise<Doc<UserFields>> => store.setStatus(tx, caller, id, true);

/** Planned as the desktop plans it (src-shared/planners/user-profile.ts); a new password is kept apart from the document. */
export async function updateProfile(tx: WriteTx, caller: Caller, body: UserProfileBody): Promise<Doc<UserFields>> {
  const plan = await planUserProfile(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller));
  if (body.password !== undefined) {
    await storePassword(tx.trx, plan.doc._id, body.password);
    // Whoever knew the old password keeps no session: only the one making the change stays.
    await revokeUserAccess(tx, plan.doc._id, caller.tokenHash);
  }
  return (await storePlan(tx, plan)).doc;
}

/** Planned as the desktop plans it (src-shared/planners/user-third.ts). */
export async function makeThird(tx: WriteTx, caller: Writer, id: string, body: UserThirdBody): Promise<Doc<UserFields>> {
  return (await storePlan(tx, await planUserThirdAdd(id, body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

export async function removeThird(tx: WriteTx, id: string): Promise<Doc<UserFields>> {
  return (await storePlan(tx, await planUserThirdRemove(id, serverPlanReads(tx.trx)))).doc;
}
