/**
 * A customer's phone as clerks write it (`+54 11 4444-5555`, `+54 (11) 4444 5555`) is saved as the
 * sign-in page reads a typed phone (`typedCustomerPhone`), which the contract takes; one already in
 * the contract's form is kept as written; what is no phone at all stays as typed, for the schema to
 * refuse with its example.
 */
import { describe, expect, it } from 'vitest';
import { customerCreateBody } from '../../../src-shared/schemas/customer.js';
import { customerCreateInput, EMPTY_CUSTOMER } from '../../../src-renderer/components/customers/customerDraft.js';

const created = (phone: string) =>
  customerCreateInput({ ...EMPTY_CUSTOMER, name: 'Kiosco 24', phone, address: { label: 'Local', street: 'Colombres 248', unit: '', city: 'Lanús', province: 'Buenos Aires' } });

describe('a customer phone as typed', () => {
  it.each([
    ['+54 11 4444-5555', '+541144445555'],
    ['+54 (11) 4444 5555', '+541144445555'],
    ['+54 9 11 4444-5555', '+5491144445555'],
    [' +54 11 44445555 ', '+54 11 44445555'],
  ])('%s is saved as %s, which the schema takes', (typed, saved) => {
    const input = created(typed);
    expect(input.phone).toBe(saved);
    expect(customerCreateBody.safeParse(input).success).toBe(true);
  });

  it('leaves what is no phone as typed, for the schema to refuse', () => {
    expect(created('11 4444-5555').phone).toBe('11 4444-5555');
    expect(created('+54 11 hola').phone).toBe('+54 11 hola');
    expect(customerCreateBody.safeParse(created('11 4444-5555')).success).toBe(false);
  });
});
