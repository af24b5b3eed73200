/**
 * The error vocabulary (src-shared/error-keys): every key is in both screen catalogs, the contract's
 * messages are the keys' English words, and what crosses HTTP keeps the key while a key this build
 * does not know is dropped rather than failing the error.
 */
import { describe, expect, it } from 'vitest';
import { BUY_ACTIONS } from '../../src-shared/constants/buys.js';
import { DISCOUNT_ERROR, ORDER_ACTIONS } from '../../src-shared/constants/orders.js';
import { ERROR_KEYS, english, isErrorKey, said } from '../../src-shared/error-keys/index.js';
import { AppError, appErrorFromHttp } from '../../src-shared/errors.js';
import { DISCOUNT_RANGE } from '../../src-shared/pricing/discount.js';
import { contract, messages } from '../../src-shared/schemas/messages.js';
import { refusedAction } from '../../src-shared/states/index.js';
import { CATALOG, type MessageKey } from '../../src-renderer/i18n/catalog.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('the error vocabulary', () => {
  it('has every key in the Spanish and the English catalog, worded', () => {
    for (const locale of ['es-AR', 'en'] as const) {
      const missing = ERROR_KEYS.filter((key) => !CATALOG[locale][key as MessageKey]?.trim());
      expect(missing, locale).toEqual([]);
    }
  });

  it('words each key with the same placeholders in both languages', () => {
    const differ = ERROR_KEYS.filter((key) => placeholders(CATALOG['es-AR'][key]).join() !== placeholders(CATALOG.en[key]).join());
    expect(differ).toEqual([]);
  });

  it('words every document action a state refusal can name', () => {
    for (const action of [...BUY_ACTIONS, ...ORDER_ACTIONS, 'remove']) {
      expect(CATALOG['es-AR'][`errors.action.${action}` as MessageKey], action).toBeDefined();
      expect(CATALOG.en[`errors.action.${action}` as MessageKey], action).toBeDefined();
    }
  });

  it('gives the contract its own words: the messages are the keys in English', () => {
    expect(english(DISCOUNT_RANGE)).toBe(DISCOUNT_ERROR);
    expect(english(contract.required('customer'))).toBe('customer is required');
    expect(messages.minItems('margins', 2, 'entry')).toBe('margins must have at least 2 entries');
    expect(contract.minChars('name', 1)).toEqual({ key: 'validation.minChars', params: { field: 'name', count: 1 } });
    expect(english(refusedAction('buy', 'APROBADA', 'cancel', { committed: true }))).toBe('cannot cancel a buy in state APROBADA (committed)');
    expect(english(refusedAction('order', 'PENDIENTE', 'rollbackPrepare'))).toBe('cannot roll back the preparation of an order in state PENDIENTE');
  });

  it('keeps a refusal key through the HTTP body and drops one this build does not know', () => {
    const refused = AppError.conflict(said('account.closed', { number: 7 }));
    const body = refused.toHttpBody();
    expect(body).toEqual({ statusCode: 409, error: 'Conflict', message: 'account #7 is closed: it can no longer change', key: 'account.closed', params: { number: 7 } });
    expect(appErrorFromHttp(409, body)).toEqual({ code: 'CONFLICT', message: body.message, key: 'account.closed', params: { number: 7 } });
    const newer = appErrorFromHttp(409, { ...body, key: 'account.frozen', details: [{ path: 'x', message: 'm', key: 'x.y' }] });
    expect(newer).toEqual({ code: 'CONFLICT', message: body.message, details: [{ path: 'x', message: 'm', key: undefined }] });
    expect(isErrorKey('account.frozen')).toBe(false);
  });
});
