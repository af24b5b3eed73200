/**
 * What a screen says for an error: its key translated with its parameters, never its English
 * message; an error without a key says what its code means in general.
 */
import { describe, expect, it } from 'vitest';
import { english, said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { TOTAL_MAX } from '../../../src-shared/limits.js';
import { DISCOUNT_RANGE } from '../../../src-shared/pricing/discount.js';
import { quantityError, stockQuantityError } from '../../../src-shared/pricing/quantity.js';
import { cartTotalProblem } from '../../../src-shared/pricing/total-limit.js';
import { contract, detail } from '../../../src-shared/schemas/messages.js';
import { refusedAction } from '../../../src-shared/states/index.js';
import { SETUP_PASSWORD_MIN, setupInput } from '../../../src-shared/ipc/auth.js';
import { signinBody } from '../../../src-shared/schemas/auth.js';
import { userCreateBody, userProfileBody, userUpdateBody } from '../../../src-shared/schemas/user.js';
import { fieldName } from '../../../src-renderer/components/fieldNames.js';
import { errorMessage, errorValueMessage, fieldErrors, translateText } from '../../../src-renderer/components/errors.js';
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
    expect(errorMessage(refused, es)).toBe('Nombre: no puede quedar vacío');
    expect(fieldErrors(refused, es)).toEqual({ name: 'No puede quedar vacío', discount: 'El descuento tiene que estar entre 0 y 100' });
    expect(fieldErrors(AppError.validation([detail('name', contract.minChars('name', 3))]), es)).toEqual({ name: 'Tiene que tener al menos 3 caracteres' });
  });

  it('writes a limit as the figure it is, grouped, and a range of years as years', () => {
    const tooMany = AppError.invalid('cart.items.0.quantity', contract.maxNumber('quantity', 10_000_000, true));
    expect(fieldErrors(tooMany, es)).toEqual({ 'cart.items.0.quantity': 'Puede ser como máximo 10.000.000' });
    expect(fieldErrors(tooMany, en)).toEqual({ 'cart.items.0.quantity': 'Must be at most 10,000,000' });
    const farDate = AppError.invalid('date', contract.dateYears('date', 1900, 2999));
    expect(fieldErrors(farDate, es)).toEqual({ date: 'Tiene que ser una fecha entre los años 1900 y 2999' });
  });

  it('says a quantity a product cannot be counted in like any field message: beside its field, and in a notice naming it', () => {
    const half = AppError.invalid('cart.items.0.quantity', quantityError(1.5, 'UNITY')!);
    expect(fieldErrors(half, es)).toEqual({ 'cart.items.0.quantity': 'Tiene que ser un número entero de unidades para este producto' });
    expect(errorMessage(half, es)).toBe('Cantidad de la línea 1: tiene que ser un número entero de unidades para este producto');
    expect(fieldErrors(half, en)).toEqual({ 'cart.items.0.quantity': 'Must be a whole number of units for this product' });
    const grams = AppError.invalid('cart.items.1.quantity', quantityError(0.5, 'WEIGHT')!);
    expect(fieldErrors(grams, es)).toEqual({ 'cart.items.1.quantity': 'Tiene que ir en gramos enteros: el producto se vende por peso' });
    const parts = AppError.invalid('real', stockQuantityError(1.0005, 'UNITY', true, 'real')!);
    expect(errorMessage(parts, es)).toBe('Stock real: admite como máximo 3 decimales');
    const none = AppError.invalid('cart.items.0.quantity', quantityError(0, 'UNITY')!);
    expect(fieldErrors(none, es)).toEqual({ 'cart.items.0.quantity': 'Tiene que ser mayor que 0' });
  });

  it('says a cart too large to total in words of what to do, not a field’s name', () => {
    const tooLarge = cartTotalProblem({ total: TOTAL_MAX + 0.01 })!;
    expect(english(tooLarge)).toBe(`cart total must be at most ${TOTAL_MAX}`);
    expect(translateText(tooLarge, es, { withField: true })).toBe('El total puede ser como máximo $ 1.000.000.000.000: revisá las cantidades');
    expect(cartTotalProblem({ total: TOTAL_MAX })).toBeNull();
  });

  it('names a refused field as the clerk knows it, never by its path', () => {
    expect(errorMessage(AppError.invalid('collected.amount', said('order.collected.needsAccount', {})), es)).toBe(
      'Cobrado: para dejar parte del pedido sin pagar el cliente necesita una cuenta corriente: abrila primero',
    );
    expect(errorMessage(AppError.invalid('collected.amount', said('order.collected.needsAccount', {})), en)).toMatch(/^Collected /);
  });

  it('names a cart’s line by its number, counted from 1 as the editor counts them', () => {
    const tooMany = AppError.invalid('cart.items.2.quantity', contract.maxNumber('quantity', 10_000_000, true));
    expect(errorMessage(tooMany, es)).toBe('Cantidad de la línea 3: puede ser como máximo 10.000.000');
    expect(errorMessage(tooMany, en)).toBe('Quantity of line 3 must be at most 10,000,000');
    expect(errorMessage(AppError.validation([detail('cart.items.0.product', contract.id('product'))]), es)).toBe('Producto de la línea 1: hay que elegirlo de la lista');
    expect(errorMessage(AppError.validation([detail('cart.items.4', contract.required('items'))]), es)).toBe('La línea 5: es obligatorio');
  });

  it('names nested fields and the document a reference points to, and another field a message names', () => {
    expect(errorMessage(AppError.validation([detail('delivery.address.street', contract.required('street'))]), es)).toBe('Entrega › Dirección › Calle y número: es obligatorio');
    expect(errorMessage(AppError.validation([detail('delivery._id', contract.id('_id'))]), es)).toBe('Entrega: hay que elegirlo de la lista');
    expect(errorMessage(AppError.validation([detail('provider', contract.differs('provider', 'partner'))]), es)).toBe('Proveedor: tiene que ser distinto de Socio');
  });

  it('names every field of the first-use, sign-in, user and profile forms: "Contraseña", never "Un dato"', () => {
    expect(errorMessage(AppError.validation([detail('password', contract.minChars('password', SETUP_PASSWORD_MIN))]), es)).toBe('Contraseña: tiene que tener al menos 8 caracteres');
    expect(errorMessage(AppError.validation([detail('username', contract.required('username'))]), en)).toBe('Username is required');
    const forms = [setupInput, signinBody, userCreateBody, userUpdateBody, userProfileBody];
    const unnamed = forms.flatMap((form) => Object.keys(form.shape).filter((field) => fieldName(field, es) === null || fieldName(field, en) === null));
    expect(unnamed).toEqual([]);
  });

  it('says a field the catalog cannot name in general words, not its path', () => {
    const odd = errorMessage(AppError.validation([detail('settings.fooBar', contract.required('fooBar'))]), es);
    expect(odd).toBe('Un dato: es obligatorio');
    expect(errorMessage(AppError.validation([detail('settings.fooBar', contract.required('fooBar'))]), en)).toBe('A field is required');
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
