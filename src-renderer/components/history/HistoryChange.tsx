/**
 * One changed field of a history entry: "Total: $ 1.000,00 → $ 1.200,00". A summarised value (a
 * list, an object) can be expanded to its detail, before beside after.
 */
import { Anchor, Badge, Box, Collapse, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.js';
import type { ChangeText } from './historyText.js';

function DetailSide({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed">
        {title}
      </Text>
      {lines.length === 0 ? (
        <Text size="xs" c="dimmed">
          —
        </Text>
      ) : (
        lines.map((line, i) => (
          <Text key={i} size="xs" style={{ wordBreak: 'break-word' }}>
            {line}
          </Text>
        ))
      )}
    </Stack>
  );
}

function ToggleLink({ open, onToggle, show, hide }: { open: boolean; onToggle: () => void; show: string; hide: string }) {
  return (
    <Anchor component="button" type="button" size="xs" onClick={onToggle}>
      {open ? hide : show}
    </Anchor>
  );
}

/** A field that changed: its value before and after. */
export function HistoryChange({ change }: { change: ChangeText }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Box data-testid="history-change" data-field={change.path}>
      <Group gap={6} wrap="wrap" align="baseline">
        <Text size="sm" fw={500}>
          {change.label}:
        </Text>
        <Text size="sm" c="dimmed" data-testid="history-before">
          {change.before}
        </Text>
        <IconArrowRight size={12} aria-label="→" />
        <Text size="sm" data-testid="history-after">
          {change.after}
        </Text>
        {change.changedItems !== null && change.changedItems > 0 && (
          <Badge size="xs" variant="light" color="gray">
            {t('history.items.changed', { count: change.changedItems })}
          </Badge>
        )}
        {change.detail && <ToggleLink open={open} onToggle={() => setOpen((o) => !o)} show={t('history.details.show')} hide={t('history.details.hide')} />}
      </Group>
      {change.detail && (
        <Collapse expanded={open} keepMounted={false}>
          <SimpleGrid cols={2} mt={4} ml="sm" spacing="md">
            <DetailSide title={t('history.before')} lines={change.detail.before} />
            <DetailSide title={t('history.after')} lines={change.detail.after} />
          </SimpleGrid>
        </Collapse>
      )}
    </Box>
  );
}

/** Every field of a created, baseline or deleted document, folded away behind one link. */
export function WholeDocument({ changes, side }: { changes: ChangeText[]; side: 'before' | 'after' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <ToggleLink open={open} onToggle={() => setOpen((o) => !o)} show={t('history.allFields.show', { count: changes.length })} hide={t('history.allFields.hide')} />
      <Collapse expanded={open} keepMounted={false}>
        <Stack gap={2} mt={4} ml="sm">
          {changes.map((change) => (
            <Text key={change.path} size="xs">
              <Text span size="xs" fw={500}>
                {change.label}:
              </Text>{' '}
              {side === 'after' ? change.after : change.before}
            </Text>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
