/**
 * Small pieces the buy, receipt and roadmap services share: the provider a PROVEEDOR caller is held
 * to (domain §8), and a 400 naming one field.
 */
import type { ErrorText } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { Caller } from '../../http/context.js';

/**
 * The provider whose documents the caller may read, or null when the caller is not restricted.
 * A PROVEEDOR user without a provider is held to an id no document carries, so it sees nothing
 * rather than everything.
 */
export function providerScope(caller: Caller): string | null {
  if (caller.role !== 'PROVEEDOR') return null;
  return caller.providerId ?? '';
}

/** Whether a restricted caller may see a document of `provider`. */
export function mayReadProvider(caller: Caller, provider: string): boolean {
  const scope = providerScope(caller);
  return scope === null || scope === provider;
}

/** A 400 naming the failing field, the shape validation errors have everywhere (domain §2). */
export function fieldError(path: string, text: ErrorText): AppError {
  return AppError.invalid(path, text);
}
