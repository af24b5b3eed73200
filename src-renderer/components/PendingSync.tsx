/**
 * "Pendiente de sincronizar": a document with writes still waiting in the outbox. The replica's
 * reads mark such documents (`_pending`, see `src-shared/ipc/documents.ts`), so every screen shows
 * the same thing: a badge on a detail, a small mark on a list row.
 */
import { Badge, Tooltip } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.js';

/** Any document a screen holds: the mark is the replica's, the rest is the screen's business. */
type Marked = { _id: string; _pending?: true } | null | undefined;

export function isPendingSync(doc: Marked): boolean {
  return doc?._pending === true;
}

/** For a document's detail: the words, in a badge. */
export function PendingSyncBadge({ doc }: { doc: Marked }) {
  const t = useT();
  if (!isPendingSync(doc)) return null;
  return (
    <Badge color="orange" variant="outline" leftSection={<IconCloudUpload size={14} />} data-testid="pending-sync">
      {t('common.pendingSync')}
    </Badge>
  );
}

/** For a list row: an icon, named for screen readers and explained on hover. */
export function PendingSyncMark({ doc }: { doc: Marked }) {
  const t = useT();
  if (!isPendingSync(doc)) return null;
  return (
    <Tooltip label={t('common.pendingSync')}>
      <IconCloudUpload size={14} color="var(--mantine-color-orange-6)" aria-label={t('common.pendingSync')} role="img" style={{ flexShrink: 0 }} />
    </Tooltip>
  );
}
