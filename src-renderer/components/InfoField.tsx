/** A read-only field of a document's view: a small dimmed label over its value. */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function InfoField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
