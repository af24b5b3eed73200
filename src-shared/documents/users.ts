/** Staff users as stored and served (never the password). The server writes these shapes; the desktop and screens read them. */
import type { UserRole } from '../constants/roles.js';

/** A staff user as stored and served. The password hash lives in its own column, never in here. */
export interface UserFields {
  name: string;
  username: string;
  role: UserRole;
  picture?: string | null;
  email?: string | null;
  phone?: string | null;
  wholesaler?: boolean;
  avatarColor?: string | null;
  dropOffPoint?: string | null;
  isDriver?: boolean;
  /** The provider a PROVEEDOR user reads for. */
  provider?: string | null;
  /** The third party record when the user is also a third (PUT /user/{id}/third). */
  third?: string | null;
}

/**
 * Whether an account is throttled for failed sign-ins (domain §8), as `GET /user/{id}/lock` and
 * `PUT /user/{id}/unlock` answer it: served beside the user, never stored in its document.
 */
export interface AccountLock {
  locked: boolean;
  /** When sign-in opens again by itself, unless an admin unlocks it before. */
  until: string | null;
}
