import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.js';

/** The centred card sign-in and first-run screens sit in. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w={440} radius="md">
        <Stack>
          <Title order={2} c="blue.8">
            {t('app.name')}
          </Title>
          <Title order={4}>{title}</Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
