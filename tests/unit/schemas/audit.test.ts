import { describe, expect, it } from 'vitest';
import { auditCommercialBody, auditInventoryBody, auditPartnerBody } from '../../../src-shared/schemas/audit.js';
import { ID, REMOVE, accept, details, reject, withValue } from './helpers.js';

const row = { number: 12, name: 'Yerba', unitCost: 950.5, m100: 1.3, m500: 1.25, m1000: 1.2, wholesaler: 1.1, theoretical: -2, real: 8 };

describe('audit inventory import', () => {
  it('accepts rows with all nine columns and a dry-run flag', () => {
    accept(auditInventoryBody, { rows: [row], dryRun: true });
  });

  it('needs at least 1 row', () => {
    reject(auditInventoryBody, { rows: [] }, 'rows', 'rows must have at least 1 row');
    reject(auditInventoryBody, {}, 'rows', 'rows is required');
  });

  // Spec §5: every row has all nine columns, the weight tiers too.
  it.each(Object.keys(row))('requires column %s', (column) => {
    reject(auditInventoryBody, { rows: [row, withValue(row, column, REMOVE)] }, `rows.1.${column}`, `${column} is required`);
  });

  // Domain §6: a unit product's row leaves the weight tiers empty, null (whether that suits the product is the server's check).
  it.each(['m100', 'm500', 'm1000'])('takes an empty %s', (column) => {
    accept(auditInventoryBody, { rows: [withValue(row, column, null)] });
  });

  it('checks each column type and rejects unknown columns', () => {
    reject(auditInventoryBody, { rows: [withValue(row, 'unitCost', 'x')] }, 'rows.0.unitCost', 'unitCost must be a number');
    reject(auditInventoryBody, { rows: [withValue(row, 'number', 1.5)] }, 'rows.0.number', 'number must be an integer');
    reject(auditInventoryBody, { rows: [withValue(row, 'number', 'doce')] }, 'rows.0.number', 'number must be an integer');
    reject(auditInventoryBody, { rows: [withValue(row, 'real', -1)] }, 'rows.0.real', 'real must be at least 0');
    reject(auditInventoryBody, { rows: [row], dryRun: 'yes' }, 'dryRun', 'dryRun must be a boolean');
    reject(auditInventoryBody, { rows: [{ ...row, extra: 1 }] }, 'rows.0.extra', 'unknown field: extra');
  });

  it('reports every bad row at once', () => {
    const input = { rows: [withValue(row, 'unitCost', 'x'), row, withValue(row, 'real', -1)] };
    expect(details(auditInventoryBody, input)).toEqual([
      { path: 'rows.0.unitCost', message: 'unitCost must be a number' },
      { path: 'rows.2.real', message: 'real must be at least 0' },
    ]);
  });
});

describe('party audits', () => {
  it('name the party', () => {
    accept(auditPartnerBody, { partner: ID });
    reject(auditPartnerBody, {}, 'partner', 'partner is required');
    accept(auditCommercialBody, {});
    reject(auditCommercialBody, { from: '2024-01-01' }, 'from', 'unknown field: from');
  });
});
