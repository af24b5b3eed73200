/** The customer's current account: what it owes now and the movements that make it up, newest first. */
import { Alert, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AccountMovementFields } from '../../src-shared/documents/money.js';
import { useI18n } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Page, StoreApi } from './api.js';
import { storeErrorText } from './errors.js';
import { PageTitle, SectionTitle } from '../components/SectionTitle.js';

type Movement = Pick<AccountMovementFields, 'delta' | 'kind' | 'balance'> & { _id: string; createdAt: string };
interface Account {
  _id: string;
  balance: number;
  status: boolean;
  movements?: Movement[];
}

/** The screen's title stays whatever the account's state: a screen reader finds where it is first. */
export function AccountScreen({ api }: { api: StoreApi }) {
  const { t } = useI18n();
  return (
    <Stack gap="sm">
      <PageTitle>{t('store.account.title')}</PageTitle>
      <AccountBody api={api} />
    </Stack>
  );
}

function AccountBody({ api }: { api: StoreApi }) {
  const { t, money, date } = useI18n();
  const account = useQuery({
    queryKey: ['account'],
    queryFn: async () => {
      const page = await api.get<Page<Account>>('/account?status=true&limit=1');
      const open = page.docs[0];
      return open ? api.get<Account>(`/account/${open._id}`) : null;
    },
  });

  if (account.isPending) return <Loader />;
  if (account.error) return <Alert color="red">{storeErrorText(account.error, t)}</Alert>;
  const found = account.data;
  if (!found) return <Alert color="gray">{t('store.account.none')}</Alert>;
  const movements = [...(found.movements ?? [])].reverse();
  return (
    <Stack gap="sm">
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between">
          <Text>{t('store.account.owes')}</Text>
          <Text fw={700} size="xl" data-testid="store-account-balance">
            {money(found.balance)}
          </Text>
        </Group>
      </Card>
      <SectionTitle size="h3">{t('store.account.movements')}</SectionTitle>
      {movements.length === 0 ? (
        <Alert color="gray">{t('store.account.noMovements')}</Alert>
      ) : (
        <Table striped>
          <Table.Tbody>
            {movements.map((m) => (
              <Table.Tr key={m._id}>
                <Table.Td>
                  <Text size="sm">{t(`store.account.kind.${m.kind}` as MessageKey)}</Text>
                  <Text size="xs" c="dimmed">
                    {date(m.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c={m.delta < 0 ? 'green' : undefined}>
                    {money(m.delta)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('store.account.balance')}: {money(m.balance)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
