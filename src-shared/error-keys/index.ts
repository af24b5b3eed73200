/**
 * The error vocabulary the server, the desktop and the screens share (design.md: errors carry a
 * code and parameters; screens and prints translate codes). Each key has its parameters' type and
 * the English words the HTTP error body carries; nothing ever reads those words back.
 */
import { z } from 'zod';
import { noticeTexts } from './notices.js';
import { refusalTexts } from './refusals.js';
import { validationTexts } from './validation.js';

export { WRONG_TYPE_KEYS } from './validation.js';

const VOCABULARY = { ...validationTexts, ...refusalTexts, ...noticeTexts };
type Vocabulary = typeof VOCABULARY;

export type ErrorKey = keyof Vocabulary;
/** The parameters a key's text takes (`{}` for a key that takes none). */
export type ErrorParams<K extends ErrorKey> = Parameters<Vocabulary[K]>[0];
export type ErrorParamValue = string | number;

/** A key with its parameters: what an error says, in no language yet. */
export type ErrorText = { [K in ErrorKey]: { readonly key: K; readonly params: ErrorParams<K> } }[ErrorKey];

export const ERROR_KEYS = Object.keys(VOCABULARY) as [ErrorKey, ...ErrorKey[]];

const KNOWN: ReadonlySet<string> = new Set(ERROR_KEYS);
export const isErrorKey = (key: unknown): key is ErrorKey => typeof key === 'string' && KNOWN.has(key);

/** A key with its parameters, typed together. */
export function said<K extends ErrorKey>(key: K, params: ErrorParams<K>): ErrorText {
  return { key, params } as ErrorText;
}

/** The English words of a text: the contract's message for the HTTP body and the log. */
export function english(text: ErrorText): string {
  return (VOCABULARY[text.key] as (params: ErrorText['params']) => string)(text.params);
}

/** The parameters as they cross HTTP and IPC: flat, strings and numbers only. */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParamValues = z.infer<typeof errorParamsSchema>;

/**
 * A key as read from another process: one this build does not know (a newer server's) is dropped
 * rather than failing the whole error, and the screen falls back to the error's code.
 */
export const errorKeySchema = z
  .string()
  .transform((key): ErrorKey | undefined => (isErrorKey(key) ? key : undefined))
  .optional();
