/** What a profile save sends: the details that changed, and the new password when one was typed. */
import type { UserProfileInput } from '../../../../src-shared/schemas/user.js';
import { orNull } from '../../../components/forms/textField.js';

export interface ProfileDraft {
  name: string;
  email: string;
  phone: string;
  /** Kept exactly as typed: a password is never trimmed. */
  password: string;
  repeat: string;
}

export function profileInput(before: ProfileDraft, after: ProfileDraft): UserProfileInput {
  const input: UserProfileInput = {};
  if (after.name !== before.name) input.name = after.name;
  if (after.email !== before.email) input.email = orNull(after.email);
  if (after.phone !== before.phone) input.phone = orNull(after.phone);
  if (after.password !== '') input.password = after.password;
  return input;
}
