/** A print's own paper or printer becomes its document type's, and the next print starts from it. */
import { describe, expect, it } from 'vitest';
import { printChoice } from '../../../../src-main/printing/print-document.js';
import { rememberedChoice } from '../../../../src-main/printing/remember.js';
import { applySettingsPatch, settingsSchema } from '../../../../src-shared/ipc/settings.js';

const defaults = settingsSchema.parse({});
const input = { kind: 'order', id: '65f0a1b2c3d4e5f6a7b80001', target: 'printer' } as const;

describe('each document type remembers its printer and paper', () => {
  it('keeps what a print chose for its own type only', () => {
    const patch = rememberedChoice(defaults, { ...input, paper: 'A4', printer: 'Mostrador' });
    expect(patch).toEqual({ paper: { order: 'A4' }, printers: { order: 'Mostrador' } });
    const next = applySettingsPatch(defaults, patch!);
    expect(printChoice(next, input)).toEqual({ paper: 'A4', printer: 'Mostrador' });
    expect(printChoice(next, { ...input, kind: 'cashflow' })).toEqual({ paper: '80mm', printer: null });
  });

  it('stores nothing when the print asked for nothing new', () => {
    expect(rememberedChoice(defaults, input)).toBeNull();
    expect(rememberedChoice(defaults, { ...input, paper: '80mm', printer: null })).toBeNull();
  });

  it('goes back to the system default printer when a print asks for it', () => {
    const withPrinter = applySettingsPatch(defaults, { printers: { payment: 'Caja' } });
    expect(rememberedChoice(withPrinter, { ...input, kind: 'payment', printer: null })).toEqual({ printers: { payment: null } });
  });
});
