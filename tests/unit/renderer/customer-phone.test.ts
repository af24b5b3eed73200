/**
 * A customer's phone as clerks write it (`+54 11 4444-5555`, `+54 (11) 4444 5555`) is saved in the
 * contract's form (`+54 11 44445555`); what is no phone at all stays as typed, for the schema to
 * refuse with its example.
 */
import { describe, expect, it } from 'vitest';
import { writtenPhone } from '../../../src-shared/constants/customers.js';
import { customerCreateBody } from '../../../src-shared/schemas/customer.js';
import { customerCreateInput, EMPTY_CUSTOMER } from '../../../src-renderer/components/customers/customerDraft.js';

const created = (phone: string) =>
  customerCreateInput({ ...EMPTY_CUSTOMER, name: 'Kiosco 24', phone, address: { label: 'Local', street: 'Colombres 248', unit: '', city: 'Lanús', province: 'Buenos Aires' } });

describe('a customer phone as typed', () => {
  it.each([
    ['+54 11 4444-5555', '+54 11 44445555'],
    ['+54 (11) 4444 5555', '+54 11 44445555'],
    ['+54 9 11 4444-5555', '+54 9 1144445555'],
    [' +54 11 44445555 ', '+54 11 44445555'],
    ['+541144445555', '+541144445555'],
  ])('%s is saved as %s, which the schema takes', (typed, saved) => {
    const input = created(typed);
    expect(input.phone).toBe(saved);
    expect(customerCreateBody.safeParse(input).success).toBe(true);
  });

  it('leaves what is no phone as typed, for the schema to refuse', () => {
    expect(writtenPhone('11 4444-5555')).toBe('11 4444-5555');
    expect(writtenPhone('+54 11 hola')).toBe('+54 11 hola');
    expect(customerCreateBody.safeParse(created('11 4444-5555')).success).toBe(false);
  });
});
