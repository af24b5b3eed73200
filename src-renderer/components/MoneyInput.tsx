/** An amount in pesos: `$` before it, cents always shown (`$ 1.350,50`), typed as clerks type it. */
import { Text } from '@mantine/core';
import { MONEY_DECIMALS } from '../../src-shared/constants/products.js';
import { DecimalInput, type DecimalInputProps } from './DecimalInput.js';

export type MoneyInputProps = Omit<DecimalInputProps, 'fixedDecimals' | 'leftSection'> & {
  /** Unit costs keep up to 4 decimals (domain §3); amounts 2. */
  maxDecimals?: number;
};

export function MoneyInput({ maxDecimals = MONEY_DECIMALS, ...props }: MoneyInputProps) {
  return (
    <DecimalInput
      {...props}
      maxDecimals={maxDecimals}
      fixedDecimals={MONEY_DECIMALS}
      leftSection={
        <Text size="sm" c="dimmed" aria-hidden>
          $
        </Text>
      }
    />
  );
}
