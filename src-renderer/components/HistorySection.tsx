/**
 * The change history as a folded section of a detail screen: one line to add, and the server is
 * only asked once the user opens it.
 */
import { Button, Card, Collapse, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { HistoryTimeline, type HistoryTimelineProps } from './HistoryTimeline.js';

export function HistorySection({ entity, id, initiallyOpen = false }: HistoryTimelineProps & { initiallyOpen?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Card withBorder data-testid="history-section">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconHistory size={18} />
          <Text fw={600}>{t('history.title')}</Text>
        </Group>
        <Button variant="subtle" size="xs" rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t('history.hide') : t('history.show')}
        </Button>
      </Group>
      <Collapse expanded={open} keepMounted={false}>
        <div style={{ paddingTop: 12 }}>{open && <HistoryTimeline entity={entity} id={id} />}</div>
      </Collapse>
    </Card>
  );
}
