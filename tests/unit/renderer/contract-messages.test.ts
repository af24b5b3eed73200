/**
 * The contract's validation messages in the user's language: every template of
 * `src-shared/schemas/messages.ts` (and the spec's discount message) has a Spanish translation,
 * English gives back the contract's own words, and what real schemas answer is translated both in
 * a notification (naming the field) and beside a field (not naming it).
 */
import { describe, expect, it } from 'vitest';
import { DISCOUNT_ERROR } from '../../../src-shared/constants.js';
import { AppError } from '../../../src-shared/errors.js';
import { orderCreateBody } from '../../../src-shared/schemas/order.js';
import { customerCreateBody } from '../../../src-shared/schemas/customer.js';
import { cashflowInternalBody } from '../../../src-shared/schemas/cashflow.js';
import { productCreateBody, productForceAdjustmentBody } from '../../../src-shared/schemas/product.js';
import { providerCreateBody } from '../../../src-shared/schemas/provider.js';
import { issuesToDetails, messages, TYPE_WORDS } from '../../../src-shared/schemas/messages.js';
import { CONTRACT_VARIANTS, matchContractMessage, translateContractMessage, WRONG_TYPE_KEYS } from '../../../src-renderer/components/contractMessages.js';
import { errorMessage, fieldErrors } from '../../../src-renderer/components/errors.js';
import { CATALOG } from '../../../src-renderer/i18n/catalog.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

const es = makeI18n('es-AR').t;
const en = makeI18n('en').t;

/** A concrete message from a variant: a field name, numbers and words where its values go. */
function sample(text: string): string {
  const values: Record<string, string> = { field: 'name', first: 'real', second: 'theoretical', noun: 'item', min: '3', max: '3', count: '3', divisor: '3' };
  return text.replace(/⟦(\w+)⟧/g, (_, name: string) => values[name] ?? `<${name}>`);
}

const variants = Object.values(CONTRACT_VARIANTS).flat();

describe('contract validation messages', () => {
  it('covers every template of the contract, and every type wrongType names', () => {
    for (const key of Object.keys(messages)) expect(CONTRACT_VARIANTS[key as keyof typeof messages]?.length, key).toBeGreaterThan(0);
    for (const type of Object.keys(TYPE_WORDS)) expect(WRONG_TYPE_KEYS[type], type).toBeDefined();
  });

  it('has a Spanish translation of every message, with every value it carried', () => {
    for (const variant of variants) {
      const english = sample(variant.text);
      const spanish = translateContractMessage(english, es, true);
      expect(spanish, english).not.toBeNull();
      expect(spanish, english).not.toBe(english);
      expect(spanish, english).not.toMatch(/[{}]/);
      for (const value of english.match(/<\w+>|\b3\b|real|theoretical/g) ?? []) expect(spanish, english).toContain(value);
      expect(CATALOG['es-AR'][variant.key]).not.toBe(CATALOG.en[variant.key]);
    }
    expect(translateContractMessage(DISCOUNT_ERROR, es, true)).toBe('El descuento tiene que estar entre 0 y 100');
  });

  it('gives English users back the contract’s own words', () => {
    for (const variant of variants) {
      const english = sample(variant.text);
      expect(translateContractMessage(english, en, true)).toBe(english);
    }
    expect(translateContractMessage(messages.minItems('margins', 2, 'entry'), en, true)).toBe('margins must have at least 2 entries');
    expect(translateContractMessage(DISCOUNT_ERROR, en, true)).toBe(DISCOUNT_ERROR);
  });

  it('tells apart the templates that read alike', () => {
    expect(matchContractMessage('name must be at least 1 character')?.variant.key).toBe('validation.minChars.one');
    expect(matchContractMessage('name must be at least 2 characters')?.values).toEqual({ field: 'name', min: '2' });
    expect(matchContractMessage('amount must be at least 0.01')?.variant.key).toBe('validation.minNumber');
    expect(matchContractMessage('real or theoretical is required')?.variant.key).toBe('validation.oneRequired');
    expect(matchContractMessage('delivery.address.street is required')?.values).toEqual({ field: 'delivery.address.street' });
    expect(matchContractMessage('the server says something else')).toBeNull();
  });

  it('translates what real schemas answer, beside the field and in a notification', () => {
    const schemas = [
      [customerCreateBody, {}],
      [customerCreateBody, { name: '', address: { street: 1 }, phone: '12', email: 'x', colour: 'red' }],
      [orderCreateBody, { customer: 'nope', cart: { items: [] }, discount: 120 }],
      [productCreateBody, { name: 'x'.repeat(101), unit: 'KG', margins: [{ quantity: 0, value: 1 }] }],
      [productForceAdjustmentBody, {}],
      [providerCreateBody, { name: 'Lácteos', cuit: '30-71234567-8', phone: '' }],
      [cashflowInternalBody, { amount: -1, concept: 'IN', paymentMethod: 'CASH', garage: 'aaaaaaaaaaaaaaaaaaaaaaaa', destination: 'aaaaaaaaaaaaaaaaaaaaaaaa' }],
    ] as const;
    for (const [schema, input] of schemas) {
      const parsed = schema.safeParse(input);
      expect(parsed.success).toBe(false);
      if (parsed.success) continue;
      const details = issuesToDetails(parsed.error);
      const error = AppError.validation(details[0]?.message ?? '', details);
      const beside = fieldErrors(error, es);
      for (const detail of details) {
        expect(translateContractMessage(detail.message, es, true), detail.message).not.toBeNull();
        expect(beside[detail.path], detail.message).not.toBe(detail.message);
      }
      expect(errorMessage(error, es)).not.toBe(error.message);
      expect(errorMessage(error, en)).toBe(error.message);
    }
  });

  it('reads naturally: the field named in a notification, left out beside the field', () => {
    const error = AppError.validation('name is required', [
      { path: 'name', message: 'name is required' },
      { path: 'phone', message: messages.looksLike('phone', '+54 11 5555-5555') },
    ]);
    expect(errorMessage(error, es)).toBe('name: es obligatorio');
    expect(fieldErrors(error, es)).toEqual({ name: 'Es obligatorio', phone: 'Tiene que tener la forma +54 11 5555-5555' });
    // A server rule worded as `path: message` around a contract message.
    expect(errorMessage(AppError.validation('amount: amount must be at least 0.01', [{ path: 'amount', message: 'amount must be at least 0.01' }]), es)).toBe('amount: tiene que ser como mínimo 0.01');
    // A value another document holds (src-shared/unique-fields.ts), beside its field and in a notification.
    const taken = AppError.validation(messages.taken('username', 'ana'), [{ path: 'username', message: messages.taken('username', 'ana') }]);
    expect(fieldErrors(taken, es)).toEqual({ username: '«ana» ya está en uso' });
    expect(errorMessage(taken, es)).toBe('username: «ana» ya está en uso');
    // Words the contract does not have are shown as the server sent them.
    expect(errorMessage(AppError.validation('the roadmap of ana is closed'), es)).toBe('the roadmap of ana is closed');
  });
});
