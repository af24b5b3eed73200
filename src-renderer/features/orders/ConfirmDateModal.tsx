/** Confirming an order asks for the day it will be delivered (spec §5: date required). */
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.js';
import { dayFormat, parseDay, today } from './days.js';

interface Props {
  opened: boolean;
  effects: string[];
  onClose: () => void;
  onConfirm: (date: string) => void;
}

export function ConfirmDateModal({ opened, effects, onClose, onConfirm }: Props) {
  const { t, locale } = useI18n();
  const [date, setDate] = useState<string | null>(today());
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.confirm.title')}>
      <Stack>
        <DateInput
          label={t('orders.confirm.date')}
          value={date}
          onChange={setDate}
          valueFormat={dayFormat(locale)}
          dateParser={(text) => parseDay(text, locale)}
          minDate={today()}
        />
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
          <Button disabled={!date} onClick={() => date && onConfirm(date)}>
            {t('orders.action.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
