/**
 * The key that does what a button does, after its label ("Nuevo pedido  Ctrl+N"). It takes the
 * button's own text colour, only smaller and lighter in weight: a paler tint of it (blue 1 on a
 * filled blue button) read at 3.9:1, under the 4.5:1 small text needs (WCAG 1.4.3). The button
 * names the shortcut for assistive technology itself (`aria-keyshortcuts`).
 */
import { Text } from '@mantine/core';

export function ShortcutHint({ keys }: { keys: string }) {
  // The space keeps the button's name two words apart ("Nuevo pedido Ctrl+N"); the label's flex
  // layout draws none, the margin is the gap seen.
  return (
    <>
      {' '}
      <Text span size="xs" fw={400} ml={6} c="inherit">
        {keys}
      </Text>
    </>
  );
}
