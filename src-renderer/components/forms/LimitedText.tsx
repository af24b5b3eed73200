/**
 * Text fields with a length limit that say so. Near the limit (its last fifth) a counter shows under
 * the field ("180/200"); at the limit it turns to the error colour and says no more fits, and a paste
 * longer than the room left says how much was cut. The counter is the field's description, so a
 * screen reader reads it with the field (`aria-describedby`), and what is said at the limit is
 * announced as it happens. The browser keeps the text to the limit (`maxLength`), as the schema does
 * (src-shared/constants/field-lengths.ts): every form's field with a limit is one of these.
 */
import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.js';

/** The share of the limit from which the counter shows. */
export const COUNTER_FROM = 0.8;

/** Whether a text of `length` characters shows its counter under a limit of `max`. */
export function counterShown(length: number, max: number): boolean {
  return length >= Math.ceil(max * COUNTER_FROM);
}

type Field = HTMLInputElement | HTMLTextAreaElement;

interface LimitInput<E extends Field> {
  max: number;
  value: string;
  description: ReactNode;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
  onPaste: ((event: ClipboardEvent<E>) => void) | undefined;
}

/** The props a Mantine text field takes to show its limit: one set for every limited field. */
function useLengthLimit<E extends Field>({ max, value, description, onChange, onPaste }: LimitInput<E>) {
  const t = useT();
  // Characters the last paste lost to the limit; cleared by the next edit.
  const [cut, setCut] = useState(0);
  const pasting = useRef(false);
  const length = value.length;
  const full = length >= max;
  const said = cut > 0 ? t('field.limit.cut', { count: cut, length, max }) : full ? t('field.limit.full', { length, max }) : counterShown(length, max) ? t('field.limit.count', { length, max }) : null;
  const alarm = cut > 0 || full;
  return {
    maxLength: max,
    value,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    description:
      said === null ? (
        description
      ) : (
        <span style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)' }}>
          {description ? <span>{description}</span> : null}
          <span data-testid="length-counter" style={{ marginInlineStart: 'auto', textAlign: 'end', color: alarm ? 'var(--mantine-color-error)' : undefined }}>
            {said}
          </span>
        </span>
      ),
    // What is said at the limit is announced as it happens; the count on the way there is read with the field.
    descriptionProps: { 'aria-live': alarm ? ('polite' as const) : undefined },
    onChange: (event: ChangeEvent<E>) => {
      // The input a paste makes keeps what the paste said; any other edit clears it.
      if (!pasting.current) setCut(0);
      onChange?.(event);
    },
    onPaste: (event: ClipboardEvent<E>) => {
      onPaste?.(event);
      const field = event.currentTarget;
      const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      const room = max - (field.value.length - selected);
      setCut(Math.max(0, event.clipboardData.getData('text').length - room));
      pasting.current = true;
      // The paste's own input event comes in this same task.
      setTimeout(() => {
        pasting.current = false;
      }, 0);
    },
  };
}

export type LimitedTextInputProps = Omit<TextInputProps, 'maxLength' | 'value'> & { value: string; max: number };

/** A one-line text field with a length limit: `max`, from src-shared, instead of `maxLength`. */
export function LimitedTextInput({ max, value, description, onChange, onPaste, ...props }: LimitedTextInputProps) {
  const limit = useLengthLimit<HTMLInputElement>({ max, value, description, onChange, onPaste });
  return <TextInput {...props} {...limit} />;
}

export type LimitedTextareaProps = Omit<TextareaProps, 'maxLength' | 'value'> & { value: string; max: number };

/** A text area with a length limit: `max`, from src-shared, instead of `maxLength`. */
export function LimitedTextarea({ max, value, description, onChange, onPaste, ...props }: LimitedTextareaProps) {
  const limit = useLengthLimit<HTMLTextAreaElement>({ max, value, description, onChange, onPaste });
  return <Textarea {...props} {...limit} />;
}
