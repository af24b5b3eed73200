import { Alert, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../app/api.js';
import { useT } from '../../i18n/i18n.js';
import { AuthFrame } from './AuthFrame.js';
import { useAuthAction } from './useAuthAction.js';

/** Embedded mode's first run: create the admin, optionally with demo data. */
export function Setup() {
  const t = useT();
  const api = useApi();
  const { busy, error, fields, run } = useAuthAction('error.UNAUTHORIZED');
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const [demo, setDemo] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api.auth.setup({ username, password, demo }));
  };
  return (
    <AuthFrame title={t('setup.title')}>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('setup.intro')}</Text>
          <TextInput label={t('setup.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} error={fields.username} />
          <PasswordInput label={t('setup.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={fields.password} autoFocus />
          <Checkbox label={t('setup.demo')} checked={demo} onChange={(e) => setDemo(e.currentTarget.checked)} />
          {error && <Alert color="red">{error}</Alert>}
          <Button type="submit" loading={busy}>
            {busy ? t('setup.working') : t('setup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
