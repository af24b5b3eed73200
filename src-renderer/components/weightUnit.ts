/**
 * Whether a weight is typed in grams or kilograms. Where a screen names a `remember` key (order and
 * buy lines), the clerk's last choice is kept on this computer (localStorage, like other choices of
 * the screen that are not the business's) and every line there follows it — a unit typed after a
 * number (`750 g`) is such a choice too; elsewhere the field starts in the unit its value reads best in.
 */
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import { GRAMS_PER_KG, type WeightUnit } from '../../src-shared/constants/products.js';

export type { WeightUnit } from '../../src-shared/constants/products.js';

const KEY = 'mostrador.weightUnit.';

export function useWeightUnit(grams: number, remember: string | undefined): [WeightUnit, (unit: WeightUnit) => void] {
  const [local, setLocal] = useState<WeightUnit>(grams >= GRAMS_PER_KG ? 'kg' : 'g');
  // Read at once (not in an effect), so a new line never shows kg for a moment before the choice.
  const [kept, setKept] = useLocalStorage<WeightUnit>({ key: `${KEY}${remember ?? 'none'}`, defaultValue: 'kg', getInitialValueInEffect: false });
  return remember ? [kept === 'g' ? 'g' : 'kg', setKept] : [local, setLocal];
}
