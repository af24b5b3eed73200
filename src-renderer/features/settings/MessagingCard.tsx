/**
 * The embedded server's channels for customers' sign-in codes: an SMTP server, or an SMS/WhatsApp
 * provider's HTTP gateway (README "Customer sign-in codes"). Applied when the app opens again.
 * The secrets are never shown: the SMTP password and the SMS key header each have a field that
 * starts blank, says when one is kept, and keeps it when left blank (src-shared/ipc/messaging-secrets.ts).
 */
import { Card, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { MessagingInput, MessagingView } from '../../../src-shared/ipc/settings.js';
import { useT } from '../../i18n/i18n.js';
import { SectionTitle } from '../../components/SectionTitle.js';

/** What the card edits: what the screens were shown, and the secrets typed anew (blank: keep the stored ones). */
export type MessagingDraft = MessagingView & Pick<MessagingInput, 'smtpPassword' | 'smsWebhookHeader'>;

const EMPTY: MessagingDraft = { smtpUrl: '', smtpFrom: '', smsWebhookUrl: '', smtpPasswordKept: false, smsWebhookHeaderKept: false, smtpPassword: '', smsWebhookHeader: '' };

export const messagingDraft = (view: MessagingView | undefined): MessagingDraft => ({ ...EMPTY, ...view });

/** What `deskSettings.set` takes of the card. */
export function messagingInput({ smtpUrl, smtpFrom, smsWebhookUrl, smsWebhookHeader, smtpPassword }: MessagingDraft): MessagingInput {
  return { smtpUrl, smtpFrom, smsWebhookUrl, smsWebhookHeader, smtpPassword };
}

type Plain = 'smtpUrl' | 'smtpFrom' | 'smsWebhookUrl';
type Secret = 'smtpPassword' | 'smsWebhookHeader';

export function MessagingCard({ value, onChange, errors }: { value: MessagingDraft; onChange: (next: MessagingDraft) => void; errors: Record<string, string> }) {
  const t = useT();
  const plain = (field: Plain) => (
    <TextInput
      label={t(`settings.messaging.${field}`)}
      placeholder={t(`settings.messaging.${field}.example`)}
      value={value[field]}
      error={errors[`server.messaging.${field}`]}
      onChange={(e) => onChange({ ...value, [field]: e.currentTarget.value.trim() })}
    />
  );
  const secret = (field: Secret, kept: boolean) => (
    <PasswordInput
      label={t(`settings.messaging.${field}`)}
      placeholder={kept ? t('settings.messaging.kept') : t(`settings.messaging.${field}.example`)}
      description={kept ? t('settings.messaging.keptHint') : undefined}
      autoComplete="new-password"
      value={value[field]}
      error={errors[`server.messaging.${field}`]}
      onChange={(e) => onChange({ ...value, [field]: e.currentTarget.value.trim() })}
    />
  );
  return (
    <Card withBorder>
      <SectionTitle mb="xs">{t('settings.messaging')}</SectionTitle>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.messaging.hint')}
      </Text>
      <Stack gap="sm">
        {plain('smtpUrl')}
        {secret('smtpPassword', value.smtpPasswordKept)}
        {plain('smtpFrom')}
        {plain('smsWebhookUrl')}
        {secret('smsWebhookHeader', value.smsWebhookHeaderKept)}
      </Stack>
    </Card>
  );
}
