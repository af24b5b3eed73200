/** `/orders`: the list, `/orders/new` and `/orders/:id` (the editor). */
import { Route, Switch, useParams } from 'wouter';
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
        <OrderEditor key="new" id={null} />
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
