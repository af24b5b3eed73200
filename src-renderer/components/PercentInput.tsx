/** A percentage in percent units (21 means 21 %), `%` after it, up to the rate precision (domain §3). */
import { Text } from '@mantine/core';
import { RATE_DECIMALS } from '../../src-shared/constants/products.js';
import { DecimalInput, type DecimalInputProps } from './DecimalInput.js';

export type PercentInputProps = Omit<DecimalInputProps, 'fixedDecimals' | 'rightSection' | 'maxDecimals'>;

export function PercentInput(props: PercentInputProps) {
  return (
    <DecimalInput
      {...props}
      maxDecimals={RATE_DECIMALS}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          %
        </Text>
      }
    />
  );
}
