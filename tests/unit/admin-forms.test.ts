/**
 * What the administration forms send: a new user states every field (a role left unpicked is
 * named by the contract's own message), an edit only what changed (a PROVEEDOR's provider goes
 * with its role), and a profile save carries the password exactly as typed.
 */
import { describe, expect, it } from 'vitest';
import { IPC_CONTRACT } from '../../src-shared/ipc/contract.js';
import { issuesToDetails } from '../../src-shared/schemas/messages.js';
import { profileInput, type ProfileDraft } from '../../src-renderer/features/admin/profile/profileDraft.js';
import { userCreateInput, userDraftOf, userUpdateInput } from '../../src-renderer/features/admin/users/userDraft.js';
import type { UserDoc } from '../../src-renderer/components/documents/read.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';

const user = (fields: Partial<UserDoc>): UserDoc => ({ _id: ID, number: 3, status: true, name: 'Lucía Gómez', username: 'lucia', role: 'AV', phone: '+54 11 5555-0000', ...fields });

describe('a new user', () => {
  it('without a role is refused by the contract with "role is required"', () => {
    const draft = { ...userDraftOf(null), username: 'lucia', name: 'Lucía Gómez' };
    const result = IPC_CONTRACT['user.create'].input.safeParse(userCreateInput(draft));
    expect(result.success).toBe(false);
    expect(issuesToDetails(result.error!)).toMatchObject([{ path: 'role', message: 'role is required' }]);
  });

  it('with a role is accepted, blank optional fields going as null', () => {
    const draft = { ...userDraftOf(null), username: 'lucia', name: 'Lucía Gómez', role: 'AV' as const, wholesaler: true };
    const parsed = IPC_CONTRACT['user.create'].input.parse(userCreateInput(draft));
    expect(parsed.body).toEqual({
      username: 'lucia',
      name: 'Lucía Gómez',
      role: 'AV',
      email: null,
      phone: null,
      picture: null,
      isDriver: false,
      wholesaler: true,
      dropOffPoint: null,
      avatarColor: null,
    });
  });
});

describe('an edited user', () => {
  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    const before = userDraftOf(user({}));
    expect(userUpdateInput(before, { ...before })).toEqual({});
    expect(userUpdateInput(before, { ...before, name: 'Lucía G.', phone: '', isDriver: true })).toEqual({ name: 'Lucía G.', phone: null, isDriver: true });
  });

  it("sends a provider user's provider with its role, and a role picked", () => {
    const before = userDraftOf(user({ role: 'PROVEEDOR', provider: 'p1' }));
    expect(userUpdateInput(before, { ...before, name: 'Proveedor Uno' })).toEqual({ name: 'Proveedor Uno' });
    expect(userUpdateInput(before, { ...before, provider: 'p2' })).toEqual({ provider: 'p2' });
    expect(userUpdateInput(before, { ...before, role: 'COMPRAS' })).toEqual({ role: 'COMPRAS' });
    const buyer = userDraftOf(user({ role: 'COMPRAS' }));
    expect(userUpdateInput(buyer, { ...buyer, role: 'PROVEEDOR', provider: 'p1' })).toEqual({ role: 'PROVEEDOR', provider: 'p1' });
  });
});

describe('a profile save', () => {
  const saved: ProfileDraft = { name: 'Lucía Gómez', email: 'lucia@example.com', phone: '', password: '', repeat: '' };

  it('carries the password exactly as typed and only the details that changed', () => {
    const input = profileInput(saved, { ...saved, email: '', password: ' clave 1 ', repeat: ' clave 1 ' });
    expect(input).toEqual({ email: null, password: ' clave 1 ' });
    expect(IPC_CONTRACT['user.profile'].input.parse(input).body).toEqual({ email: null, password: ' clave 1 ' });
  });

  it('is refused by the contract when the password is longer than 30 characters', () => {
    const result = IPC_CONTRACT['user.profile'].input.safeParse(profileInput(saved, { ...saved, password: 'x'.repeat(31) }));
    expect(issuesToDetails(result.error!)).toMatchObject([{ path: 'password', message: 'password must be at most 30 characters' }]);
  });
});
