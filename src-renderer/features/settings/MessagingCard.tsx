/**
 * The embedded server's channels for customers' sign-in codes: an SMTP server, or an SMS/WhatsApp
 * provider's HTTP gateway (README "Customer sign-in codes"). Applied when the app opens again.
 */
import { Card, Stack, Text, TextInput } from '@mantine/core';
import type { EmbeddedMessaging } from '../../../src-shared/ipc/settings.js';
import { useT } from '../../i18n/i18n.js';
import { SectionTitle } from '../../components/SectionTitle.js';

const EMPTY: EmbeddedMessaging = { smtpUrl: '', smtpFrom: '', smsWebhookUrl: '', smsWebhookHeader: '' };
const FIELDS = ['smtpUrl', 'smtpFrom', 'smsWebhookUrl', 'smsWebhookHeader'] as const;

export function MessagingCard({ value, onChange, errors }: { value: EmbeddedMessaging | undefined; onChange: (next: EmbeddedMessaging) => void; errors: Record<string, string> }) {
  const t = useT();
  const current = value ?? EMPTY;
  return (
    <Card withBorder>
      <SectionTitle mb="xs">{t('settings.messaging')}</SectionTitle>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.messaging.hint')}
      </Text>
      <Stack gap="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`settings.messaging.${field}`)}
            placeholder={t(`settings.messaging.${field}.example`)}
            value={current[field]}
            error={errors[`server.messaging.${field}`]}
            onChange={(e) => onChange({ ...current, [field]: e.currentTarget.value.trim() })}
          />
        ))}
      </Stack>
    </Card>
  );
}
