/**
 * A text field for a figure typed the way clerks type it (`1.350,50`, `1350,50`, a pasted
 * `$ 1.350,50`): the base of MoneyInput, PercentInput and QuantityInput, and of the few plain
 * factors (a margin "× 1,45"). Features use those, never Mantine's NumberInput, which reads "." as
 * a decimal point in es-AR (eslint.config.js forbids it there).
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTypedNumber, type NumberValue, type TypedNumberRules, type TypedReading } from './useTypedNumber.js';

export type { NumberReader, NumberValue, TypedReading } from './useTypedNumber.js';

export type DecimalInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> &
  Partial<TypedNumberRules> & {
    value: NumberValue | null | undefined;
    /** The number read, or '' when the field is blank or its text cannot be read (the field says why); and how the text was read. */
    onChange: (value: NumberValue, read: TypedReading) => void;
  };

export function DecimalInput({ value, onChange, maxDecimals = 4, fixedDecimals, allowNegative, reader, error, ...props }: DecimalInputProps) {
  const { unreadable, ...field } = useTypedNumber(value, onChange, { maxDecimals, fixedDecimals, allowNegative, reader });
  const { onFocus, onBlur } = props;
  return (
    <TextInput
      autoComplete="off"
      {...props}
      {...field}
      // Text that cannot be read reaches the form as a blank (0 for a quantity): the form's error about
      // that 0 ("Tiene que ser mayor que 0" under a typed "1.350,50", live or when a save sends the
      // cursor back) is not what is wrong, so the field says its own reason in its place.
      error={field.error ?? (unreadable !== undefined && error !== undefined ? unreadable : error)}
      onFocus={(e) => {
        field.onFocus();
        onFocus?.(e);
      }}
      onBlur={(e) => {
        field.onBlur();
        onBlur?.(e);
      }}
    />
  );
}
