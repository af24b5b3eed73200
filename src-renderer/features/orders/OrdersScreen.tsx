/** `/orders`: the list, `/orders/new` and `/orders/:id` (the editor). */
import { Route, Switch, useParams } from 'wouter';
import { NewOrLoadedAgain } from '../../components/RefusedCreation.js';
import { formFromSent } from './form.js';
import { OrderEditor } from './OrderEditor.js';
import { OrdersList } from './OrdersList.js';
import { useUserScopedReads } from '../../app/userScope.js';

function StoredOrder() {
  const { id } = useParams<{ id: string }>();
  return <OrderEditor key={id} id={id} />;
}

export function OrdersScreen() {
  useUserScopedReads();
  return (
    <Switch>
      <Route path="/new">
        <NewOrLoadedAgain form={(sent) => <OrderEditor id={null} initial={(sent ? formFromSent(sent.body, sent.path) : null) ?? undefined} />} />
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
