/** Confirming an order asks for the day it will be delivered (spec §5: date required). */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.js';
import { dayFormat, parseDay } from '../../components/days.js';

interface Props {
  opened: boolean;
  effects: string[];
  /** Lines asking for more than is on hand (overStock.ts). */
  overStock: string[];
  onClose: () => void;
  onConfirm: (date: string) => void;
}

export function ConfirmDateModal({ opened, effects, overStock, onClose, onConfirm }: Props) {
  const { t, locale, today } = useI18n();
  const [date, setDate] = useState<string | null>(today);
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.confirm.title')}>
      <Stack>
        <DateInput label={t('orders.confirm.date')} value={date} onChange={setDate} valueFormat={dayFormat(locale)} dateParser={(text) => parseDay(text, locale)} minDate={today()} />
        {overStock.length > 0 && (
          <Alert color="red" title={t('orders.overStock.title')} data-testid="confirm-over-stock">
            <List size="sm">
              {overStock.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Text size="sm">{t('orders.confirm.effects')}</Text>
        <List size="sm">
          {effects.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {/* The date comes filled in (today): the cursor waits on Confirmar, so Enter confirms. */}
          <Button disabled={!date} onClick={() => date && onConfirm(date)} data-autofocus>
            {t('orders.action.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
