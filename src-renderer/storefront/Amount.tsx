/**
 * An amount beside a text that may be long (a product's name, a delivery option's): kept on one
 * line and never squeezed, so "$ 33.960,47" does not break after its sign on a phone.
 */
import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function Amount({ children, ...props }: TextProps & { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Text {...props} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {children}
    </Text>
  );
}
