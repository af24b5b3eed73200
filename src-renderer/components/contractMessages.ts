/**
 * The contract's validation messages in the user's language. The server, the IPC router and the
 * forms all word a failure with `src-shared/schemas/messages.ts` (English, naming the field:
 * "name is required"); here each of those templates is turned into a pattern by calling it with
 * placeholders — never by retyping its words — and each pattern maps to a catalog key
 * (`i18n/{es,en}/validation.ts`) that says the same with the values the message carried.
 *
 * Most messages say something about a field: their catalog text is only the predicate
 * ("es obligatorio"), so a form shows it beside the field ("Es obligatorio") and a notification
 * names the field too ("name: es obligatorio"). A message that matches nothing known (a rule only
 * the server words) is shown as the server sent it.
 */
import { DISCOUNT_ERROR } from '../../src-shared/constants.js';
import { messages, TYPE_WORDS } from '../../src-shared/schemas/messages.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Translate } from '../i18n/i18n.js';

/** A placeholder for one value of a template; numeric ones only match numbers. */
const slot = (name: string): string => `⟦${name}⟧`;
const num = (name: string): number => slot(name) as unknown as number;
const NUMERIC = new Set(['min', 'max', 'count', 'divisor']);
/** Placeholders that hold a field's name: a dotted path (`delivery.address.street`), never a sentence. */
const FIELD_NAMES = new Set(['field', 'first', 'second']);
const NUMBER = '-?\\d+(?:\\.\\d+)?';
const FIELD_PATH = '[\\w.-]+';
const FIELD = slot('field');

export interface ContractVariant {
  key: MessageKey;
  /** The template's text with placeholders where its values go. */
  text: string;
  /** Whether the message is about the field it starts with (its catalog text is the predicate). */
  subject: boolean;
}

const about = (key: MessageKey, text: string): ContractVariant => ({ key, text, subject: true });
const whole = (key: MessageKey, text: string): ContractVariant => ({ key, text, subject: false });

/** The catalog key of `wrongType` for each type the template names; a test checks every one is here. */
export const WRONG_TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  string: 'validation.wrongType.string',
  number: 'validation.wrongType.number',
  int: 'validation.wrongType.int',
  boolean: 'validation.wrongType.boolean',
  object: 'validation.wrongType.object',
  array: 'validation.wrongType.array',
  date: 'validation.wrongType.date',
  null: 'validation.wrongType.null',
};

/** Every template of `messages`, in each form its arguments give it (the type lists them all). */
export const CONTRACT_VARIANTS: { readonly [K in keyof typeof messages]: readonly ContractVariant[] } = {
  required: [about('validation.required', messages.required(FIELD))],
  wrongType: Object.keys(TYPE_WORDS).flatMap((type) => {
    const key = WRONG_TYPE_KEYS[type];
    return key ? [about(key, messages.wrongType(FIELD, type))] : [];
  }),
  minChars: [about('validation.minChars.one', messages.minChars(FIELD, 1)), about('validation.minChars', messages.minChars(FIELD, num('min')))],
  maxChars: [about('validation.maxChars.one', messages.maxChars(FIELD, 1)), about('validation.maxChars', messages.maxChars(FIELD, num('max')))],
  minNumber: [about('validation.minNumber', messages.minNumber(FIELD, num('min'), true)), about('validation.minNumber.exclusive', messages.minNumber(FIELD, num('min'), false))],
  maxNumber: [about('validation.maxNumber', messages.maxNumber(FIELD, num('max'), true)), about('validation.maxNumber.exclusive', messages.maxNumber(FIELD, num('max'), false))],
  minItems: [about('validation.minItems.one', messages.minItems(FIELD, 1, slot('noun'))), about('validation.minItems', messages.minItems(FIELD, num('min'), slot('noun')))],
  maxItems: [about('validation.maxItems.one', messages.maxItems(FIELD, 1, slot('noun'))), about('validation.maxItems', messages.maxItems(FIELD, num('max'), slot('noun')))],
  oneOf: [about('validation.oneOf', messages.oneOf(FIELD, [slot('values')]))],
  unknownField: [whole('validation.unknownField', messages.unknownField(slot('key')))],
  unknownFields: [whole('validation.unknownFields', messages.unknownFields([slot('keys')]))],
  multipleOf: [about('validation.multipleOf', messages.multipleOf(FIELD, num('divisor')))],
  invalid: [about('validation.invalid', messages.invalid(FIELD))],
  id: [about('validation.id', messages.id(FIELD))],
  email: [about('validation.email', messages.email(FIELD))],
  looksLike: [about('validation.looksLike', messages.looksLike(FIELD, slot('example')))],
  alphanumeric: [about('validation.alphanumeric', messages.alphanumeric(FIELD))],
  digits: [about('validation.digits', messages.digits(FIELD, num('count')))],
  charactersFrom: [about('validation.charactersFrom', messages.charactersFrom(FIELD, num('count'), slot('alphabet')))],
  date: [about('validation.date', messages.date(FIELD))],
  notZero: [about('validation.notZero', messages.notZero(FIELD))],
  unique: [about('validation.unique', messages.unique(FIELD, slot('key')))],
  differs: [about('validation.differs', messages.differs(FIELD, slot('other')))],
  taken: [about('validation.taken', messages.taken(FIELD, slot('value')))],
  notWith: [about('validation.notWith', messages.notWith(FIELD, slot('other')))],
  notBefore: [about('validation.notBefore', messages.notBefore(FIELD, slot('other')))],
  dateYears: [about('validation.dateYears', messages.dateYears(FIELD, num('min'), num('max')))],
  periodMonths: [about('validation.periodMonths', messages.periodMonths(FIELD, num('max')))],
  periodAfterEnd: [about('validation.periodAfterEnd', messages.periodAfterEnd(FIELD))],
  oneRequired: [whole('validation.oneRequired', messages.oneRequired([slot('first'), slot('second')]))],
  controlCharacters: [about('validation.controlCharacters', messages.controlCharacters(FIELD))],
  cuit: [about('validation.cuit', messages.cuit(FIELD))],
  dni: [about('validation.dni', messages.dni(FIELD))],
};

/** The one fixed message the spec words itself (order discount). */
const FIXED: readonly ContractVariant[] = [whole('validation.discount', DISCOUNT_ERROR)];

interface Pattern {
  variant: ContractVariant;
  regex: RegExp;
  /** Characters of fixed text: the more, the more specific. */
  literal: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(variant: ContractVariant): Pattern {
  let source = '';
  let literal = 0;
  for (const [index, part] of variant.text.split(/⟦(\w+)⟧/).entries()) {
    if (index % 2 === 0) {
      source += escape(part);
      literal += part.length;
    } else {
      source += `(?<${part}>${NUMERIC.has(part) ? NUMBER : FIELD_NAMES.has(part) ? FIELD_PATH : '.+?'})`;
    }
  }
  return { variant, regex: new RegExp(`^${source}$`, 's'), literal };
}

/** Most specific first, so "at least 1 character" wins over "at least {min}". */
const PATTERNS: readonly Pattern[] = [...Object.values(CONTRACT_VARIANTS).flat(), ...FIXED].map(compile).sort((a, b) => b.literal - a.literal);

export interface ContractMatch {
  variant: ContractVariant;
  /** The values the message carried, by placeholder name (`field`, `min`, ...). */
  values: Record<string, string>;
}

export function matchContractMessage(message: string): ContractMatch | null {
  for (const pattern of PATTERNS) {
    const found = pattern.regex.exec(message);
    if (found) return { variant: pattern.variant, values: { ...found.groups } };
  }
  return null;
}

const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A contract message in the user's language: naming its field (`withField`, for a message shown
 * on its own) or not (for a message shown beside its field). Null when the message is not one of
 * the contract's.
 */
export function translateContractMessage(message: string, t: Translate, withField: boolean): string | null {
  const found = matchContractMessage(message);
  if (!found) return null;
  const { field, ...values } = found.values;
  const text = t(found.variant.key, values);
  if (!found.variant.subject || field === undefined) return withField ? text : capitalized(text);
  return withField ? t('validation.withField', { field, message: text }) : capitalized(text);
}
