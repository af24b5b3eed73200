import { describe, expect, it } from 'vitest';
import { rowCount } from '../../../src-renderer/components/rowCount.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

const { t } = makeI18n('es-AR');

describe('a list count under its header', () => {
  it('says it is loading, not "0 filas", until the first page answers', () => {
    expect(rowCount(t, { total: 0, loading: true })).toBe('Cargando…');
    expect(rowCount(t, { total: 0, loading: false })).toBe('0 filas');
  });

  it('keeps the count it knows while the next filters load', () => {
    expect(rowCount(t, { total: 12, loading: true })).toBe('12 filas');
  });

  it('uses the list’s own words, with the singular for one', () => {
    expect(rowCount(t, { total: 1, loading: false }, 'orders.count', 'orders.count.one')).toBe('1 pedido');
    expect(rowCount(t, { total: 3, loading: false }, 'orders.count', 'orders.count.one')).toBe('3 pedidos');
  });
});
