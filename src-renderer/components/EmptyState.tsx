import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '../app/a11y.module.css';

/**
 * What an empty list says: why it is empty and the one thing to do next. `icon` replaces the empty
 * tray (a list still filling shows a spinner).
 */
export function EmptyState({ title, hint, action, icon, testId = 'empty-state' }: { title: string; hint: string; action?: { label: string; onClick: () => void }; icon?: ReactNode; testId?: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid={testId}>
      {icon ?? (
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconInbox size={28} />
        </ThemeIcon>
      )}
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {hint}
      </Text>
      {action && (
        <Button mt="xs" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A screen's title: its one h1, which takes the focus when the screen opens (app/ScreenFocus.tsx),
 * hence `tabIndex={-1}`. Sections below it are h2 and lower.
 */
export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="xs" mb="md">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <Text component="h1" fz={24} fw={600} m={0} tabIndex={-1} className={classes.screenTitle}>
          {title}
        </Text>
        <div style={{ display: 'flex', gap: 8 }}>{actions}</div>
      </div>
      {children}
    </Stack>
  );
}
