/** A JSON object (not null, not an array): what a document, a body or a nested field is. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
