/** A value before and after a count: "10 → **12**". */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Change({ before, after }: { before: ReactNode; after: ReactNode }) {
  return (
    <Text span size="sm">
      {before} → <b>{after}</b>
    </Text>
  );
}
