import { describe, expect, it } from 'vitest';
import { productAdjustmentBody, productCreateBody, productCriticalBody, productForceAdjustmentBody, productUpdateBody } from '../../../src-shared/schemas/product.js';
import { ID, ID2, REMOVE, accept, reject, text, withValue } from './helpers.js';

const product = {
  name: 'Yerba 1kg',
  provider: ID,
  unit: 'UNITY',
  taxBase: 1000,
  margins: [
    { quantity: 0, value: 1.2 },
    { quantity: 1, value: 1.35 },
  ],
  contributions: 10,
  wholesalerContributions: 5,
};

describe('product create', () => {
  it.each(['name', 'provider', 'unit', 'taxBase', 'margins', 'contributions', 'wholesalerContributions'])('requires %s', (field) => {
    reject(productCreateBody, withValue(product, field, REMOVE), field, `${field} is required`);
  });

  it('takes a name of 1 to 100 characters', () => {
    accept(productCreateBody, { ...product, name: text(100) });
    reject(productCreateBody, { ...product, name: text(101) }, 'name', 'name must be at most 100 characters');
    reject(productCreateBody, { ...product, name: '' }, 'name', 'name must be at least 1 character');
  });

  it('takes unit WEIGHT or UNITY', () => {
    accept(productCreateBody, { ...product, unit: 'WEIGHT' });
    reject(productCreateBody, { ...product, unit: 'KG' }, 'unit', 'unit must be one of WEIGHT, UNITY');
  });

  it('needs at least 2 margins, each with a distinct quantity', () => {
    reject(productCreateBody, { ...product, margins: [product.margins[0]] }, 'margins', 'margins must have at least 2 entries');
    reject(productCreateBody, withValue(product, 'margins.1.quantity', 0), 'margins.1.quantity', 'margins must not repeat a quantity');
    reject(productCreateBody, withValue(product, 'margins.1.value', 0), 'margins.1.value', 'value must be greater than 0');
    // A tier's quantity is a whole number: text and a fraction are told the same way.
    reject(productCreateBody, withValue(product, 'margins.1.quantity', 'seis'), 'margins.1.quantity', 'quantity must be an integer');
    reject(productCreateBody, withValue(product, 'margins.1.quantity', 6.5), 'margins.1.quantity', 'quantity must be an integer');
  });

  it.each([
    ['title', 100],
    ['subtitle', 255],
    ['description', 255],
  ])('takes %s up to %i characters', (field, max) => {
    accept(productCreateBody, { ...product, [field]: text(max) });
    reject(productCreateBody, { ...product, [field]: text(max + 1) }, field, `${field} must be at most ${max} characters`);
  });

  it('needs at least 1 component in a mixed product', () => {
    accept(productCreateBody, { ...product, mixed: { components: [{ product: ID2, quantity: 100 }] } });
    reject(productCreateBody, { ...product, mixed: { components: [] } }, 'mixed.components', 'components must have at least 1 component');
  });

  it('keeps contributions within 0 to 100 percent', () => {
    accept(productCreateBody, { ...product, contributions: 0, wholesalerContributions: 100 });
    reject(productCreateBody, { ...product, contributions: 100.01 }, 'contributions', 'contributions must be at most 100');
    reject(productCreateBody, { ...product, wholesalerContributions: -1 }, 'wholesalerContributions', 'wholesalerContributions must be at least 0');
  });

  it('rejects stock figures and other unknown fields', () => {
    reject(productCreateBody, { ...product, inventory: { real: 5 } }, 'inventory', 'unknown field: inventory');
  });
});

describe('product update', () => {
  const update = { taxBase: 1100, taxes: [ID], wholesalerContributions: 5 };

  it.each(['taxBase', 'taxes', 'wholesalerContributions'])('requires %s', (field) => {
    reject(productUpdateBody, withValue(update, field, REMOVE), field, `${field} is required`);
  });

  it('checks what else is sent with the create rules', () => {
    expect(accept(productUpdateBody, { ...update, taxes: [ID.toUpperCase()] }).taxes).toEqual([ID]);
    accept(productUpdateBody, { ...update, taxes: [] });
    reject(productUpdateBody, { ...update, margins: [{ quantity: 0, value: 1 }] }, 'margins', 'margins must have at least 2 entries');
    reject(productUpdateBody, { ...update, name: text(101) }, 'name', 'name must be at most 100 characters');
  });
});

describe('stock calls', () => {
  it('critical requires critical', () => {
    accept(productCriticalBody, { critical: 0 });
    reject(productCriticalBody, {}, 'critical', 'critical is required');
    reject(productCriticalBody, { critical: -1 }, 'critical', 'critical must be at least 0');
  });

  it('adjustment requires a non-zero quantity and a reason', () => {
    accept(productAdjustmentBody, { quantity: -3, reason: 'broken' });
    reject(productAdjustmentBody, { reason: 'broken' }, 'quantity', 'quantity is required');
    reject(productAdjustmentBody, { quantity: 0, reason: 'broken' }, 'quantity', 'quantity must not be 0');
    reject(productAdjustmentBody, { quantity: 2 }, 'reason', 'reason is required');
  });

  it('force adjustment needs real or theoretical', () => {
    accept(productForceAdjustmentBody, { real: 0 });
    accept(productForceAdjustmentBody, { theoretical: -4 });
    reject(productForceAdjustmentBody, {}, 'real', 'real or theoretical is required');
    reject(productForceAdjustmentBody, { real: -1 }, 'real', 'real must be at least 0');
  });
});
