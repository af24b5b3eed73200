/** `/partners`: the board of every partner's balance, and `/partners/:id` with its movements. */
import { Route, Switch, useParams } from 'wouter';
import { PartnerDetail } from './PartnerDetail.js';
import { PartnersBoard } from './PartnersBoard.js';

function StoredPartner() {
  const { id } = useParams<{ id: string }>();
  return <PartnerDetail key={id} id={id} />;
}

export function PartnersScreen() {
  return (
    <Switch>
      <Route path="/:id">
        <StoredPartner />
      </Route>
      <Route>
        <PartnersBoard />
      </Route>
    </Switch>
  );
}
