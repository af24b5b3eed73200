/** A price as people type it here: pesos with a comma for cents and dots for thousands. */
import { NumberInput } from '@mantine/core';

export interface MoneyInputProps {
  label: string;
  value: number | '';
  onChange: (value: string | number) => void;
  error?: string | undefined;
  description?: string;
}

export function MoneyInput({ label, value, onChange, error, description }: MoneyInputProps) {
  return <NumberInput label={label} value={value} onChange={onChange} error={error} description={description} min={0} decimalScale={2} decimalSeparator="," thousandSeparator="." prefix="$ " />;
}
