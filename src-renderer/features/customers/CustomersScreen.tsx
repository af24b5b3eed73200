/** `/customers`: the list, `/customers/new` and `/customers/:id`. */
import { Card, Stack } from '@mantine/core';
import { Route, Switch, useLocation, useParams } from 'wouter';
import { draftFromSent } from '../../components/customers/customerDraft.js';
import { NewOrLoadedAgain } from '../../components/RefusedCreation.js';
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
  return (
    <Stack gap="md" maw={820}>
      <PageHeader title={t('customers.new')} />
      <Card withBorder>
        <NewOrLoadedAgain form={(sent) => <CustomerForm initial={draftFromSent(sent?.body) ?? undefined} onSaved={(id) => navigate(`/${id}`, { replace: true })} onCancel={() => navigate('/')} />} />
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
