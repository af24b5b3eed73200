/**
 * Staff users (spec §3, domain §8): usernames are unique regardless of case; disabling a user
 * revokes its sessions; a user can also be a third party so external cash flows can name it.
 */
import { AppError } from '../../../src-shared/errors.js';
import type { UserListQuery } from '../../../src-shared/schemas/queries.js';
import type { UserCreateBody, UserProfileBody, UserThirdBody, UserUpdateBody } from '../../../src-shared/schemas/user.js';
import { docs, flag, insertDoc, requireDoc, saveDoc, setDocStatus, type AnyReader, type Doc, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { hashPassword } from '../auth/secrets.js';
import { THIRDS } from '../catalog/collections.js';
import { crud } from '../crud.js';
import { assertUniqueValue } from '../unique-values.js';
import { containsText } from '../../db/search.js';
import { USERS, type UserFields } from './collection.js';

/** The tag a user-made third carries when the admin gives none. */
const USER_THIRD_TAG = 'usuario';

const store = crud<UserFields, UserCreateBody, UserUpdateBody>(USERS, {
  async fromCreate(tx, body) {
    await assertUniqueValue(tx, USERS, 'username', body.username);
    return { isDriver: false, wholesaler: false, ...body };
  },
  async fromUpdate(tx, current, body) {
    if (body.username) await assertUniqueValue(tx, USERS, 'username', body.username, current._id);
    return { ...current, ...body };
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
export const updateUser = store.update;

export async function disableUser(tx: WriteTx, caller: Caller, id: string): Promise<Doc<UserFields>> {
  if (caller.id === id) throw AppError.conflict('you cannot disable your own user: ask another admin');
  const user = await setDocStatus(tx, USERS, id, false);
  await revokeAllSessions(tx, 'user', user._id);
  return user;
}

export const enableUser = (tx: WriteTx, id: string): Promise<Doc<UserFields>> => setDocStatus(tx, USERS, id, true);

export async function updateProfile(tx: WriteTx, caller: Caller, body: UserProfileBody): Promise<Doc<UserFields>> {
  const current = await requireDoc(tx.trx, USERS, caller.id);
  const { password, ...fields } = body;
  if (password !== undefined) {
    await docs(tx.trx).updateTable('users').set({ password_hash: await hashPassword(password) }).where('id', '=', current._id).execute();
  }
  return saveDoc(tx, USERS, current, { ...current, ...fields });
}

export async function makeThird(tx: WriteTx, id: string, body: UserThirdBody): Promise<Doc<UserFields>> {
  const user = await requireDoc(tx.trx, USERS, id);
  const tag = body.tag ?? USER_THIRD_TAG;
  if (user.third) {
    const third = await requireDoc(tx.trx, THIRDS, user.third);
    await saveDoc(tx, THIRDS, third, { ...third, name: user.name, tag, status: true });
    return user;
  }
  const third = await insertDoc(tx, THIRDS, { name: user.name, tag, user: user._id });
  return saveDoc(tx, USERS, user, { ...user, third: third._id });
}

export async function removeThird(tx: WriteTx, id: string): Promise<Doc<UserFields>> {
  const user = await requireDoc(tx.trx, USERS, id);
  if (!user.third) return user;
  await setDocStatus(tx, THIRDS, user.third, false);
  return saveDoc(tx, USERS, user, { ...user, third: null });
}
