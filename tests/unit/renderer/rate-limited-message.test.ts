/** A throttled call (429) told in the user's language, with how long to wait when the server said. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors.js';
import { errorMessage } from '../../../src-renderer/components/errors.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

describe('a throttled call', () => {
  const es = makeI18n('es-AR');
  const en = makeI18n('en');
  const locked = new AppError('RATE_LIMITED', 'too many failed sign-ins: wait 15 minutes and try again', { retryAfter: 899 });

  it("says in minutes, rounded up, how long to wait, never in the server's English", () => {
    expect(errorMessage(locked, es.t)).toBe('Demasiados intentos: esperá 15 min y probá de nuevo.');
    expect(errorMessage(locked, en.t)).toBe('Too many attempts: wait 15 min and try again.');
    expect(errorMessage(new AppError('RATE_LIMITED', 'x', { retryAfter: 5 }), es.t)).toBe('Demasiados intentos: esperá 1 min y probá de nuevo.');
  });

  it('without a wait, says to wait a few minutes', () => {
    expect(errorMessage(new AppError('RATE_LIMITED', 'too many'), es.t)).toBe('Demasiados intentos: esperá unos minutos.');
  });
});
