import { describe, expect, it } from 'vitest';
import { cuitCheckDigit, formatCuit, formatDni, isValidCuit, isValidDni, lacksCuit, taxIdKindOf } from '../../src-shared/fiscal.js';

describe('fiscal identity', () => {
  it('checks a CUIT by its last digit, however it is typed', () => {
    // 20-12345678-6 is well formed: AFIP's weights over 2012345678 sum to 148, and 11 - 148 % 11 = 6.
    expect(cuitCheckDigit('2012345678')).toBe(6);
    expect(isValidCuit('20-12345678-6')).toBe(true);
    expect(isValidCuit('20123456786')).toBe(true);
    expect(isValidCuit('20 12345678 6')).toBe(true);
    expect(isValidCuit('20-12345678-5')).toBe(false);
    expect(isValidCuit('2012345678')).toBe(false);
    expect(isValidCuit('ab-12345678-6')).toBe(false);
  });

  it('prints a CUIT with its dashes and leaves anything else as stored', () => {
    expect(formatCuit('30500000000')).toBe('30-50000000-0');
    expect(formatCuit('30-50000000-0')).toBe('30-50000000-0');
    expect(formatCuit('A123')).toBe('A123');
    expect(formatCuit(null)).toBe('');
  });

  it('reads and prints a DNI', () => {
    expect(isValidDni('20.123.456')).toBe(true);
    expect(isValidDni('1234567')).toBe(true);
    expect(isValidDni('123456')).toBe(false);
    expect(formatDni('20123456')).toBe('20.123.456');
  });

  it('reads a tax id without its kind by its digits, and warns of a Responsable Inscripto without a CUIT', () => {
    expect(taxIdKindOf('30-50000000-3')).toBe('CUIT');
    expect(taxIdKindOf('20.123.456')).toBe('DNI');
    expect(lacksCuit('RI', 'CUIT', '')).toBe(true);
    expect(lacksCuit('RI', 'DNI', '20123456')).toBe(true);
    expect(lacksCuit('RI', 'CUIT', '30-50000000-3')).toBe(false);
    expect(lacksCuit('MONOTRIBUTO', null, null)).toBe(false);
  });
});
