/**
 * The server rules that refuse instead of silently changing a write say so in Spanish, naming the
 * field the caller can act on: a customer naming another customer, a stock figure past its limit
 * (the limit grouped as es-AR writes it), a draft confirmed past the money limit (no field: its
 * body holds no items), an order the customer picks up put on a roadmap, and a receipt whose sums
 * cannot add up (amounts as money).
 */
import { describe, expect, it } from 'vitest';
import { english, said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { formatMoney } from '../../../src-shared/format.js';
import { QUANTITY_MAX, TOTAL_MAX } from '../../../src-shared/limits.js';
import { errorMessage, fieldErrors } from '../../../src-renderer/components/errors.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

const es = makeI18n('es-AR').t;
const en = makeI18n('en').t;

describe('a rule refusal on screen', () => {
  it('tells a customer that names another customer to send itself or nothing, on `customer`', () => {
    const refused = AppError.invalid('customer', said('customer.ownOnly', { field: 'customer' }));
    expect(errorMessage(refused, es)).toBe('Cliente: tiene que ser tu propio cliente, o quedar vacío: cada cliente hace pedidos solo para sí');
    expect(errorMessage(refused, en)).toBe('Customer must be yourself, or left empty: each customer orders only for itself');
  });

  it('says the stock limit grouped as es-AR writes it, naming the quantity, or alone for a call that sends none', () => {
    const text = said('stock.figureTooLarge', { product: 'Caja de leche', max: QUANTITY_MAX, unit: 'UNITY' });
    expect(errorMessage(AppError.invalid('quantity', text), es)).toBe('Cantidad: el stock de Caja de leche pasaría de 10.000.000, lo máximo que se puede registrar');
    expect(fieldErrors(AppError.invalid('quantity', text), es)).toEqual({ quantity: 'El stock de Caja de leche pasaría de 10.000.000, lo máximo que se puede registrar' });
    expect(errorMessage(AppError.invalid('', text), es)).toBe('El stock de Caja de leche pasaría de 10.000.000, lo máximo que se puede registrar');
    expect(errorMessage(AppError.invalid('', text), en)).toBe('Would take the stock of Caja de leche past 10,000,000, the most that can be recorded');
    // A weighed product's stock is grams: the limit reads as the weight it is.
    const weighed = said('stock.figureTooLarge', { product: 'Queso cremoso', max: QUANTITY_MAX, unit: 'WEIGHT' });
    expect(english(weighed)).toBe(`this would take the stock of Queso cremoso past ${QUANTITY_MAX} g, the most a stock figure holds`);
    expect(errorMessage(AppError.invalid('', weighed), es)).toBe('El stock de Queso cremoso pasaría de 10.000 kg, lo máximo que se puede registrar');
  });

  it('says what to do with a draft whose order would pass the money limit, naming no field', () => {
    const refused = AppError.invalid('', said('draft.tooLarge', { max: TOTAL_MAX }));
    expect(errorMessage(refused, es)).toBe(
      'El pedido de este borrador, con su envío, superaría $ 1.000.000.000.000 de total, de costo o de lo que se le debe al socio: confirmalo con un envío que no pague el cliente, o eliminá el borrador y mandá uno con menos productos.',
    );
  });

  it('says an order the customer picks up goes on no roadmap', () => {
    const refused = AppError.invalid('roadmap', said('order.pickUpNotRoutable', { number: 12 }));
    expect(errorMessage(refused, es)).toBe('Hoja de ruta: el pedido N.º 12 no tiene envío (retira el cliente), así que no va en ninguna hoja de ruta: elegile primero una forma de envío');
  });

  it('says a receipt’s net or its taxes past its total beside the field, the amounts as money', () => {
    const net = AppError.invalid('grossTotal', said('receipt.netOverTotal', { grossTotal: 1500, total: 1210 }));
    const pesos = (value: number) => formatMoney(value, 'es-AR');
    expect(pesos(1210)).toMatch(/^\$\s1\.210,00$/);
    expect(errorMessage(net, es)).toBe(`Neto: no puede superar el total (${pesos(1210)}): dice ${pesos(1500)}`);
    const taxes = AppError.invalid('taxes', said('receipt.taxesOverTotal', { sum: 1310.5, total: 1210 }));
    expect(fieldErrors(taxes, es)).toEqual({ taxes: `Sumados al neto dan ${pesos(1310.5)}, más que el total (${pesos(1210)})` });
    expect(errorMessage(taxes, en)).toBe(`Taxes and the net add up to ${formatMoney(1310.5, 'en')}, more than the total (${formatMoney(1210, 'en')})`);
  });
});
