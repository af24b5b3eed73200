/**
 * A products row as the migrations tests insert it straight into the table (before the document
 * store exists at that level): the columns every products migration since 0003 has, and the
 * filter columns a test sets.
 */
export const productRow = (n: number, nameSearch: string, fields: { status?: number; catalog?: number; provider?: string } = {}) => ({
  id: n.toString(16).padStart(24, '0'),
  number: n,
  status: fields.status ?? 1,
  created_at: 'x',
  updated_at: 'x',
  created_by: null,
  seq: n,
  doc: '{}',
  name_search: nameSearch,
  slug: `p-${n}`,
  provider: fields.provider ?? 'p',
  catalog: fields.catalog ?? 1,
});
