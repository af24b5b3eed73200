/** `/customers`: the list, `/customers/new` and `/customers/:id`. */
import { Card, Stack } from '@mantine/core';
import { Route, Switch, useLocation, useParams } from 'wouter';
import { PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { CustomerDetail } from './CustomerDetail.js';
import { CustomerForm } from '../../components/customers/CustomerForm.js';
import { CustomersList } from './CustomersList.js';
import { useUserScopedReads } from '../../app/userScope.js';

function NewCustomer() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Stack gap="md" maw={820}>
      <PageHeader title={t('customers.new')} />
      <Card withBorder>
        <CustomerForm onSaved={(id) => navigate(`/${id}`, { replace: true })} onCancel={() => navigate('/')} />
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
