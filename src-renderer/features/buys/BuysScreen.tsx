/**
 * Purchasing from providers (`/buys`): the list, a new buy, and one buy — in the editor while it
 * may still change (A APROBAR, for the roles that write buys), read-only with its actions otherwise.
 */
import { Route, Switch } from 'wouter';
import { canEditBuy } from '../../../src-shared/states/index.js';
import { useApi, useDocumentQuery } from '../../app/api.js';
import { MissingDocument, NewOrLoadedAgain } from '../../components/RefusedCreation.js';
import { useT } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import { BuyEditor } from './BuyEditor.js';
import { BuyList } from './BuyList.js';
import { BuyView } from './BuyView.js';
import { buyState } from '../../components/documents/purchasing.js';
import { draftFromBuy, draftFromSent, EMPTY_DRAFT } from './draft.js';
import { useCartProducts } from './useBuyPricing.js';
import type { BuyDoc } from '../../components/documents/read.js';
import { Loading } from '../../components/Loading.js';

/** The editor starts from the stored buy once its products are known (an agreed cost is told apart from the product's). */
function EditStoredBuy({ buy }: { buy: BuyDoc }) {
  const { products, loaded } = useCartProducts((buy.cart?.items ?? []).map((i) => i.product));
  if (!loaded) return <Loading />;
  return <BuyEditor key={buy._id} buy={buy} initial={draftFromBuy(buy, products)} />;
}

function BuyPage({ id }: { id: string }) {
  const t = useT();
  const api = useApi();
  const mayEdit = useMayCall('buy.replace');
  const mayCreate = useMayCall('buy.create');
  const { data, isLoading } = useDocumentQuery('buys', id, () => api.buy.get({ id }), { retry: false });
  if (isLoading) return <Loading />;
  if (!data) return <MissingDocument id={id} notFound={{ title: t('buys.notFound'), hint: t('buys.notFound.hint') }} refusedTitle={t('buys.refused')} newPath={mayCreate ? '/new' : undefined} />;
  const buy = data;
  return mayEdit && canEditBuy(buyState(buy)) ? <EditStoredBuy buy={buy} /> : <BuyView buy={buy} />;
}

export function BuysScreen() {
  const mayCreate = useMayCall('buy.create');
  return (
    <Switch>
      {mayCreate && (
        <Route path="/new">
          <NewOrLoadedAgain form={(sent) => <BuyEditor buy={null} initial={draftFromSent(sent?.body) ?? EMPTY_DRAFT} />} />
        </Route>
      )}
      <Route path="/:id">{(params) => <BuyPage id={params.id} />}</Route>
      <Route>
        <BuyList />
      </Route>
    </Switch>
  );
}
