/**
 * `PUT /user/profile`: a staff user edits its own profile (name, picture, contact, colour). The
 * password it may send is no part of the document: the server keeps its hash apart and ends the
 * user's other sessions, beside the plan.
 */
import { AppError } from '../errors.js';
import type { UserProfileBody } from '../schemas/user.js';
import { changed } from './planned.js';
import { ownFields, readOne } from './reads.js';
import type { Plan, PlanContext, PlanReads } from './types.js';

export async function planUserProfile(body: UserProfileBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'users'>> {
  const user = await readOne(reads, 'users', ctx.actor.id);
  if (!user) throw AppError.notFound('user', ctx.actor.id);
  const { password: _password, ...fields } = body;
  return { doc: changed('users', user, { ...ownFields(user), ...fields }), linked: [], stock: [] };
}
