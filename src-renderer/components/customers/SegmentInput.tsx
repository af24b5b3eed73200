/**
 * A customer's segment (rubro): the segments in use plus the seeded ones, read from the server
 * (`GET /segment`: every customer's, not only those this replica holds); a new one is typed as is.
 * Offline, the seeded list is offered.
 */
import { Autocomplete, Select } from '@mantine/core';
import { SEED_SEGMENTS } from '../../../src-shared/constants/customers.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useT } from '../../i18n/i18n.js';

export function useSegments(): string[] {
  const api = useApi();
  // Keyed with customers: a customer saved with a new segment brings it into the list.
  const { data } = useIpcQuery(['customers'], ['segments'], () => api.segment.list({ limit: MAX_LIMIT }), { retry: false });
  const docs = (data as { docs?: unknown } | undefined)?.docs;
  return Array.isArray(docs) ? docs.filter((s): s is string => typeof s === 'string') : [...SEED_SEGMENTS];
}

export function SegmentInput({ value, onChange, error, readOnly }: { value: string; onChange: (segment: string) => void; error?: string | undefined; readOnly?: boolean | undefined }) {
  const t = useT();
  const segments = useSegments();
  return <Autocomplete label={t('customers.field.segment')} description={t('customers.segment.hint')} data={segments} value={value} onChange={onChange} error={error} readOnly={readOnly} />;
}

/** The list's filter: one of the segments in use. */
export function SegmentFilter({ value, onChange }: { value: string | null; onChange: (segment: string | null) => void }) {
  const t = useT();
  const segments = useSegments();
  return <Select aria-label={t('customers.field.segment')} placeholder={t('customers.field.segment')} data={segments} value={value} onChange={onChange} clearable searchable w={180} />;
}
