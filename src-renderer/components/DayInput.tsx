/**
 * A calendar day typed as people write it (dd/mm/yyyy in es-AR): Mantine's DateInput reads typed
 * text with its default parser, which takes "30/11/2026" for 1 March 2001, so every day field goes
 * through this one, which reads the text with `parseDay` and shows the day in the locale's order.
 */
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useI18n } from '../i18n/i18n.js';
import { dayFormat, parseDay } from './days.js';

export interface DayInputProps extends Omit<DateInputProps, 'valueFormat' | 'dateParser'> {
  /** Show the weekday before the day ("sábado 28/11/2026"). */
  withWeekday?: boolean;
}

export function DayInput({ withWeekday = false, ...props }: DayInputProps) {
  const { locale } = useI18n();
  const format = dayFormat(locale);
  return <DateInput {...props} valueFormat={withWeekday ? `dddd ${format}` : format} dateParser={(text) => parseDay(text, locale)} />;
}
