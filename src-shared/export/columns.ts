/**
 * What an export writes in each column, as the screen describes it (serialisable, so it crosses
 * the IPC): the header in the user's language, where the value comes from (a document path, a
 * derived value, or the name or number of the document an id points to), and its kind, which
 * decides the cell: money and numbers stay numbers, dates real dates, codes their label.
 */
import { z } from 'zod';
import { DERIVED_NAMES } from './derived.js';

export const EXPORT_KINDS = [
  /** Text as it is (codes through `labels`). */
  'text',
  /** A plain number (document numbers, counts given as numbers). */
  'number',
  /** Money, to the cent (exact decimal rounding, `src-shared/money.ts`), with a currency format. */
  'money',
  /** A unit cost: money kept to four places (domain §3), written with at least two. */
  'cost',
  /** A quantity: grams shown in kg when `unitField` says WEIGHT, else units. */
  'quantity',
  /** A calendar day (an instant is taken on the user's day, in their time zone). */
  'date',
  /** A day and time, in the user's time zone. */
  'datetime',
  /** Yes or no, through `labels.true` / `labels.false`. */
  'boolean',
  /** How many entries an array field holds (a cart's items). */
  'count',
  /** A fraction shown as a percentage (an aliquot: 0.21 is 21 %). */
  'percent',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const PATH = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'a document path such as delivery.delivered');
const LABEL = z.string().max(300);

export const exportRefSchema = z.object({
  /** The replica collection the id belongs to (`users`, `customers`, `buys`, ...). */
  collection: z.string().trim().min(1).max(60),
  /** What of that document is shown: its name (the default), or its number. */
  show: z.enum(['name', 'number']).optional(),
});

export const exportColumnSchema = z
  .object({
    header: z.string().max(200),
    kind: z.enum(EXPORT_KINDS),
    /** The document path the value is read at. */
    field: PATH.optional(),
    /** Or a value the list works out from the whole document (`derived.ts`). */
    derived: z.enum(DERIVED_NAMES).optional(),
    /** The field holds an id: the cell shows that document's name or number. */
    ref: exportRefSchema.optional(),
    /** Raw value (or derived label key) → the text the list shows; `{name}` takes a parameter. */
    labels: z.record(z.string().max(120), LABEL).optional(),
    /** Only labelled values are shown; any other is `empty` (ids of a list the screen names from its own copy). */
    labelsOnly: z.boolean().optional(),
    /** The value taken when the document has none (a queued buy's state is the default one). */
    fallback: z.string().max(120).optional(),
    /** The text of a cell with no value (the list's "—" or "the house"); blank when absent. */
    empty: LABEL.optional(),
    /** The cell is `empty` when the document has a value at this path (a mixed product keeps no stock of its own). */
    emptyIf: PATH.optional(),
    /** For quantities: the path of the unit (`WEIGHT` or `UNITY`) of the same document. */
    unitField: PATH.optional(),
    /** Or the `unit` of the document an id of this one points to (a ledger row's product). */
    unitFrom: z.object({ collection: z.string().trim().min(1).max(60), field: PATH }).optional(),
  })
  .refine((column) => (column.field === undefined) !== (column.derived === undefined), { message: 'a column reads either a field or a derived value', path: ['field'] });

export type ExportColumn = z.output<typeof exportColumnSchema>;

/** How a list column is exported, as a screen writes it beside the column (the header is the column's own when it is text). */
export type ExportAs = Omit<ExportColumn, 'header'> & { header?: string };

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Columns of one export: a list never shows more than this. */
export const EXPORT_MAX_COLUMNS = 60;
