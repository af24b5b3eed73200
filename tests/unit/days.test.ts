import { describe, expect, it } from 'vitest';
import { parseDay } from '../../src-renderer/components/days.js';

describe('parseDay', () => {
  it('reads dd/mm/yyyy in es-AR and mm/dd/yyyy in English', () => {
    expect(parseDay('30/11/2026', 'es-AR')).toBe('2026-11-30');
    expect(parseDay('01/11/2026', 'es-AR')).toBe('2026-11-01');
    expect(parseDay('11/30/2026', 'en')).toBe('2026-11-30');
  });
  it('reads a day shown with its weekday as that day', () => {
    expect(parseDay('sábado 28/11/2026', 'es-AR')).toBe('2026-11-28');
    expect(parseDay('Monday, 11/30/2026', 'en')).toBe('2026-11-30');
  });
  it('refuses what is not a real day', () => {
    expect(parseDay('31/11/2026', 'es-AR')).toBeNull();
    expect(parseDay('30/11', 'es-AR')).toBeNull();
    expect(parseDay('3', 'es-AR')).toBeNull();
  });
});
