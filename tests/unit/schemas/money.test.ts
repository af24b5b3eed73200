import { describe, expect, it } from 'vitest';
import { accountCreateBody, accountPayBody, accountUpdateBody } from '../../../src-shared/schemas/account.js';
import { cashflowExternalBody, cashflowInternalBody, cashflowPartnerBody, cashflowProviderBody, cashflowUpdateBody } from '../../../src-shared/schemas/cashflow.js';
import { receiptCreateBody } from '../../../src-shared/schemas/receipt.js';
import { ID, ID2, REMOVE, accept, reject, text, withValue } from './helpers.js';

const entry = { amount: 100, concept: 'INGRESS', paymentMethod: 'CASH' };

describe('cash flow entries', () => {
  it.each(['amount', 'concept', 'paymentMethod'])('require %s', (field) => {
    reject(cashflowPartnerBody, withValue({ ...entry, partner: ID }, field, REMOVE), field, `${field} is required`);
  });

  it('need an amount above 0', () => {
    accept(cashflowProviderBody, { ...entry, amount: 0.01, provider: ID });
    reject(cashflowProviderBody, { ...entry, amount: 0, provider: ID }, 'amount', 'amount must be greater than 0');
  });

  it('take concept INGRESS or EGRESS and a cash flow payment method', () => {
    reject(cashflowPartnerBody, { ...entry, concept: 'IN', partner: ID }, 'concept', 'concept must be one of INGRESS, EGRESS');
    reject(cashflowPartnerBody, { ...entry, paymentMethod: 'EFECTIVO', partner: ID }, 'paymentMethod', 'paymentMethod must be one of DEFAULT, CASH, BANK');
  });

  it('take a description up to 200 characters', () => {
    accept(cashflowExternalBody, { ...entry, third: ID, description: text(200) });
    reject(cashflowExternalBody, { ...entry, third: ID, description: text(201) }, 'description', 'description must be at most 200 characters');
  });

  it.each([
    ['partner', cashflowPartnerBody, 'partner'],
    ['provider', cashflowProviderBody, 'provider'],
    ['internal', cashflowInternalBody, 'garage'],
    ['external', cashflowExternalBody, 'third'],
  ] as const)('%s flows need a %s', (_kind, schema, party) => {
    accept(schema, { ...entry, [party]: ID });
    reject(schema, entry, party, `${party} is required`);
  });

  it('partner flows take an optional customer, garage and isBudget', () => {
    accept(cashflowPartnerBody, { ...entry, partner: ID, customer: ID2, garage: ID2, isBudget: true });
    reject(cashflowProviderBody, { ...entry, provider: ID, isBudget: true }, 'isBudget', 'unknown field: isBudget');
  });

  it('internal flows take a tag and a destination garage other than their own', () => {
    accept(cashflowInternalBody, { ...entry, garage: ID, tag: text(30), destination: ID2 });
    reject(cashflowInternalBody, { ...entry, garage: ID, tag: text(31) }, 'tag', 'tag must be at most 30 characters');
    reject(cashflowInternalBody, { ...entry, garage: ID, destination: ID.toUpperCase() }, 'destination', 'destination must differ from garage');
    reject(cashflowInternalBody, { ...entry, garage: ID, destination: ID2, adjust: true }, 'destination', 'destination cannot be combined with adjust');
  });

  it('update changes the money fields only', () => {
    accept(cashflowUpdateBody, { amount: 5 });
    reject(cashflowUpdateBody, { amount: -5 }, 'amount', 'amount must be greater than 0');
    reject(cashflowUpdateBody, { partner: ID }, 'partner', 'unknown field: partner');
  });
});

describe('receipts', () => {
  const receipt = { type: 'FC', grossTotal: 1210, total: 1000, code: '0001-00001234', provider: ID };

  it.each(['type', 'grossTotal', 'total', 'code', 'provider'])('require %s', (field) => {
    reject(receiptCreateBody, withValue(receipt, field, REMOVE), field, `${field} is required`);
  });

  it.each(['FC', 'NC', 'ND'])('take type %s', (type) => {
    accept(receiptCreateBody, { ...receipt, type });
  });

  it('reject another type, a long description and incomplete tax lines', () => {
    reject(receiptCreateBody, { ...receipt, type: 'FX' }, 'type', 'type must be one of FC, NC, ND');
    accept(receiptCreateBody, { ...receipt, description: text(200) });
    reject(receiptCreateBody, { ...receipt, description: text(201) }, 'description', 'description must be at most 200 characters');
    accept(receiptCreateBody, { ...receipt, taxes: [{ id: ID2, value: 210, aliquot: 0.21, type: 'C', name: 'IVA', status: true }] });
    reject(receiptCreateBody, { ...receipt, taxes: [{ id: ID2 }] }, 'taxes.0.value', 'value is required');
    reject(receiptCreateBody, { ...receipt, taxes: [{ id: ID2, value: 1, type: 'X' }] }, 'taxes.0.type', 'type must be one of C, V');
  });
});

describe('accounts', () => {
  it('open for a customer', () => {
    expect(accept(accountCreateBody, { customer: ID.toUpperCase() })).toEqual({ customer: ID });
    reject(accountCreateBody, {}, 'customer', 'customer is required');
    accept(accountUpdateBody, { balance: -10 });
    reject(accountUpdateBody, { customer: ID }, 'customer', 'unknown field: customer');
  });

  it('take payments of a positive amount, naming the partner when one collected', () => {
    accept(accountPayBody, { customer: ID, amount: 50 });
    accept(accountPayBody, { customer: ID, amount: 50, partner: ID2, paymentMethod: 'BANK' });
    reject(accountPayBody, { amount: 50 }, 'customer', 'customer is required');
    reject(accountPayBody, { customer: ID }, 'amount', 'amount is required');
    reject(accountPayBody, { customer: ID, amount: 0 }, 'amount', 'amount must be greater than 0');
  });
});
