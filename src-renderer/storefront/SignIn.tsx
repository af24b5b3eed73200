/**
 * Sign-in by phone and a one-time code (domain §8): `POST /api/auth/otp {phone}` sends the code,
 * the same call with `{phone, code}` answers the session. A wrong or expired code and the limits
 * (429, "esperá N minutos") are said in Spanish; the code is never kept.
 */
import { Alert, Anchor, Button, Center, Paper, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { OTP_DIGITS } from '../../src-shared/constants/auth.js';
import { CUSTOMER_PHONE_EXAMPLE, typedCustomerPhone } from '../../src-shared/constants/customers.js';
import { useT } from '../i18n/i18n.js';
import { ApiError, request } from './api.js';
import { storeErrorText } from './errors.js';
import type { StoreCustomer, StoreSession } from './session.js';
import { PageTitle } from '../components/SectionTitle.js';

export function SignIn({ onSignedIn }: { onSignedIn: (session: StoreSession) => void }) {
  const t = useT();
  const [phone, setPhone] = useState('');
  /** The phone the code went to: as typed (what the page shows) and as sent (what the server compares). */
  const [sentTo, setSentTo] = useState<{ typed: string; phone: string } | null>(null);
  const [code, setCode] = useState('');
  /**
   * Each attempt gets fresh boxes: the pin input remembers it has completed once, and a whole code
   * pasted or filled in by the phone's SMS autofill after a wrong one never called `enter` again.
   */
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>, wrongCode = false) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(wrongCode && failure instanceof ApiError && failure.status === 401 ? t('store.error.wrongCode') : storeErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = phone.trim();
    const compact = typedCustomerPhone(typed);
    if (compact === null) return setError(t('store.error.phone', { example: CUSTOMER_PHONE_EXAMPLE }));
    void run(async () => {
      await request('POST', '/auth/otp', null, { phone: compact });
      setSentTo({ typed, phone: compact });
      setCode('');
    });
  };

  const enter = (value: string) => {
    if (!sentTo || value.length !== OTP_DIGITS) return;
    // A wrong code is typed again from the first box.
    setCode('');
    setAttempt((n) => n + 1);
    void run(async () => {
      const answer = await request<{ token: string; user: StoreCustomer }>('POST', '/auth/otp', null, { phone: sentTo.phone, code: value });
      const { _id, name, phone: own, contactEmail, address } = answer.user;
      onSignedIn({ token: answer.token, customer: { _id, name, phone: own ?? sentTo.phone, contactEmail: contactEmail ?? null, address: address ?? null } });
    }, true);
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="lg" radius="md" w="100%" maw={420}>
        <Stack>
          <PageTitle>{t('store.signIn.title')}</PageTitle>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {sentTo === null ? (
            <form onSubmit={sendCode}>
              <Stack>
                <Text c="dimmed">{t('store.signIn.hint')}</Text>
                <TextInput
                  label={t('store.signIn.phone')}
                  placeholder={t('store.signIn.phone.placeholder', { example: CUSTOMER_PHONE_EXAMPLE })}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  size="md"
                  value={phone}
                  onChange={(e) => setPhone(e.currentTarget.value)}
                />
                <Button type="submit" size="md" loading={busy}>
                  {t('store.signIn.send')}
                </Button>
              </Stack>
            </form>
          ) : (
            <Stack>
              <Text>{t('store.signIn.sent', { phone: sentTo.typed })}</Text>
              <Text fw={500} size="sm">
                {t('store.signIn.code')}
              </Text>
              <PinInput key={attempt} length={OTP_DIGITS} type="number" oneTimeCode size="md" value={code} onChange={setCode} onComplete={enter} ariaLabel={t('store.signIn.code')} disabled={busy} />
              <Button size="md" loading={busy} onClick={() => enter(code)} disabled={code.length !== OTP_DIGITS}>
                {t('store.signIn.enter')}
              </Button>
              <Anchor component="button" type="button" onClick={() => sendCode()}>
                {t('store.signIn.resend')}
              </Anchor>
              <Anchor
                component="button"
                type="button"
                onClick={() => {
                  setSentTo(null);
                  setError(null);
                }}
              >
                {t('store.signIn.otherPhone')}
              </Anchor>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
