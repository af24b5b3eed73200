/** `/customers`: the list, `/customers/new` and `/customers/:id`. */
import { Card, Center, Loader, Stack } from '@mantine/core';
import { Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { draftFromSent } from '../../components/customers/customerDraft.js';
import { useRefusedInput } from '../../components/RefusedCreation.js';
import { PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { CustomerDetail } from './CustomerDetail.js';
import { CustomerForm } from '../../components/customers/CustomerForm.js';
import { CustomersList } from './CustomersList.js';
import { useUserScopedReads } from '../../app/userScope.js';

/** A new customer: empty, or loaded again with what a refused create had. */
function NewCustomer() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const sent = useRefusedInput();
  if (sent === undefined) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const initial = draftFromSent(sent?.body);
  return (
    <Stack gap="md" maw={820}>
      <PageHeader title={t('customers.new')} />
      <Card withBorder>
        <CustomerForm key={search} {...(initial ? { initial } : {})} onSaved={(id) => navigate(`/${id}`, { replace: true })} onCancel={() => navigate('/')} />
      </Card>
    </Stack>
  );
}

function StoredCustomer() {
  const { id } = useParams<{ id: string }>();
  return <CustomerDetail key={id} id={id} />;
}

export function CustomersScreen() {
  useUserScopedReads();
  return (
    <Switch>
      <Route path="/new">
        <NewCustomer />
      </Route>
      <Route path="/:id">
        <StoredCustomer />
      </Route>
      <Route>
        <CustomersList />
      </Route>
    </Switch>
  );
}
