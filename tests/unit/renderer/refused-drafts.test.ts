/**
 * A new document the server refused to create is loaded again from the request that was queued:
 * each form's draft, sent as its create and read back from that body (and path), is the draft the
 * clerk had typed, so "Cargar de nuevo" loses nothing. What is not such a create gives no draft.
 */
import { describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids.js';
import { draftBody, draftFromSent as buyFromSent, type BuyDraft } from '../../../src-renderer/features/buys/draft.js';
import { draftFromSent as providerFromSent, draftOf as providerDraftOf, providerBody } from '../../../src-renderer/features/providers/providerDraft.js';
import { customerCreateInput, draftFromSent as customerFromSent, EMPTY_CUSTOMER } from '../../../src-renderer/components/customers/customerDraft.js';
import { createInput, EMPTY_FORM, formFromSent, type OrderForm } from '../../../src-renderer/features/orders/form.js';

const PROVIDER = '65f0a1b2c3d4e5f6a7b8c9d0';
const PRODUCT = '65f0a1b2c3d4e5f6a7b8c9d1';
const CUSTOMER = '65f0a1b2c3d4e5f6a7b8c9d2';

/** The body a create is queued with: what the form sent, under the id the desk gave it. */
const queued = (input: object) => ({ ...input, _id: newId() });

describe('a refused buy loaded again', () => {
  it('holds its provider, its lines with their quantities and agreed cost, and its notes', () => {
    const draft: BuyDraft = {
      provider: PROVIDER,
      items: [
        { product: PRODUCT, quantity: 12, unitCost: null },
        { product: CUSTOMER, quantity: 3, unitCost: 250.5 },
      ],
      withdrawal: { _id: null, date: null, charged: false },
      partner: null,
      garage: null,
      isBudget: true,
      notes: 'Entregar por la tarde',
    };
    expect(buyFromSent(queued(draftBody(draft)))).toEqual(draft);
  });

  it('is no buy when the body is something else', () => {
    expect(buyFromSent({ name: 'Distribuidora Sur', _id: newId() })).toBeNull();
    expect(buyFromSent(undefined)).toBeNull();
  });
});

describe('a refused provider loaded again', () => {
  it('holds its name, CUIT as printed, phone and address', () => {
    const draft = { ...providerDraftOf(null), name: 'Distribuidora Sur', cuit: '30-50000000-7', phone: '+54 11 4000-1234', city: 'Temperley', notes: 'Llamar antes' };
    expect(providerFromSent(queued(providerBody(draft)))).toEqual(draft);
  });
});

describe('a refused customer loaded again', () => {
  it('holds its name, phone and address', () => {
    const draft = {
      ...EMPTY_CUSTOMER,
      name: 'Kiosco El Puente',
      phone: '+54 11 40001234',
      address: { label: 'Local', street: 'Av. Siempre Viva 742', unit: '', city: 'Lomas', province: 'Buenos Aires' },
    };
    const sent = customerFromSent(queued(customerCreateInput(draft)));
    expect(sent).toEqual(draft);
  });
});

describe('a refused order loaded again', () => {
  const form: OrderForm = {
    ...EMPTY_FORM,
    customer: CUSTOMER,
    items: [{ key: 'item-x', product: PRODUCT, quantity: 12, isWholesaler: null }],
    phone: '+54 11 40001234',
    address: { label: 'Local', street: 'Av. Siempre Viva 742', city: 'Lomas', province: 'Buenos Aires' },
    notes: 'Timbre 2',
    isBudget: true,
  };
  // The queued request carries a budget or a supply in its query, not in its body.
  const { isBudget: _budget, isSupply: _supply, ...body } = createInput(form, false);

  it('holds its customer, its lines, its delivery and that it is a budget (from the path)', () => {
    const again = formFromSent(queued(body), '/order?isBudget=true');
    expect(again && { ...again, items: again.items.map(({ key: _key, ...item }) => item) }).toEqual({ ...form, items: [{ product: PRODUCT, quantity: 12, isWholesaler: null }] });
    expect(again?.items[0]?.key).toMatch(/^item-/);
  });

  it('is no budget when the path does not say so', () => {
    expect(formFromSent(queued(body), '/order')?.isBudget).toBe(false);
  });
});
