/** Provider receipts (`/receipts`): the list, a new receipt, and one receipt. */
import { Route, Switch } from 'wouter';
import { useMayCall } from '../../components/access.js';
import { ReceiptForm } from './ReceiptForm.js';
import { ReceiptList } from './ReceiptList.js';
import { ReceiptView } from './ReceiptView.js';

export function ReceiptsScreen() {
  const mayCreate = useMayCall('receipt.create');
  return (
    <Switch>
      {mayCreate && (
        <Route path="/new">
          <ReceiptForm />
        </Route>
      )}
      <Route path="/:id">{(params) => <ReceiptView id={params.id} />}</Route>
      <Route>
        <ReceiptList />
      </Route>
    </Switch>
  );
}
