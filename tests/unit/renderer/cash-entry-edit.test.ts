/** Editing a cash entry (features/cashflow/entryEdit.ts): what may change, and only what changed is sent. */
import { describe, expect, it } from 'vitest';
import { editBlocker, editBody, editDraftOf, hasTag } from '../../../src-renderer/features/cashflow/entryEdit.js';
import type { CashflowDoc } from '../../../src-renderer/components/documents/read.js';

const ENTRY: CashflowDoc = {
  _id: '65f0a1b2c3d4e5f6a7b80001',
  number: 7,
  status: true,
  type: 'internal',
  amount: 50000,
  concept: 'INGRESS',
  paymentMethod: 'CASH',
  description: null,
  garage: '65f0a1b2c3d4e5f6a7b80002',
  tag: 'Apertura',
};

describe('editing a cash entry', () => {
  it('sends only the fields that changed, as the update body takes them', () => {
    const draft = editDraftOf(ENTRY);
    expect(editBody(ENTRY, draft)).toEqual({ ok: true, body: {} });
    expect(editBody(ENTRY, { ...draft, amount: 62500.5, description: '  Apertura corregida ' })).toEqual({ ok: true, body: { amount: 62500.5, description: 'Apertura corregida' } });
    expect(editBody({ ...ENTRY, description: 'algo' }, { ...draft, description: '' })).toEqual({ ok: true, body: { description: null } });
    expect(editBody(ENTRY, { ...draft, concept: 'EGRESS', paymentMethod: 'BANK', tag: 'Arqueo' })).toEqual({ ok: true, body: { concept: 'EGRESS', paymentMethod: 'BANK', tag: 'Arqueo' } });
  });

  it('refuses what the server would: no amount, zero, a tag on an entry that has none', () => {
    const draft = editDraftOf(ENTRY);
    expect(editBody(ENTRY, { ...draft, amount: null })).toEqual({ ok: false, errors: { amount: { detail: null, missing: true } } });
    expect(editBody(ENTRY, { ...draft, amount: 0 })).toMatchObject({
      ok: false,
      errors: { amount: { detail: { message: 'amount must be greater than 0', key: 'validation.minNumber.exclusive', params: { field: 'amount', min: 0 } }, missing: false } },
    });
    const partner: CashflowDoc = { ...ENTRY, type: 'commercial.partner', tag: null, partner: '65f0a1b2c3d4e5f6a7b80003' };
    expect(hasTag(partner)).toBe(false);
    expect(editBody(partner, { ...editDraftOf(partner), tag: 'Ignorada' })).toEqual({ ok: true, body: {} });
  });

  it('is blocked while unsynced, once removed, and when an order or a payment recorded it', () => {
    expect(editBlocker(ENTRY)).toBeNull();
    expect(editBlocker({ ...ENTRY, number: undefined })).toBe('pending');
    expect(editBlocker({ ...ENTRY, status: false })).toBe('removed');
    expect(editBlocker({ ...ENTRY, order: '65f0a1b2c3d4e5f6a7b80004' })).toBe('order');
    expect(editBlocker({ ...ENTRY, payment: '65f0a1b2c3d4e5f6a7b80005' })).toBe('payment');
  });
});
