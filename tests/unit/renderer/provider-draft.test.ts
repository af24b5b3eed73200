/**
 * The provider a save sends: a CUIT typed as people write it (30-50000000-0, with spaces or dots)
 * reaches the contract's 11 alphanumeric characters without its separators, and the schema the form
 * checks with accepts it; anything else is still the schema's to refuse. A stored CUIT opens in the
 * form as the list prints it.
 */
import { describe, expect, it } from 'vitest';
import { providerCreateBody } from '../../../src-shared/schemas/provider.js';
import { draftOf, providerBody } from '../../../src-renderer/features/providers/providerDraft.js';

const withCuit = (cuit: string) => providerBody({ ...draftOf(null), name: 'La Serenísima', cuit });

describe('a provider’s CUIT as typed', () => {
  it.each(['30-50000000-0', '30 50000000 0', '30.50000000.0', ' 30500000000 '])('%s goes as 30500000000 and passes the schema', (typed) => {
    const body = withCuit(typed);
    expect(body.cuit).toBe('30500000000');
    expect(providerCreateBody.safeParse(body).success).toBe(true);
  });

  it('keeps letters (a foreign tax id) and leaves a blank one null', () => {
    expect(withCuit('AB-12').cuit).toBe('AB12');
    expect(withCuit('   ').cuit).toBeNull();
  });

  it('still refuses more than 11 characters once the separators are gone', () => {
    expect(providerCreateBody.safeParse(withCuit('30-50000000-00')).success).toBe(false);
  });
});

describe('a stored provider’s CUIT in its form', () => {
  const stored = (cuit: string | null) => draftOf({ _id: 'p1', name: 'La Serenísima', cuit } as Parameters<typeof draftOf>[0]).cuit;
  it('reads as printed, 30-05008710-9, and saves back as its digits', () => {
    expect(stored('30050087109')).toBe('30-05008710-9');
    expect(withCuit(stored('30050087109')).cuit).toBe('30050087109');
  });

  it('shows a foreign id as stored and no CUIT as an empty field', () => {
    expect(stored('AB12')).toBe('AB12');
    expect(stored(null)).toBe('');
  });
});
