import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A toast's message with its way back beside it ("Deshacer"). */
export function UndoRow({ message, label, onUndo }: { message: ReactNode; label: string; onUndo: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={onUndo}>
        {label}
      </Button>
    </Group>
  );
}
