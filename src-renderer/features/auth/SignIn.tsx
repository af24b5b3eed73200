import { Alert, Button, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../app/api.js';
import { errorMessage } from '../../components/errors.js';
import { useI18n } from '../../i18n/i18n.js';
import { AuthFrame } from './AuthFrame.js';
import { useAuthAction } from './useAuthAction.js';

function PasswordForm() {
  const { t } = useI18n();
  const api = useApi();
  const { busy, error, fields, run } = useAuthAction('auth.signIn.wrong');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api.auth.signIn({ username, password }));
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput label={t('auth.signIn.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} error={fields.username} autoFocus autoComplete="username" />
        <PasswordInput label={t('auth.signIn.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={fields.password} autoComplete="current-password" />
        {error && <Alert color="red">{error}</Alert>}
        <Button type="submit" loading={busy}>
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function OtpForm() {
  const { t, moment } = useI18n();
  const api = useApi();
  const { busy, error, fields, run, setError } = useAuthAction('auth.otp.wrong');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setSentUntil((await api.auth.otpRequest({ phone })).expiresAt);
    } catch (caught) {
      setError(errorMessage(caught, t));
    }
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api.auth.otpVerify({ phone, code }));
  };
  return (
    <form onSubmit={sentUntil ? verify : send}>
      <Stack>
        <TextInput label={t('auth.otp.phone')} description={t('auth.otp.phoneHint')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} error={fields.phone} />
        {sentUntil && <Text size="sm">{t('auth.otp.sent', { when: moment(sentUntil) })}</Text>}
        {sentUntil && <TextInput label={t('auth.otp.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={fields.code} autoFocus inputMode="numeric" maxLength={6} />}
        {error && <Alert color="red">{error}</Alert>}
        <Button type="submit" loading={busy}>
          {sentUntil ? t('auth.otp.verify') : t('auth.otp.send')}
        </Button>
      </Stack>
    </form>
  );
}

function PairForm() {
  const { t } = useI18n();
  const api = useApi();
  const { busy, error, fields, run } = useAuthAction('auth.pair.wrong');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api.auth.pair({ code }));
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('auth.pair.hint')}
        </Text>
        <TextInput label={t('auth.pair.code')} value={code} onChange={(e) => setCode(e.currentTarget.value.toUpperCase())} error={fields.code} maxLength={8} />
        {error && <Alert color="red">{error}</Alert>}
        <Button type="submit" loading={busy}>
          {t('auth.pair.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export function SignIn() {
  const { t } = useI18n();
  return (
    <AuthFrame title={t('auth.signIn.title')}>
      <Tabs defaultValue="password" keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="password">{t('auth.tab.password')}</Tabs.Tab>
          <Tabs.Tab value="otp">{t('auth.tab.otp')}</Tabs.Tab>
          <Tabs.Tab value="pair">{t('auth.tab.pair')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password">
          <PasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="otp">
          <OtpForm />
        </Tabs.Panel>
        <Tabs.Panel value="pair">
          <PairForm />
        </Tabs.Panel>
      </Tabs>
    </AuthFrame>
  );
}
