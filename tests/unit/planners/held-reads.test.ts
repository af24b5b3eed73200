/**
 * `heldPlanReads` (src-shared/planners/held-reads.ts): a planner's reads over documents a caller
 * holds, answering only what it holds — documents by id (stored ids are lower case), the tax table,
 * the house partner and the default garage by the replica's rules — and `NotHeld` for anything else.
 */
import { describe, expect, it } from 'vitest';
import { HOUSE_PARTNER_USERNAME } from '../../../src-shared/constants/house.js';
import { defaultGarageOf, heldPlanReads, NotHeld } from '../../../src-shared/planners/held-reads.js';

const base = (_id: string, number: number, status = true) => ({ _id, number, status, createdAt: '2026-03-01T12:00:00.000Z', updatedAt: '2026-03-01T12:00:00.000Z', createdBy: null });
const garage = (id: string, number: number, extra: { status?: boolean; isDefault?: boolean } = {}) => ({
  ...base(id, number, extra.status ?? true),
  name: `Depósito ${number}`,
  isDefault: extra.isDefault ?? false,
});

const HOUSE = { ...base('65f0a1b2c3d4e5f6a7b8dd02', 2), name: 'La casa', username: HOUSE_PARTNER_USERNAME, role: 'AV' as const };
const CUSTOMER = { ...base('65f0a1b2c3d4e5f6a7b8ff01', 1), name: 'Almacén Don Pepe' };

describe('reads over held documents', () => {
  const reads = heldPlanReads({ docs: { users: [HOUSE] as never, customers: [CUSTOMER] as never, garages: [] }, taxes: [] });

  it('answers the documents held by id, whatever the case of the id asked, and leaves out the others', async () => {
    const found = await reads.docs('customers', [CUSTOMER._id.toUpperCase(), '65f0a1b2c3d4e5f6a7b8ff99']);
    expect([...found.keys()]).toEqual([CUSTOMER._id]);
    expect(await reads.housePartner()).toBe(HOUSE);
  });

  it('refuses, rather than answering nothing, a collection or a read it holds nothing for', async () => {
    await expect(reads.docs('products', [CUSTOMER._id])).rejects.toBeInstanceOf(NotHeld);
    await expect(reads.activeAccount(CUSTOMER._id)).rejects.toBeInstanceOf(NotHeld);
    await expect(heldPlanReads({ docs: {} }).taxes()).rejects.toBeInstanceOf(NotHeld);
  });
});

describe('the default garage', () => {
  it('is the enabled one marked default, else the first enabled by number', () => {
    const first = garage('65f0a1b2c3d4e5f6a7b8ee01', 1);
    const second = garage('65f0a1b2c3d4e5f6a7b8ee02', 2, { isDefault: true });
    const disabledDefault = garage('65f0a1b2c3d4e5f6a7b8ee03', 3, { status: false, isDefault: true });
    expect(defaultGarageOf([second, first])).toBe(second);
    expect(defaultGarageOf([disabledDefault, garage('65f0a1b2c3d4e5f6a7b8ee04', 5), first])).toBe(first);
    expect(defaultGarageOf([disabledDefault])).toBeUndefined();
  });
});
