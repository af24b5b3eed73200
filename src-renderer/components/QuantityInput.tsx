/**
 * A quantity as people say it: units for UNITY products; grams or kilograms for WEIGHT products,
 * always kept in grams (spec §9). Typing "1,5" in kg means 1500 g.
 */
import { Group, NumberInput, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { GRAMS_PER_KG, type Unit } from '../../src-shared/constants.js';
import { dec } from '../../src-shared/money.js';

export interface QuantityInputProps {
  unit: Unit;
  /** Grams for WEIGHT, units for UNITY. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  error?: string | undefined;
  allowDecimalUnits?: boolean;
  testId?: string;
}

export function QuantityInput({ unit, value, onChange, label, error, allowDecimalUnits = false, testId }: QuantityInputProps) {
  const [inKg, setInKg] = useState(unit === 'WEIGHT' && value >= GRAMS_PER_KG);
  if (unit === 'UNITY') {
    return (
      <NumberInput label={label} value={value} onChange={(v) => onChange(Number(v) || 0)} min={0} decimalScale={allowDecimalUnits ? 3 : 0} error={error} decimalSeparator="," thousandSeparator="." data-testid={testId} />
    );
  }
  const shown = inKg ? dec(value).div(GRAMS_PER_KG, 3).toNumber() : value;
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <NumberInput
        label={label}
        value={shown}
        onChange={(v) => onChange(inKg ? dec(Number(v) || 0).mul(GRAMS_PER_KG).round(0).toNumber() : Math.round(Number(v) || 0))}
        min={0}
        decimalScale={inKg ? 3 : 0}
        decimalSeparator=","
        thousandSeparator="."
        error={error}
        data-testid={testId}
        style={{ flex: 1 }}
      />
      <SegmentedControl size="xs" value={inKg ? 'kg' : 'g'} onChange={(v) => setInKg(v === 'kg')} data={['g', 'kg']} />
    </Group>
  );
}
