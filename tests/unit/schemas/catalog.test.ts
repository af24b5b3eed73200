import { describe, it } from 'vitest';
import { chargeMethodCreateBody, garageCreateBody, garageUpdateBody, payMethodCreateBody, payMethodUpdateBody, thirdCreateBody, thirdReplaceBody } from '../../../src-shared/schemas/catalog-misc.js';
import { categoryCreateBody, categoryUpdateBody } from '../../../src-shared/schemas/category.js';
import { deliveryCreateBody, deliveryUpdateBody } from '../../../src-shared/schemas/delivery.js';
import { withdrawalCreateBody, withdrawalUpdateBody } from '../../../src-shared/schemas/withdrawal.js';
import { REMOVE, accept, reject, text, withValue } from './helpers.js';

describe('category', () => {
  it.each(['name', 'slug'])('requires %s of 1 to 100 characters', (field) => {
    const category = { name: 'Almacén', slug: 'almacen' };
    accept(categoryCreateBody, { ...category, [field]: text(100) });
    reject(categoryCreateBody, { ...category, [field]: text(101) }, field, `${field} must be at most 100 characters`);
    reject(categoryCreateBody, { ...category, [field]: '' }, field, `${field} must be at least 1 character`);
    reject(categoryCreateBody, withValue(category, field, REMOVE), field, `${field} is required`);
    reject(categoryUpdateBody, { [field]: text(101) }, field, `${field} must be at most 100 characters`);
  });
});

describe('third', () => {
  const third = { name: 'Electricista', tag: 'servicios' };

  it('takes a name of 1 to 100 and a tag of 1 to 30 characters', () => {
    accept(thirdCreateBody, { name: text(100), tag: text(30) });
    reject(thirdCreateBody, { ...third, name: text(101) }, 'name', 'name must be at most 100 characters');
    reject(thirdCreateBody, { ...third, tag: text(31) }, 'tag', 'tag must be at most 30 characters');
    reject(thirdCreateBody, { ...third, tag: '' }, 'tag', 'tag must be at least 1 character');
    reject(thirdCreateBody, { name: 'x' }, 'tag', 'tag is required');
  });

  it('is replaced whole by PUT', () => {
    accept(thirdReplaceBody, third);
    reject(thirdReplaceBody, { tag: 'x' }, 'name', 'name is required');
  });
});

describe('garage', () => {
  const address = { street: 'Av. Pasco 1', city: 'Temperley', province: 'Buenos Aires' };

  it('requires a name; a sent address needs street, city and province', () => {
    accept(garageCreateBody, { name: 'Depósito 2' });
    accept(garageCreateBody, { name: 'Depósito 2', address });
    reject(garageCreateBody, {}, 'name', 'name is required');
    reject(garageCreateBody, { name: text(101) }, 'name', 'name must be at most 100 characters');
  });

  it.each(['street', 'city', 'province'])('requires address.%s', (field) => {
    reject(garageCreateBody, { name: 'G', address: withValue(address, field, REMOVE) }, `address.${field}`, `${field} is required`);
    reject(garageUpdateBody, { address: withValue(address, field, '') }, `address.${field}`, `${field} must be at least 1 character`);
  });
});

describe('charge and pay methods', () => {
  it.each([
    ['charge method', chargeMethodCreateBody],
    ['pay method', payMethodCreateBody],
  ])('%s requires a name of 1 to 100 characters', (_label, schema) => {
    accept(schema, { name: text(100) });
    reject(schema, {}, 'name', 'name is required');
    reject(schema, { name: text(101) }, 'name', 'name must be at most 100 characters');
  });

  it('rejects unknown fields on update', () => {
    reject(payMethodUpdateBody, { name: 'Banco', bank: 'x' }, 'bank', 'unknown field: bank');
  });
});

describe('delivery options', () => {
  it('create takes a name of 1 to 100 characters', () => {
    accept(deliveryCreateBody, { name: text(100) });
    reject(deliveryCreateBody, { name: text(101) }, 'name', 'name must be at most 100 characters');
    reject(deliveryCreateBody, {}, 'name', 'name is required');
    reject(deliveryCreateBody, { name: 'Moto', roles: ['DRIVER'] }, 'roles.0', 'roles.0 must be one of ADMIN, AV, OPERACION, COMPRAS, PROVEEDOR, CUSTOMER');
  });

  const update = { name: 'Moto', contributes: true, customerPrice: 1500, partnerPrice: 500 };
  it.each(['contributes', 'customerPrice', 'partnerPrice', 'name'])('update requires %s', (field) => {
    reject(deliveryUpdateBody, withValue(update, field, REMOVE), field, `${field} is required`);
  });

  it('update takes prices of 0 or more', () => {
    accept(deliveryUpdateBody, { ...update, customerPrice: 0, partnerPrice: 0 });
    reject(deliveryUpdateBody, { ...update, customerPrice: -0.01 }, 'customerPrice', 'customerPrice must be at least 0');
  });
});

describe('withdrawal options', () => {
  const option = { name: 'Retiro Molinos', fee: 2500, internPrice: 2000, isOwnLogistic: true, shortage: false };

  it('takes name, fee, internPrice, isOwnLogistic and shortage', () => {
    accept(withdrawalCreateBody, option);
    accept(withdrawalCreateBody, { ...option, fee: 0 });
    reject(withdrawalCreateBody, withValue(option, 'name', REMOVE), 'name', 'name is required');
    reject(withdrawalCreateBody, withValue(option, 'fee', REMOVE), 'fee', 'fee is required');
    reject(withdrawalCreateBody, { ...option, fee: -1 }, 'fee', 'fee must be at least 0');
    reject(withdrawalUpdateBody, { shortage: 'no' }, 'shortage', 'shortage must be a boolean');
  });
});
