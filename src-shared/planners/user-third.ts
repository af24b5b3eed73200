/**
 * A staff user made a third party, so external cash flows can name it (spec §3): the user's third
 * takes its name and the tag given (a default one else), enabled again if it was removed; removing
 * it disables the third and unlinks it. A user that is already (or is no longer) a third is left
 * as it is.
 */
import { AppError } from '../errors.js';
import type { UserThirdBody } from '../schemas/user.js';
import { ownFields, readOne } from './reads.js';
import type { Plan, PlanContext, PlannedDoc, PlanReads, Stored } from './types.js';
import type { ThirdFields } from '../documents/catalog.js';
import type { UserFields } from '../documents/users.js';

/** The tag a user-made third carries when the admin gives none. */
export const USER_THIRD_TAG = 'usuario';

async function userNamed(reads: PlanReads, id: string): Promise<Stored<UserFields>> {
  const user = await readOne(reads, 'users', id);
  if (!user) throw AppError.notFound('user', id);
  return user;
}

async function thirdOf(reads: PlanReads, id: string): Promise<Stored<ThirdFields>> {
  const third = await readOne(reads, 'thirds', id);
  if (!third) throw AppError.notFound('third', id);
  return third;
}

const unchanged = (user: Stored<UserFields>): PlannedDoc<'users'> => ({ collection: 'users', _id: user._id, before: user, fields: ownFields(user) });

export async function planUserThirdAdd(id: string, body: UserThirdBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'users'>> {
  const user = await userNamed(reads, id);
  const tag = body.tag ?? USER_THIRD_TAG;
  if (user.third) {
    const third = await thirdOf(reads, user.third);
    const restated: PlannedDoc<'thirds'> = { collection: 'thirds', _id: third._id, before: third, fields: { ...ownFields(third), name: user.name, tag, status: true } };
    return { doc: unchanged(user), linked: [restated], stock: [] };
  }
  const third: PlannedDoc<'thirds'> = { collection: 'thirds', _id: ctx.newId(), before: null, fields: { name: user.name, tag, user: user._id } };
  return { doc: { collection: 'users', _id: user._id, before: user, fields: { ...ownFields(user), third: third._id } }, linked: [third], stock: [] };
}

export async function planUserThirdRemove(id: string, reads: PlanReads): Promise<Plan<'users'>> {
  const user = await userNamed(reads, id);
  if (!user.third) return { doc: unchanged(user), linked: [], stock: [] };
  const third = await thirdOf(reads, user.third);
  const disabled: PlannedDoc<'thirds'> = { collection: 'thirds', _id: third._id, before: third, fields: { ...ownFields(third), status: false } };
  return { doc: { collection: 'users', _id: user._id, before: user, fields: { ...ownFields(user), third: null } }, linked: [disabled], stock: [] };
}
