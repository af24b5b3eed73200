/**
 * What a screen says for an error: its key translated with its parameters, never its English
 * message; an error without a key says what its code means in general.
 */
import { describe, expect, it } from 'vitest';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { DISCOUNT_RANGE } from '../../../src-shared/pricing/discount.js';
import { contract, detail } from '../../../src-shared/schemas/messages.js';
import { refusedAction } from '../../../src-shared/states/index.js';
import { errorMessage, errorValueMessage, fieldErrors } from '../../../src-renderer/components/errors.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

const es = makeI18n('es-AR').t;
const en = makeI18n('en').t;

describe('an error on screen', () => {
  it('says a state refusal in Spanish, naming the state and the action', () => {
    const refused = AppError.conflict(refusedAction('order', 'CANCELADO', 'rollbackDeliver'));
    expect(errorMessage(refused, es)).toBe('No se puede deshacer la entrega de un pedido en estado CANCELADO.');
    expect(errorMessage(refused, en)).toBe('Cannot roll back the delivery of an order in state CANCELADO.');
  });

  it('says a validation failure by its first detail, naming the field, and each detail beside its field without it', () => {
    const refused = AppError.validation([detail('name', contract.minChars('name', 1)), detail('discount', DISCOUNT_RANGE)]);
    expect(errorMessage(refused, es)).toBe('name: tiene que tener al menos 1 carácter');
    expect(fieldErrors(refused, es)).toEqual({ name: 'Tiene que tener al menos 1 carácter', discount: 'El descuento tiene que estar entre 0 y 100' });
    expect(fieldErrors(AppError.validation([detail('name', contract.minChars('name', 3))]), es)).toEqual({ name: 'Tiene que tener al menos 3 caracteres' });
  });

  it('names the path of a refused field whose words do not name it', () => {
    expect(errorMessage(AppError.invalid('collected.amount', said('order.collected.needsAccount', {})), es)).toBe(
      'collected.amount: para dejar parte del pedido sin pagar el cliente necesita una cuenta corriente: abrila primero',
    );
  });

  it('says what the code means when the error has no key, whatever its message', () => {
    expect(errorMessage(new AppError('CONFLICT', 'cannot frobnicate a buy in state X'), es)).toBe(CONFLICT_ES);
    expect(errorValueMessage({ code: 'VALIDATION', details: [{ path: 'name', message: 'name is required' }] }, es)).toBe('Revisá los datos marcados.');
    expect(errorMessage(new Error('boom'), es)).toBe(es('error.INTERNAL'));
  });

  it('says a desktop refusal from its key too, a failed print included', () => {
    expect(errorValueMessage({ code: 'OFFLINE' }, es)).toBe(es('error.OFFLINE'));
    expect(errorValueMessage({ code: 'INTERNAL', key: 'print.printerRefused', params: { reason: 'sin papel' } }, es)).toBe('La impresora no tomó el documento: sin papel');
  });
});

const CONFLICT_ES = es('error.CONFLICT');
