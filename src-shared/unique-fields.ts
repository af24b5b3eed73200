/**
 * Fields the server keeps unique, where a taken value is bad input on that field (a 400 naming it):
 * a user's username, whatever its case or Unicode form (usernames.ts), a category's slug, and an
 * enabled customer's phone (spaces aside). The server enforces them; a desk checks its replica before it queues such a write, so the
 * clerk reads the message under the field at once instead of in the rejected-changes inbox once the
 * write reached the server. The replica does not hold disabled documents: when the server answers,
 * the desk asks it about those too; the server's own check stays the one that decides.
 */
import { phoneKey } from './constants/customers.js';
import type { ErrorText } from './error-keys/index.js';
import { contract, messages } from './schemas/messages.js';
import { normalizeUsername } from './usernames.js';

export interface UniqueField {
  readonly collection: string;
  readonly field: string;
  /** The value a write stores, from its body; null when it leaves the field as it is. */
  stored(body: Readonly<Record<string, unknown>>): string | null;
  /** What two values must differ in. */
  key(value: string): string;
  /** What a taken value says on the field. */
  taken(value: string): ErrorText;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const usernameTaken = (username: string): string => messages.taken('username', username);
export const slugTaken = (slug: string): string => messages.taken('slug', slug);
export const customerPhoneTaken = (phone: string): ErrorText => contract.taken('phone', phone);

export const UNIQUE_FIELDS: readonly UniqueField[] = [
  {
    collection: 'users',
    field: 'username',
    stored: (body) => text(body.username),
    key: normalizeUsername,
    taken: (value) => contract.taken('username', value),
  },
  // Among enabled customers only (the replica holds no others): a customer signs in by its phone.
  {
    collection: 'customers',
    field: 'phone',
    stored: (body) => text(body.phone),
    key: phoneKey,
    taken: customerPhoneTaken,
  },
  {
    collection: 'categories',
    field: 'slug',
    stored: (body) => text(body.slug),
    key: (value) => value,
    taken: (value) => contract.taken('slug', value),
  },
];
