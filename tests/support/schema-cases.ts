/**
 * Bad-input cases generated from a route's zod schemas and a valid request: for every field of
 * every object the valid body reaches, a missing required field, a wrong type, a string one
 * character too long, a malformed id, and an unknown field next to it; for path params, malformed
 * ids. Each case says the `details` the server must answer, built with the messages of
 * src-shared/schemas/messages.ts (the schemas' own error map is not consulted, so a wrong message
 * is caught, not copied).
 */
import { z } from 'zod';
import type { ErrorDetail } from '../../src-shared/errors.js';
import { OBJECT_ID_PATTERN } from '../../src-shared/ids.js';
import type { RouteDef } from '../../src-shared/routes/types.js';
import { fieldLabel, messages } from '../../src-shared/schemas/messages.js';
import type { RouteRequest } from '../fixtures/route-requests/types.js';

export interface BadInput {
  readonly name: string;
  readonly request: RouteRequest;
  readonly details: readonly ErrorDetail[];
  /** Exact: the answer's details are these. Otherwise they include these and name no other field. */
  readonly exact: boolean;
}

/** A field's message for every failure but a missing value, where its schema sets its own wording. */
export type MessageOverrides = Readonly<Record<string, (label: string) => string>>;

type Kind = 'string' | 'id' | 'number' | 'int' | 'boolean' | 'object' | 'array' | 'enum' | 'other';

interface FieldInfo {
  readonly kind: Kind;
  readonly optional: boolean;
  readonly maxLength: number | null;
  readonly shape: Readonly<Record<string, z.ZodType>>;
  readonly element: z.ZodType | null;
  readonly values: readonly string[];
}

export const UNKNOWN_FIELD = 'zzUnknownField';
export const MALFORMED_IDS = ['not-an-id', '0123456789abcdef01234567f'] as const;

function isIdString(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).some((check) => (check._zod.def as { pattern?: unknown }).pattern === OBJECT_ID_PATTERN);
}

/** What a field is under its optional / nullable / default / transform wrappers. */
export function inspectField(schema: z.ZodType): FieldInfo {
  let inner: z.ZodType = schema;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) optional = true;
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else break;
  }
  const base = { optional, maxLength: null, shape: {}, element: null, values: [] };
  if (inner instanceof z.ZodString) return { ...base, kind: isIdString(inner) ? 'id' : 'string', maxLength: inner.maxLength };
  if (inner instanceof z.ZodNumber) return { ...base, kind: inner.isInt ? 'int' : 'number' };
  if (inner instanceof z.ZodBoolean) return { ...base, kind: 'boolean' };
  if (inner instanceof z.ZodEnum) return { ...base, kind: 'enum', values: inner.options.map(String) };
  if (inner instanceof z.ZodObject) return { ...base, kind: 'object', shape: inner.shape as Record<string, z.ZodType> };
  if (inner instanceof z.ZodArray) return { ...base, kind: 'array', element: inner.element as z.ZodType };
  return { ...base, kind: 'other' };
}

/** A value of the wrong type for the field, and the message it must get. */
function wrongType(field: FieldInfo, label: string): { value: unknown; message: string } | null {
  switch (field.kind) {
    case 'string':
      return { value: 12345, message: messages.wrongType(label, 'string') };
    case 'id':
      return { value: 12345, message: messages.id(label) };
    case 'enum':
      return { value: 12345, message: messages.oneOf(label, field.values) };
    case 'number':
      return { value: 'not a number', message: messages.wrongType(label, 'number') };
    case 'int':
      return { value: 'not a number', message: messages.wrongType(label, 'int') };
    case 'boolean':
      return { value: 'yes', message: messages.wrongType(label, 'boolean') };
    case 'object':
      return { value: 'text', message: messages.wrongType(label, 'object') };
    case 'array':
      return { value: 'text', message: messages.wrongType(label, 'array') };
    case 'other':
      return null;
  }
}

const REMOVE = Symbol('remove');
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `root` with the value at `path` replaced (or removed). */
export function withValue(root: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(root)) return root.map((item, index) => (String(index) === key ? withValue(item, rest, value) : item));
  const copy: Record<string, unknown> = { ...(isPlainObject(root) ? root : {}) };
  const next = withValue(copy[key], rest, value);
  if (next === REMOVE) delete copy[key];
  else copy[key] = next;
  return copy;
}

interface Walk {
  readonly push: (name: string, at: readonly string[], value: unknown, message: string, exact?: boolean) => void;
  readonly overrides: MessageOverrides;
}

function walkScalar(walk: Walk, field: FieldInfo, at: readonly string[]): void {
  const label = fieldLabel(at);
  const override = walk.overrides[at.join('.')];
  const wrong = wrongType(field, label);
  if (wrong) walk.push('wrong type', at, wrong.value, override?.(label) ?? wrong.message);
  if (field.kind === 'string' && field.maxLength !== null) {
    walk.push('too long', at, 'x'.repeat(field.maxLength + 1), override?.(label) ?? messages.maxChars(label, field.maxLength), false);
  }
  if (field.kind === 'id') for (const bad of MALFORMED_IDS) walk.push(`malformed id ${bad}`, at, bad, override?.(label) ?? messages.id(label));
}

function walkObject(walk: Walk, shape: Readonly<Record<string, z.ZodType>>, value: Record<string, unknown>, path: readonly string[]): void {
  walk.push('unknown field', [...path, UNKNOWN_FIELD], 1, messages.unknownField(UNKNOWN_FIELD));
  for (const [key, schema] of Object.entries(shape)) {
    const field = inspectField(schema);
    const at = [...path, key];
    if (!field.optional && key in value) walk.push('missing', at, REMOVE, messages.required(fieldLabel(at)));
    walkScalar(walk, field, at);
    const current = value[key];
    if (field.kind === 'object' && isPlainObject(current)) walkObject(walk, field.shape, current, at);
    if (field.kind === 'array' && field.element && Array.isArray(current) && current.length > 0) {
      const element = inspectField(field.element);
      const first: unknown = current[0];
      if (element.kind === 'object' && isPlainObject(first)) walkObject(walk, element.shape, first, [...at, '0']);
      else walkScalar(walk, element, [...at, '0']);
    }
  }
}

function objectShape(schema: z.ZodType | undefined): Readonly<Record<string, z.ZodType>> | null {
  if (!schema) return null;
  const field = inspectField(schema);
  return field.kind === 'object' ? field.shape : null;
}

/** Generated cases for the body and the path params of a write route, from its valid `base` request. */
export function generateBadInputs(route: RouteDef, base: RouteRequest, overrides: MessageOverrides = {}): BadInput[] {
  const cases: BadInput[] = [];
  const bodyShape = objectShape(route.body);
  if (bodyShape && isPlainObject(base.body)) {
    const push: Walk['push'] = (name, at, value, message, exact = true) =>
      cases.push({ name: `body ${at.join('.')}: ${name}`, request: { ...base, body: withValue(base.body, at, value) }, details: [{ path: at.join('.'), message }], exact });
    walkObject({ push, overrides }, bodyShape, base.body, []);
  } else if (!route.body) {
    cases.push({ name: 'body on a call that takes none', request: { ...base, body: { [UNKNOWN_FIELD]: 1 } }, details: [{ path: '', message: 'this call takes no body' }], exact: true });
  }
  for (const [key, schema] of Object.entries(objectShape(route.params) ?? {})) {
    if (inspectField(schema).kind !== 'id') continue;
    for (const bad of MALFORMED_IDS) {
      cases.push({ name: `params ${key}: malformed id ${bad}`, request: { ...base, params: { ...base.params, [key]: bad } }, details: [{ path: key, message: messages.id(key) }], exact: true });
    }
  }
  if (objectShape(route.query)) {
    const query = { ...base.query, [UNKNOWN_FIELD]: '1' };
    cases.push({ name: 'query: unknown field', request: { ...base, query }, details: [{ path: UNKNOWN_FIELD, message: messages.unknownField(UNKNOWN_FIELD) }], exact: true });
  }
  return cases;
}
