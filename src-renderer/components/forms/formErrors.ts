/** Field errors of a form (`useSaveForm`'s) shown where a list of fields has one place for them. */

/** The first message about a path or anything under it (`cart` covers `cart.items.0.quantity`). */
export function firstUnder(errors: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(errors).find((path) => path === prefix || path.startsWith(`${prefix}.`));
  return key === undefined ? undefined : errors[key];
}
