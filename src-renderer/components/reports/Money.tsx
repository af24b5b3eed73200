/** A money figure in a table or card: right-aligned digits, red when negative, from the i18n money format. */
import { Text, type TextProps } from '@mantine/core';
import { useI18n } from '../../i18n/i18n.js';

export function Money({ value, strong = false, testId, ...props }: { value: number; strong?: boolean; testId?: string } & TextProps) {
  const { money } = useI18n();
  return (
    <Text size="sm" fw={strong ? 700 : 400} c={value < 0 ? 'red' : undefined} ta="right" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props}>
      {money(value)}
    </Text>
  );
}
