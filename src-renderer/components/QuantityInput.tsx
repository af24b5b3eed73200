/**
 * A quantity as people say it: units for UNITY products; grams or kilograms for WEIGHT products,
 * always kept in grams (domain §3). The unit is shown in the field and switched beside it; switching
 * changes how the same quantity is written (1 kg ↔ 1.000 g), never the quantity. A clerk may also
 * type the unit after the number (`750 g`, `1,5 kg`: `src-shared/typed-weight`), which switches the
 * field to it. A kilogram figure large enough to be grams typed in the wrong unit is questioned
 * under the field ("¿750 kg?"), never refused; many grams the clerk typed are told in kg ("= 2,5 kg").
 */
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { WEIGHT_UNITS, type Unit, type WeightUnit } from '../../src-shared/constants/products.js';
import { formatTypedNumber } from '../../src-shared/typed-number.js';
import { looksLikeGrams, parseTypedWeight, tellsInKg, weightIn } from '../../src-shared/typed-weight.js';
import { useI18n } from '../i18n/i18n.js';
import { DecimalInput, type NumberReader, type NumberValue, type TypedReading } from './DecimalInput.js';
import { useWeightUnit } from './weightUnit.js';

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

/** The field's text for a weight in grams, in the unit the field shows, with an optional unit typed after it. */
const weightReader = (unit: WeightUnit, allowNegative: boolean | undefined): NumberReader => ({
  parse: (text, locale) => parseTypedWeight(text, locale, { unit, allowNegative }),
  format: (grams, locale) => formatTypedNumber(grams === null ? null : weightIn(grams, unit), locale),
});

/** The unit a clerk typed after the number, when it is not the one the field shows. */
const typedUnit = (read: TypedReading, shown: WeightUnit): WeightUnit | null => (read.ok && 'unit' in read && read.unit && read.unit !== shown ? read.unit : null);

export function QuantityInput({ unit, value, onChange, label, error, allowDecimalUnits = false, allowNegative, testId, rememberUnit, ...aria }: QuantityInputProps) {
  const { t, locale } = useI18n();
  const [weightUnit, setWeightUnit] = useWeightUnit(value, rememberUnit);
  // A blank or unreadable field reaches the form as 0; handed back as 0, the field would replace the
  // clerk's "abc" with "0" and say "mayor que 0" instead of "no es un número". While the form still
  // holds that 0, the field is given back the blank it gave.
  const [gaveBlank, setGaveBlank] = useState(false);
  // Whether the clerk has typed in this field: a line's default quantity is not theirs to be told about.
  const [typedByClerk, setTypedByClerk] = useState(false);
  const given: NumberValue = gaveBlank && value === 0 ? '' : value;
  const emit = (v: NumberValue) => {
    setGaveBlank(v === '');
    onChange(v === '' ? 0 : v);
  };
  // A field with no visible label (a row of a table) is still named for screen readers.
  const name = aria['aria-label'] ?? (label ? undefined : t('number.quantity'));
  const common = { label, error, allowNegative, 'data-testid': testId, 'aria-label': name };
  if (unit === 'UNITY') {
    return <DecimalInput {...common} value={given} onChange={emit} maxDecimals={allowDecimalUnits ? UNIT_DECIMALS : 0} />;
  }
  const figure = formatTypedNumber(weightIn(value, weightUnit), locale);
  // Said under the field when the figure could be misread: a kilogram figure that looks like grams
  // (asked, never refused), or many grams the clerk typed, told in kilograms.
  const suspicious = looksLikeGrams(value, weightUnit);
  const check = suspicious
    ? t(Number.isInteger(weightIn(value, weightUnit)) ? 'number.weight.likelyGrams' : 'number.weight.large', { figure })
    : tellsInKg(value, weightUnit, typedByClerk)
      ? t('number.weight.inKg', { figure: formatTypedNumber(weightIn(value, 'kg'), locale) })
      : null;
  // Always the same elements, the question or not: a field that moved in the tree would lose the cursor mid-typing.
  return (
    <Stack gap={0}>
      <Group gap={4} align="flex-end" wrap="nowrap">
        <DecimalInput
          {...common}
          value={given}
          reader={weightReader(weightUnit, allowNegative)}
          onChange={(grams, read) => {
            const switched = typedUnit(read, weightUnit);
            if (switched) setWeightUnit(switched);
            setTypedByClerk(true);
            emit(grams);
          }}
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              {weightUnit}
            </Text>
          }
          style={{ flex: 1 }}
        />
        <SegmentedControl size="xs" value={weightUnit} onChange={(v) => setWeightUnit(v as WeightUnit)} data={[...WEIGHT_UNITS]} aria-label={t('number.unit', { label: label ?? name ?? '' })} />
      </Group>
      <Text size="xs" mt={check ? 2 : 0} c={suspicious ? 'orange.9' : 'dimmed'} fw={suspicious ? 500 : undefined} data-testid={testId ? `${testId}-unit-check` : undefined} role="status">
        {check}
      </Text>
    </Stack>
  );
}
