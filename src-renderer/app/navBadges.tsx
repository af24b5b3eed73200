/**
 * Counts beside navigation entries, read from the replica so they follow each sync: the drafts
 * customers sent from the ordering page that still wait for the shop (domain §5: OPEN).
 */
import { Badge } from '@mantine/core';
import type { Role } from '../../src-shared/constants/roles.js';
import { isCustomerDraft } from '../../src-shared/documents/draft-origin.js';
import { useApi, useIpcQuery } from './api.js';

/** More than this many open drafts shows as "200+": the badge says "many", not an exact figure. */
const COUNTED = 200;
/** Staff who confirm drafts (routes/draft.ts). */
const CONFIRMERS: readonly Role[] = ['ADMIN', 'AV', 'OPERACION'];

function OpenCustomerDrafts() {
  const api = useApi();
  const { data } = useIpcQuery(['drafts'], ['nav-badge'], () => api.order.draftList({ state: 'OPEN', limit: COUNTED }));
  const count = (data?.docs ?? []).filter((doc) => isCustomerDraft(doc as { customer?: string; createdBy?: string })).length;
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" data-testid="nav-badge-drafts" aria-label={String(count)}>
      {data && data.total > COUNTED ? `${COUNTED}+` : count}
    </Badge>
  );
}

/** The badge a navigation entry shows for the role, if any. */
export function NavBadge({ path, role }: { path: string; role: Role }) {
  if (path === '/drafts' && CONFIRMERS.includes(role)) return <OpenCustomerDrafts />;
  return null;
}
