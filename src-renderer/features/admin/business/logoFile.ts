/** A picked logo file as the data URL the settings keep, or why it cannot be one. */
import { LOGO_MAX_BYTES } from '../../../../src-shared/business-settings.js';

const LOGO_TYPES = ['image/png', 'image/jpeg'];

export type LogoRead = { ok: true; dataUrl: string } | { ok: false; reason: 'wrongType' | 'tooBig' };

export function readLogo(file: File): Promise<LogoRead> {
  if (!LOGO_TYPES.includes(file.type)) return Promise.resolve({ ok: false, reason: 'wrongType' });
  if (file.size > LOGO_MAX_BYTES) return Promise.resolve({ ok: false, reason: 'tooBig' });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ ok: true, dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('the logo could not be read'));
    reader.readAsDataURL(file);
  });
}
