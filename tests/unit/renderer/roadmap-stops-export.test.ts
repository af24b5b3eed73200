/**
 * A roadmap's stops as its table exports them to Excel: a stop whose customer picks the order up
 * (no delivery option, on the roadmap from before) carries the mark the screen and the printed sheet
 * give it, and nothing to collect; the other stops carry no mark. The stops are the shared sheet's
 * (src-shared/roadmap-sheet.ts), the cells those the export writes (src-shared/export/cells.ts).
 */
import { describe, expect, it } from 'vitest';
import { exportColumns } from '../../../src-renderer/components/exportColumns.js';
import { stopsExport } from '../../../src-renderer/features/roadmaps/stopsExport.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';
import { exportCell } from '../../../src-shared/export/cells.js';
import type { DeriveContext } from '../../../src-shared/export/derived.js';
import { buildRoadmapSheet, type OrderStopSource } from '../../../src-shared/roadmap-sheet.js';

const es = makeI18n('es-AR').t;

function order(number: number, name: string, total: number, option: string | null): OrderStopSource {
  const address = { label: 'Local', street: 'Mitre 10', unit: null, city: 'Lanús', province: null };
  return {
    _id: `o${number}`,
    number,
    customer: `c${number}`,
    customerName: name,
    delivery: { _id: option, phone: null, delivered: false, address },
    cart: { items: [], total },
    total,
    paymentMethod: 'EFECTIVO',
    roadmapNotes: null,
  } as unknown as OrderStopSource;
}

const CONTEXT = { get: () => undefined, name: () => undefined } as unknown as DeriveContext;

describe('the roadmap stops export', () => {
  it('marks the stop whose customer picks the order up, as the screen does, with nothing to collect', () => {
    const { stops } = buildRoadmapSheet([order(20, 'Almacén Don Pepe', 100, 'envio'), order(21, 'Kiosco Retira', 200, null)], [], { products: new Map(), providers: new Map(), onAccount: new Set() });
    const { source, columns } = stopsExport(stops, es);
    if (source.kind !== 'rows') throw new Error('the stops are sent as rows');
    const written = exportColumns(columns);
    const cells = source.rows.map((row) => Object.fromEntries(written.map((column) => [column.header, exportCell(column, row, CONTEXT, 'America/Argentina/Buenos_Aires')])));
    expect(cells.map((row) => [row['Parada'], row['A cobrar'], row['Retira el cliente']])).toEqual([
      [{ type: 'text', value: 'Entrega N.º 20' }, { type: 'money', value: 100 }, null],
      [
        { type: 'text', value: 'Entrega N.º 21' },
        { type: 'money', value: 0 },
        { type: 'text', value: 'Retira el cliente: sacalo de la hoja' },
      ],
    ]);
  });
});
