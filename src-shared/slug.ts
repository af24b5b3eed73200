/** A URL-friendly name: "Jamón Crudo 1/2" → "jamon-crudo-1-2" (product and category slugs). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
