/**
 * The contract's validation messages (spec §5, domain §2), one key each, with the English words
 * the HTTP error body carries. The words are the contract's and must not change; the screens never
 * read them, they translate the key with its parameters.
 */
type Field = { field: string };

function plural(noun: string, count: number): string {
  if (count === 1) return noun;
  return noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** How a wrong type is named, one key per type so each language words it whole. */
const typeText = (words: string) => (p: Field) => `${p.field} must be ${words}`;

export const validationTexts = {
  'validation.required': (p: Field) => `${p.field} is required`,
  'validation.wrongType': (p: Field & { expected: string }) => `${p.field} must be ${p.expected}`,
  'validation.wrongType.string': typeText('a string'),
  'validation.wrongType.number': typeText('a number'),
  'validation.wrongType.int': typeText('an integer'),
  'validation.wrongType.boolean': typeText('a boolean'),
  'validation.wrongType.object': typeText('an object'),
  'validation.wrongType.array': typeText('a list'),
  'validation.wrongType.date': typeText('a date'),
  'validation.wrongType.null': typeText('null'),
  'validation.minChars': (p: Field & { count: number }) => `${p.field} must be at least ${p.count} ${plural('character', p.count)}`,
  'validation.maxChars': (p: Field & { count: number }) => `${p.field} must be at most ${p.count} ${plural('character', p.count)}`,
  'validation.minNumber': (p: Field & { min: number }) => `${p.field} must be at least ${p.min}`,
  'validation.minNumber.exclusive': (p: Field & { min: number }) => `${p.field} must be greater than ${p.min}`,
  'validation.maxNumber': (p: Field & { max: number }) => `${p.field} must be at most ${p.max}`,
  'validation.maxNumber.exclusive': (p: Field & { max: number }) => `${p.field} must be less than ${p.max}`,
  'validation.minItems': (p: Field & { count: number; noun: string }) => `${p.field} must have at least ${p.count} ${plural(p.noun, p.count)}`,
  'validation.maxItems': (p: Field & { count: number; noun: string }) => `${p.field} must have at most ${p.count} ${plural(p.noun, p.count)}`,
  'validation.oneOf': (p: Field & { values: string }) => `${p.field} must be one of ${p.values}`,
  'validation.unknownField': (p: { key: string }) => `unknown field: ${p.key}`,
  'validation.unknownFields': (p: { keys: string }) => `unknown fields: ${p.keys}`,
  'validation.multipleOf': (p: Field & { divisor: number }) => `${p.field} must be a multiple of ${p.divisor}`,
  'validation.decimals': (p: Field & { decimals: number }) => `${p.field} keeps at most ${p.decimals} decimals`,
  'validation.invalid': (p: Field) => `${p.field} is invalid`,
  'validation.id': (p: Field) => `${p.field} must be a 24-hex-character id`,
  'validation.email': (p: Field) => `${p.field} must be a valid email address`,
  'validation.looksLike': (p: Field & { example: string }) => `${p.field} must look like ${p.example}`,
  'validation.alphanumeric': (p: Field) => `${p.field} must contain only letters and digits`,
  'validation.digits': (p: Field & { count: number }) => `${p.field} must be ${p.count} digits`,
  'validation.charactersFrom': (p: Field & { count: number; alphabet: string }) => `${p.field} must be ${p.count} characters from ${p.alphabet}`,
  'validation.date': (p: Field) => `${p.field} must be a date (YYYY-MM-DD or an ISO 8601 date-time)`,
  'validation.notZero': (p: Field) => `${p.field} must not be 0`,
  'validation.webAddress': (p: Field) => `${p.field} must be a web address starting with http:// or https://`,
  'validation.unique': (p: Field & { key: string }) => `${p.field} must not repeat a ${p.key}`,
  'validation.differs': (p: Field & { other: string }) => `${p.field} must differ from ${p.other}`,
  /** A value the server keeps unique (src-shared/unique-fields.ts) that another document holds. */
  'validation.taken': (p: Field & { value: string }) => `${p.field} ${p.value} is already taken`,
  'validation.notWith': (p: Field & { other: string }) => `${p.field} cannot be combined with ${p.other}`,
  'validation.notBefore': (p: Field & { other: string }) => `${p.field} must not be before ${p.other}`,
  'validation.dateYears': (p: Field & { min: number; max: number }) => `${p.field} must be a date between the years ${p.min} and ${p.max}`,
  'validation.periodMonths': (p: Field & { max: number }) => `${p.field} is too early: a report spans at most ${p.max} months`,
  'validation.periodAfterEnd': (p: Field) => `${p.field} is after the period's end (toDate, or today when none is given)`,
  'validation.oneRequired': (p: { first: string; second: string }) => `${p.first} or ${p.second} is required`,
  'validation.hidden': (p: Field) => `${p.field} must not contain control or invisible characters`,
  'validation.confusable': (p: Field & { value: string; existing: string }) => `${p.field} ${p.value} looks too much like the existing ${p.field} ${p.existing}`,
  'validation.controlCharacters': (p: Field) => `${p.field} must not contain control characters`,
  'validation.brokenCharacter': (p: Field) => `${p.field} holds half of a character (a lone UTF-16 surrogate): send the whole text`,
  /** An Argentine CUIT (src-shared/fiscal.ts): 11 digits, the last one checking the first ten. */
  'validation.cuit': (p: Field) => `${p.field} must be a valid CUIT: 11 digits whose last one is the check digit (30-50000000-0)`,
  'validation.dni': (p: Field) => `${p.field} must be a DNI of 7 or 8 digits`,
  /** The one message the spec words itself (§5 order create); `field` is the discount it names. */
  'order.discount.range': (p: Field & { min: number; max: number }) => `Discount value must be between ${p.min} and ${p.max}`,
} as const;

/** The key of each type `validation.wrongType.*` names; another type is worded generically. */
export const WRONG_TYPE_KEYS = {
  string: 'validation.wrongType.string',
  number: 'validation.wrongType.number',
  int: 'validation.wrongType.int',
  boolean: 'validation.wrongType.boolean',
  object: 'validation.wrongType.object',
  array: 'validation.wrongType.array',
  date: 'validation.wrongType.date',
  null: 'validation.wrongType.null',
} as const satisfies Readonly<Record<string, keyof typeof validationTexts>>;
