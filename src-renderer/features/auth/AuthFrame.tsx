import { Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/SectionTitle.js';
import { useT } from '../../i18n/i18n.js';

/** The centred card sign-in and first-run screens sit in. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w={440} radius="md">
        <Stack>
          {/* The app's name, drawn large; the page's one h1 is what it is for (sign-in, first run). */}
          <Text fz={26} fw={600} c="blue.8">
            {t('app.name')}
          </Text>
          <PageTitle size="h4">{title}</PageTitle>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
