/**
 * A write whose toast said "saved on this PC and on its way" (offline, or a slow answer) may be
 * refused by the server minutes later, when the link is back. Its refusal then had only the red
 * badge to show it: the shell now tells it in a toast with the server's reason and a door to the
 * inbox of refused changes. A refusal a write's own toast already told is not told again, nor are
 * those already waiting in the inbox when the desk opens (the badge shows them).
 */
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { RejectedWrite } from '../../../src-shared/ipc/sync.js';
import { useApi } from '../../app/api.js';
import { useSyncStatus } from '../../app/useSyncStatus.js';
import { errorValueMessage } from '../../components/errors.js';
import { closeNotice, notify } from '../../components/notify.js';
import { untoldRefusals } from '../../components/queuedFeedback.js';
import { useT, type Translate } from '../../i18n/i18n.js';
import { changeName } from './changeName.js';

function tellLate(refused: readonly RejectedWrite[], t: Translate, openInbox: () => void): void {
  const [first] = refused;
  if (!first) return;
  const more = refused.length - 1;
  let toast = '';
  const open = () => {
    closeNotice(toast);
    openInbox();
  };
  const message = (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {changeName(first, t)}
      </Text>
      <Text size="sm">{errorValueMessage(first.error, t)}</Text>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t('sync.late.more', { count: more })}
        </Text>
      )}
      <Button size="xs" variant="light" color="red" onClick={open} style={{ alignSelf: 'flex-start' }}>
        {t('sync.late.open')}
      </Button>
    </Stack>
  );
  toast = notify('error', message, { title: t('sync.late.title', { count: refused.length }), autoClose: LATE_REFUSAL_MS });
}

/** Long enough to read a reason and reach its button; the inbox keeps it after. */
const LATE_REFUSAL_MS = 15_000;

/** Watches the count of refused writes; when it grows, tells the refusals no toast has told yet. */
export function useLateRefusals(openInbox: () => void): void {
  const status = useSyncStatus();
  const api = useApi();
  const t = useT();
  const seen = useRef<number | null>(null);
  const rejected = status?.rejected ?? null;
  useEffect(() => {
    if (rejected === null) return;
    const before = seen.current;
    seen.current = rejected;
    if (before === null || rejected <= before) return;
    void api.sync.rejected().then(
      (items) => tellLate(untoldRefusals(items), t, openInbox),
      () => undefined,
    );
  }, [rejected, api, t, openInbox]);
}
