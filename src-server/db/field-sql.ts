/** How a field write (field-write.ts, held-fields.ts) names one top-level field of a stored document in SQL. */
import type { DbKind } from './connect.js';

/** Field names are written into the SQL text: only plain names, which come from our code. */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** SQL for the value of `field` in the document column `doc` (a qualified name when a statement joins tables): its JSON text, null when absent. */
export function fieldValueSql(kind: DbKind, field: string, doc = '"doc"'): string {
  if (!FIELD_NAME.test(field)) throw new Error(`"${field}" cannot be read as a field`);
  return kind === 'postgres' ? `(${doc}::jsonb -> '${field}')::text` : `${doc} -> '$.${field}'`;
}

/** PostgreSQL: the document column `doc` with `field` set to the JSON text `value` and `updatedAt` to the text `now`, as text. */
export function withFieldSql(field: string, doc: string, value: string, now: string): string {
  if (!FIELD_NAME.test(field)) throw new Error(`"${field}" cannot be written as a field`);
  return `jsonb_set(jsonb_set(${doc}::jsonb, '{${field}}', ${value}::jsonb), '{updatedAt}', to_jsonb(${now}::text))::text`;
}
