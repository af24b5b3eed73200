/**
 * A quantity as people say it: units for UNITY products; grams or kilograms for WEIGHT products,
 * always kept in grams (domain §3). The unit is shown in the field and switched beside it; switching
 * changes how the same quantity is written (1 kg ↔ 1.000 g), never the quantity.
 */
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { GRAMS_PER_KG, type Unit } from '../../src-shared/constants/products.js';
import { Decimal } from '../../src-shared/money.js';
import { useT } from '../i18n/i18n.js';
import { DecimalInput, type NumberValue } from './DecimalInput.js';
import { useWeightUnit, type WeightUnit } from './weightUnit.js';

/** Grams are whole; a kilogram has 3 decimals down to the gram. */
const KG_DECIMALS = String(GRAMS_PER_KG).length - 1;
const UNIT_DECIMALS = 3;

export interface QuantityInputProps {
  unit: Unit;
  /** Grams for WEIGHT, units for UNITY. */
  value: number;
  /** 0 while the field is blank or unreadable (the field says why). */
  onChange: (value: number) => void;
  label?: string;
  'aria-label'?: string;
  error?: string | undefined;
  allowDecimalUnits?: boolean;
  allowNegative?: boolean;
  testId?: string;
  /** Keep the g/kg choice under this name (see weightUnit.ts). */
  rememberUnit?: string;
}

const toGrams = (kg: number): number => Decimal.from(kg).mul(GRAMS_PER_KG).round(0).toNumber();
const toKg = (grams: number): number => Decimal.from(grams).div(GRAMS_PER_KG, KG_DECIMALS).toNumber();

export function QuantityInput({ unit, value, onChange, label, error, allowDecimalUnits = false, allowNegative, testId, rememberUnit, ...aria }: QuantityInputProps) {
  const t = useT();
  const [weightUnit, setWeightUnit] = useWeightUnit(value, rememberUnit);
  // A blank or unreadable field reaches the form as 0; handed back as 0, the field would replace the
  // clerk's "abc" with "0" and say "mayor que 0" instead of "no es un número". While the form still
  // holds that 0, the field is given back the blank it gave.
  const [gaveBlank, setGaveBlank] = useState(false);
  const given = (figure: number): NumberValue => (gaveBlank && value === 0 ? '' : figure);
  const emit = (v: NumberValue, grams: (typed: number) => number) => {
    setGaveBlank(v === '');
    onChange(v === '' ? 0 : grams(v));
  };
  // A field with no visible label (a row of a table) is still named for screen readers.
  const name = aria['aria-label'] ?? (label ? undefined : t('number.quantity'));
  const common = { label, error, allowNegative, 'data-testid': testId, 'aria-label': name };
  if (unit === 'UNITY') {
    return <DecimalInput {...common} value={given(value)} onChange={(v) => emit(v, (units) => units)} maxDecimals={allowDecimalUnits ? UNIT_DECIMALS : 0} />;
  }
  const inKg = weightUnit === 'kg';
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <DecimalInput
        {...common}
        value={given(inKg ? toKg(value) : value)}
        onChange={(v) => emit(v, (typed) => (inKg ? toGrams(typed) : typed))}
        maxDecimals={inKg ? KG_DECIMALS : 0}
        rightSection={
          <Text size="sm" c="dimmed" aria-hidden>
            {weightUnit}
          </Text>
        }
        style={{ flex: 1 }}
      />
      <SegmentedControl size="xs" value={weightUnit} onChange={(v) => setWeightUnit(v as WeightUnit)} data={['g', 'kg']} aria-label={t('number.unit', { label: label ?? name ?? '' })} />
    </Group>
  );
}
