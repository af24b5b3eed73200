/** `/orders`: the list, `/orders/new` and `/orders/:id` (the editor). */
import { Center, Loader } from '@mantine/core';
import { Route, Switch, useParams, useSearch } from 'wouter';
import { useRefusedInput } from '../../components/RefusedCreation.js';
import { formFromSent } from './form.js';
import { OrderEditor } from './OrderEditor.js';
import { OrdersList } from './OrdersList.js';
import { useUserScopedReads } from '../../app/userScope.js';

function StoredOrder() {
  const { id } = useParams<{ id: string }>();
  return <OrderEditor key={id} id={id} />;
}

/** A new order: empty, or loaded again with what a refused create had. */
function NewOrder() {
  const search = useSearch();
  const sent = useRefusedInput();
  if (sent === undefined) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <OrderEditor key={`new${search}`} id={null} initial={(sent ? formFromSent(sent.body, sent.path) : null) ?? undefined} />;
}

export function OrdersScreen() {
  useUserScopedReads();
  return (
    <Switch>
      <Route path="/new">
        <NewOrder />
      </Route>
      <Route path="/:id">
        <StoredOrder />
      </Route>
      <Route>
        <OrdersList />
      </Route>
    </Switch>
  );
}
