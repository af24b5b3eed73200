import { describe, expect, it } from 'vitest';
import { customerCreateBody, customerUpdateBody } from '../../../src-shared/schemas/customer.js';
import { providerCreateBody, providerUpdateBody } from '../../../src-shared/schemas/provider.js';
import { ID, REMOVE, accept, reject, text, withValue } from './helpers.js';

const customer = {
  name: 'Almacén Don Juan',
  address: { label: 'Local', street: 'Av. Mitre 100', city: 'Avellaneda', province: 'Buenos Aires' },
};

describe('customer', () => {
  it('takes a name of 1 to 100 characters', () => {
    accept(customerCreateBody, { ...customer, name: text(100) });
    reject(customerCreateBody, { ...customer, name: text(101) }, 'name', 'name must be at most 100 characters');
    reject(customerCreateBody, { ...customer, name: '' }, 'name', 'name must be at least 1 character');
    reject(customerCreateBody, { ...customer, name: '   ' }, 'name', 'name must be at least 1 character');
  });

  it.each(['street', 'city', 'label', 'province'])('requires address.%s on create', (field) => {
    reject(customerCreateBody, withValue(customer, `address.${field}`, REMOVE), `address.${field}`, `${field} is required`);
  });

  it('lets an update send part of the address', () => {
    accept(customerUpdateBody, { address: { unit: '2B' } });
    reject(customerUpdateBody, { address: { street: '' } }, 'address.street', 'street must be at least 1 character');
  });

  it('checks the phone pattern and the emails', () => {
    accept(customerCreateBody, { ...customer, phone: '+54 11 1234', email: 'a@b', contactEmail: '' });
    reject(customerCreateBody, { ...customer, phone: '+54 11 123' }, 'phone', 'phone must look like +54 11 12345678');
    reject(customerCreateBody, { ...customer, email: 'a@b.' }, 'email', 'email must be a valid email address');
  });

  it('takes notes up to 500 characters and map coordinates in range', () => {
    accept(customerCreateBody, { ...customer, notes: text(500) });
    reject(customerCreateBody, { ...customer, notes: text(501) }, 'notes', 'notes must be at most 500 characters');
    reject(customerCreateBody, withValue(customer, 'address.lat', 91), 'address.lat', 'lat must be at most 90');
  });

  it('rejects an unknown address field', () => {
    reject(customerCreateBody, withValue(customer, 'address.floor', 3), 'address.floor', 'unknown field: floor');
  });
});

describe('customer fiscal identity', () => {
  const CUIT_MSG = 'taxId must be a valid CUIT: 11 digits whose last one is the check digit (30-50000000-0)';

  it('stores a CUIT as its digits, however it was typed', () => {
    expect(accept(customerCreateBody, { ...customer, taxIdKind: 'CUIT', taxId: '30-50000000-3', ivaCondition: 'RI' })).toMatchObject({ taxIdKind: 'CUIT', taxId: '30500000003', ivaCondition: 'RI' });
    expect(accept(customerUpdateBody, { taxId: '30 50000000 3' })).toMatchObject({ taxId: '30500000003' });
  });

  it('refuses a CUIT whose check digit is wrong, naming the field', () => {
    reject(customerCreateBody, { ...customer, taxIdKind: 'CUIT', taxId: '30-50000000-0' }, 'taxId', CUIT_MSG);
    reject(customerUpdateBody, { taxIdKind: 'CUIT', taxId: '3050000000' }, 'taxId', CUIT_MSG);
  });

  it('takes a DNI of 7 or 8 digits, dots allowed', () => {
    expect(accept(customerCreateBody, { ...customer, taxIdKind: 'DNI', taxId: '20.123.456' })).toMatchObject({ taxId: '20123456' });
    expect(accept(customerCreateBody, { ...customer, taxIdKind: 'DNI', taxId: '1234567' })).toMatchObject({ taxId: '1234567' });
    reject(customerCreateBody, { ...customer, taxIdKind: 'DNI', taxId: '123456' }, 'taxId', 'taxId must be a DNI of 7 or 8 digits');
    reject(customerCreateBody, { ...customer, taxIdKind: 'DNI', taxId: '30500000003' }, 'taxId', 'taxId must be a DNI of 7 or 8 digits');
  });

  it('reads a tax id without its kind by its digits', () => {
    reject(customerCreateBody, { ...customer, taxId: '30500000000' }, 'taxId', CUIT_MSG);
    accept(customerCreateBody, { ...customer, taxId: '20123456' });
  });

  it('leaves every fiscal field optional and nullable, and knows only the IVA conditions', () => {
    accept(customerCreateBody, customer);
    accept(customerCreateBody, { ...customer, taxIdKind: null, taxId: null, ivaCondition: null });
    accept(customerUpdateBody, { taxIdKind: null, taxId: null, ivaCondition: null });
    reject(customerCreateBody, { ...customer, ivaCondition: 'RESPONSABLE' }, 'ivaCondition', 'ivaCondition must be one of RI, MONOTRIBUTO, CONSUMIDOR_FINAL, EXENTO');
    reject(customerCreateBody, { ...customer, taxIdKind: 'CUIL' }, 'taxIdKind', 'taxIdKind must be one of CUIT, DNI');
  });
});

describe('provider', () => {
  const provider = { name: 'Molinos' };

  it('takes a name of 1 to 30 characters', () => {
    accept(providerCreateBody, { name: text(30) });
    reject(providerCreateBody, { name: text(31) }, 'name', 'name must be at most 30 characters');
    reject(providerCreateBody, {}, 'name', 'name is required');
    reject(providerUpdateBody, { name: '' }, 'name', 'name must be at least 1 character');
  });

  it('takes an alphanumeric cuit up to 11 characters', () => {
    accept(providerCreateBody, { ...provider, cuit: '20123456789' });
    accept(providerCreateBody, { ...provider, cuit: 'AB123' });
    reject(providerCreateBody, { ...provider, cuit: '201234567890' }, 'cuit', 'cuit must be at most 11 characters');
    reject(providerCreateBody, { ...provider, cuit: '20-1234567' }, 'cuit', 'cuit must contain only letters and digits');
  });

  it('takes a phone of 1 to 30 characters', () => {
    accept(providerCreateBody, { ...provider, phone: text(30, '1') });
    reject(providerCreateBody, { ...provider, phone: text(31, '1') }, 'phone', 'phone must be at most 30 characters');
    reject(providerCreateBody, { ...provider, phone: '' }, 'phone', 'phone must be at least 1 character');
  });

  it('checks the address, money fields and partner id', () => {
    accept(providerCreateBody, { ...provider, address: { city: 'Rosario' }, minimumPurchase: 0, partner: ID });
    reject(providerCreateBody, { ...provider, minimumPurchase: -1 }, 'minimumPurchase', 'minimumPurchase must be at least 0');
    reject(providerCreateBody, { ...provider, address: { zip: '2000' } }, 'address.zip', 'unknown field: zip');
  });
});
