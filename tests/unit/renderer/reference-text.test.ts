/**
 * A write naming a disabled or missing record reads as a sentence for a clerk: the record's kind in
 * Spanish, its name when it exists, its id only when it does not; never the contract's English label.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { labelOf, notEnabled } from '../../../src-shared/planners/references.js';
import { errorMessage, fieldErrors } from '../../../src-renderer/components/errors.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

const es = makeI18n('es-AR').t;
const en = makeI18n('en').t;
const ID = '6b0a1c2d3e4f5a6b7c8d9e0f';

describe('a reference to a disabled or missing record on screen', () => {
  it('names a disabled provider by its name, in Spanish, once', () => {
    const refused = AppError.invalid('provider', notEnabled(labelOf('providers'), ID, { name: 'Lácteos del Sur', status: false }));
    expect(errorMessage(refused, es)).toBe('El proveedor «Lácteos del Sur» está deshabilitado.');
    expect(fieldErrors(refused, es)).toEqual({ provider: 'El proveedor «Lácteos del Sur» está deshabilitado.' });
    expect(errorMessage(refused, en)).toBe('The provider “Lácteos del Sur” is disabled.');
  });

  it('agrees with the kind: a category, a delivery option, a user by its username', () => {
    expect(errorMessage(AppError.invalid('category', notEnabled(labelOf('categories'), ID, { name: 'Fiambres' })), es)).toBe('La categoría «Fiambres» está deshabilitada.');
    expect(errorMessage(AppError.invalid('delivery._id', notEnabled(labelOf('deliveries'), ID, { name: 'Moto' })), es)).toBe('La opción de envío «Moto» está deshabilitada.');
    expect(errorMessage(AppError.invalid('partner', notEnabled(labelOf('users'), ID, { username: 'vera' })), es)).toBe('El usuario «vera» está deshabilitado.');
  });

  it('says a missing record by its kind and id, and keeps the contract’s English message', () => {
    const text = notEnabled(labelOf('providers'), ID);
    expect(text.params).toEqual({ what: 'provider', id: ID });
    expect(english(text)).toBe(`no enabled provider has id ${ID}`);
    expect(errorMessage(AppError.invalid('provider', text), es)).toBe(`No existe ningún proveedor con el identificador ${ID}.`);
    expect(errorMessage(AppError.invalid('garage', notEnabled(labelOf('garages'), ID, null)), es)).toBe(`No existe ningún depósito con el identificador ${ID}.`);
  });

  it('never shows the English label or the bare key for any collection', () => {
    for (const collection of ['users', 'customers', 'providers', 'categories', 'products', 'taxes', 'deliveries', 'withdrawals', 'thirds', 'garages', 'chargeMethods', 'payMethods'] as const) {
      const named = errorMessage(AppError.invalid('x', notEnabled(labelOf(collection), ID, { name: 'Uno' })), es);
      const missing = errorMessage(AppError.invalid('x', notEnabled(labelOf(collection), ID)), es);
      expect(named).toMatch(/^(El|La) .+ «Uno» está deshabilitad[oa]\.$/);
      expect(missing).toMatch(new RegExp(`^No existe ning(ún|una) .+ con el identificador ${ID}\\.$`));
      expect(`${named} ${missing}`).not.toMatch(new RegExp(`\\b${labelOf(collection)}\\b`));
    }
  });
});
