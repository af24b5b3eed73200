/**
 * Export cells: the value a list shows, as a spreadsheet value. Days are the user's (checked
 * against the screens' own date formatting over instants around DST changes), money is exactly the
 * decimal rounding to the cent, codes become the screen's labels, and ids become names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportCell, wallClock } from '../../../src-shared/export/cells.js';
import type { ExportColumn } from '../../../src-shared/export/columns.js';
import type { DeriveContext } from '../../../src-shared/export/derived.js';
import { formatDateTime } from '../../../src-shared/format.js';
import { Decimal } from '../../../src-shared/money.js';

const DOCS: Record<string, Record<string, Record<string, unknown>>> = {
  users: { u1: { name: 'Lucía Fernández' }, u2: { username: 'martin' } },
  garages: { g1: { name: 'Temperley' }, g2: { name: 'Lanús' } },
  cashflows: { c2: { garage: 'g2' } },
  buys: { b1: { number: 42 } },
};
const context: DeriveContext = {
  get: (collection, id) => DOCS[collection]?.[id],
  name: (collection, id) => {
    const doc = DOCS[collection]?.[id];
    return (doc?.name ?? doc?.username) as string | undefined;
  },
};
const TZ = 'America/Argentina/Buenos_Aires';
const cell = (column: Omit<ExportColumn, 'header'>, doc: Record<string, unknown>, timeZone = TZ) => exportCell({ header: 'x', ...column }, doc, context, timeZone);
const clockText = (c: ReturnType<typeof wallClock>) =>
  c && `${String(c.day).padStart(2, '0')}/${String(c.month).padStart(2, '0')}/${c.year} ${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;

describe('dates', () => {
  it('are the wall clock the screens show, in any zone, around offset changes too', () => {
    const zones = ['America/Argentina/Buenos_Aires', 'America/New_York', 'Europe/Madrid', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom(...zones), (time, zone) => {
        const iso = new Date(time).toISOString();
        expect(clockText(wallClock(iso, zone))).toBe(formatDateTime(iso, 'es-AR', zone));
      }),
      { numRuns: 3000 },
    );
    // Minutes either side of New York's spring and autumn changes of 2026.
    for (const base of [Date.UTC(2026, 2, 8, 7, 0), Date.UTC(2026, 10, 1, 6, 0)]) {
      for (let m = -90; m <= 90; m += 1) {
        const iso = new Date(base + m * 60_000).toISOString();
        expect(clockText(wallClock(iso, 'America/New_York')), iso).toBe(formatDateTime(iso, 'es-AR', 'America/New_York'));
      }
    }
  });

  it('keep a bare day as that day, and take an instant on the user’s day', () => {
    expect(cell({ kind: 'date', field: 'date' }, { date: '2026-03-01' })).toEqual({ type: 'date', time: false, value: { year: 2026, month: 3, day: 1, hour: 0, minute: 0 } });
    expect(cell({ kind: 'date', field: 'createdAt' }, { createdAt: '2026-03-02T01:30:00.000Z' })).toEqual({ type: 'date', time: false, value: { year: 2026, month: 3, day: 1, hour: 0, minute: 0 } });
    expect(cell({ kind: 'datetime', field: 'createdAt' }, { createdAt: '2026-03-02T01:30:00.000Z' })).toEqual({
      type: 'date',
      time: true,
      value: { year: 2026, month: 3, day: 1, hour: 22, minute: 30 },
    });
    expect(cell({ kind: 'date', field: 'createdAt' }, { createdAt: 'not a date' })).toEqual({ type: 'text', value: 'not a date' });
  });
});

describe('money', () => {
  it('is the amount rounded to the cent by the exact decimal rules, whatever double it came as', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e11, max: 1e11 }).map((c) => c / 100),
          fc.integer({ min: -1e9, max: 1e9 }).map((m) => m / 1000),
        ),
        (amount) => {
          const expected = Decimal.from(amount).round(2).toNumber();
          expect(cell({ kind: 'money', field: 'v' }, { v: amount })).toEqual({ type: 'money', value: expected });
        },
      ),
      { numRuns: 5000 },
    );
    expect(cell({ kind: 'money', field: 'v' }, { v: 1.005 })).toEqual({ type: 'money', value: 1.01 });
    expect(cell({ kind: 'money', field: 'v' }, { v: -2.675 })).toEqual({ type: 'money', value: -2.68 });
    expect(cell({ kind: 'money', field: 'v' }, { v: '1234.565' })).toEqual({ type: 'money', value: 1234.57 });
    expect(cell({ kind: 'money', field: 'v' }, {})).toBeNull();
  });

  it('as a unit cost keeps four places, not the cent', () => {
    expect(cell({ kind: 'cost', field: 'v' }, { v: 9800.4137 })).toEqual({ type: 'cost', value: 9800.4137 });
    expect(cell({ kind: 'cost', field: 'v' }, { v: '1391.50' })).toEqual({ type: 'cost', value: 1391.5 });
    expect(cell({ kind: 'cost', field: 'v' }, { v: 0.00005 })).toEqual({ type: 'cost', value: 0.0001 });
    expect(cell({ kind: 'cost', field: 'v' }, {})).toBeNull();
  });

  it('of a cash entry is signed by its concept', () => {
    expect(cell({ kind: 'money', derived: 'cashflowAmount' }, { amount: 12345.67, concept: 'EGRESS' })).toEqual({ type: 'money', value: -12345.67 });
    expect(cell({ kind: 'money', derived: 'cashflowAmount' }, { amount: 50000, concept: 'INGRESS' })).toEqual({ type: 'money', value: 50000 });
  });
});

describe('codes, references and counts', () => {
  const states = { PENDIENTE: 'Pendiente', PREPARADO: 'Preparado', delivered: 'Entregado' };

  it('show the label the screen passed, the default when a queued document has none, and a blank or "—" when empty', () => {
    expect(cell({ kind: 'text', derived: 'orderStatus', labels: states }, { state: 'PREPARADO', delivery: { delivered: true } })).toEqual({ type: 'text', value: 'Entregado' });
    expect(cell({ kind: 'text', derived: 'orderStatus', labels: states }, {})).toEqual({ type: 'text', value: 'Pendiente' });
    expect(cell({ kind: 'text', field: 'state', fallback: 'A APROBAR', labels: { 'A APROBAR': 'Pendiente' } }, {})).toEqual({ type: 'text', value: 'Pendiente' });
    expect(cell({ kind: 'text', field: 'phone', empty: '—' }, { phone: '' })).toEqual({ type: 'text', value: '—' });
    expect(cell({ kind: 'text', field: 'phone' }, {})).toBeNull();
    expect(cell({ kind: 'boolean', field: 'committed', labels: { true: 'Sí', false: 'No' } }, { committed: false })).toEqual({ type: 'text', value: 'No' });
  });

  it("write a draft's total with the delivery its customer pays, as the drafts list shows it", () => {
    const cart = { total: 30349.35 };
    expect(cell({ kind: 'money', derived: 'draftTotal' }, { cart, delivery: { charged: true, customerPrice: 1500 } })).toEqual({ type: 'money', value: 31849.35 });
    expect(cell({ kind: 'money', derived: 'draftTotal' }, { cart, delivery: { charged: false, customerPrice: 1500 } })).toEqual({ type: 'money', value: 30349.35 });
    expect(cell({ kind: 'money', derived: 'draftTotal' }, { cart, delivery: null })).toEqual({ type: 'money', value: 30349.35 });
  });

  it('name what an id points to, or only what the screen labelled', () => {
    expect(cell({ kind: 'text', field: 'partner', ref: { collection: 'users' } }, { partner: 'u1' })).toEqual({ type: 'text', value: 'Lucía Fernández' });
    expect(cell({ kind: 'text', field: 'partner', ref: { collection: 'users' } }, { partner: 'u2' })).toEqual({ type: 'text', value: 'martin' });
    expect(cell({ kind: 'text', field: 'partner', ref: { collection: 'users' }, empty: '—' }, { partner: 'gone' })).toEqual({ type: 'text', value: '—' });
    expect(cell({ kind: 'number', field: 'buy', ref: { collection: 'buys', show: 'number' } }, { buy: 'b1' })).toEqual({ type: 'number', value: 42 });
    expect(cell({ kind: 'text', field: 'partner', labels: { u1: 'Lucía' }, labelsOnly: true, empty: 'La casa' }, { partner: 'u9' })).toEqual({ type: 'text', value: 'La casa' });
    expect(cell({ kind: 'text', field: 'partner', labels: { u1: 'Lucía' }, labelsOnly: true }, { partner: 'u1' })).toEqual({ type: 'text', value: 'Lucía' });
  });

  it('word a cash entry’s party as its list does, transfers naming the other garage', () => {
    const labels = { 'transfer.to': 'Transferencia a {garage}', 'transfer.from': 'Transferencia desde {garage}', noTag: 'Sin etiqueta' };
    expect(cell({ kind: 'text', derived: 'cashflowParty', labels }, { type: 'internal', concept: 'EGRESS', linked: 'c2', garage: 'g1' })).toEqual({ type: 'text', value: 'Transferencia a Lanús' });
    expect(cell({ kind: 'text', derived: 'cashflowParty', labels }, { concept: 'INGRESS', destination: 'g1' })).toEqual({ type: 'text', value: 'Transferencia desde Temperley' });
    expect(cell({ kind: 'text', derived: 'cashflowParty', labels }, { type: 'internal' })).toEqual({ type: 'text', value: 'Sin etiqueta' });
    expect(cell({ kind: 'text', derived: 'cashflowParty', labels }, { partner: 'u1' })).toEqual({ type: 'text', value: 'Lucía Fernández' });
    expect(cell({ kind: 'text', derived: 'cashflowType' }, { provider: 'p1' })).toEqual({ type: 'text', value: 'commercial.provider' });
  });

  it('count a cart’s items and give weights in kg', () => {
    expect(cell({ kind: 'count', field: 'cart.items' }, { cart: { items: [{}, {}, {}] } })).toEqual({ type: 'number', value: 3 });
    expect(cell({ kind: 'quantity', field: 'q', unitField: 'unit' }, { q: 1250, unit: 'WEIGHT' })).toEqual({ type: 'weight', value: 1.25 });
    expect(cell({ kind: 'quantity', field: 'q', unitField: 'unit' }, { q: 3, unit: 'UNITY' })).toEqual({ type: 'number', value: 3 });
  });
});
