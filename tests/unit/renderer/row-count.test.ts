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

  it('says "1 fila", in the singular, for one row', () => {
    expect(rowCount(t, { total: 1, loading: false })).toBe('1 fila');
    expect(rowCount(makeI18n('en').t, { total: 1, loading: false })).toBe('1 row');
  });

  it('uses the list’s own words, with the singular for one', () => {
    expect(rowCount(t, { total: 1, loading: false }, 'orders.count')).toBe('1 pedido');
    expect(rowCount(t, { total: 3, loading: false }, 'orders.count')).toBe('3 pedidos');
  });
});

describe('a message with a count', () => {
  it('takes its singular form for exactly one, and keeps the other parameters', () => {
    expect(t('dashboard.salesHint', { count: 1, month: 'marzo' })).toBe('1 pedido entregado en marzo');
    expect(t('dashboard.salesHint', { count: 2, month: 'marzo' })).toBe('2 pedidos entregados en marzo');
    expect(t('dashboard.salesHint', { count: 0, month: 'marzo' })).toBe('0 pedidos entregados en marzo');
  });

  it('falls back to the plural text when the catalog has no singular for it', () => {
    expect(t('roadmaps.assigned', { count: 1 })).toBe('Pedidos asignados a la hoja de ruta: 1.');
  });
});
