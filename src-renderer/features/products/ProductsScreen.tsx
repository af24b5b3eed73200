/** `/products`: the list, `/products/new` (the editor), `/products/:id` and its stock tab `/products/:id/stock`. */
import { Route, Switch } from 'wouter';
import { NewOrLoadedAgain } from '../../components/RefusedCreation.js';
import { draftFromSent } from './productDraft.js';
import { PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { ProductEditor } from './ProductEditor.js';
import { ProductList } from './ProductList.js';
import { BackToList, ProductPage } from './ProductPage.js';
import { useTaxDefs } from '../../components/references/catalog.js';

/** A new product: empty, or loaded again with what a refused create had. */
function NewProduct() {
  const t = useT();
  const taxes = useTaxDefs();
  return (
    <>
      <PageHeader title={t('stock.products.new')} actions={<BackToList />} />
      {taxes && <NewOrLoadedAgain form={(sent) => <ProductEditor product={null} taxes={taxes} initial={draftFromSent(sent?.body, taxes) ?? undefined} />} />}
    </>
  );
}

export function ProductsScreen() {
  const may = useMay();
  return (
    <Switch>
      {may('product.create') && (
        <Route path="/new">
          <NewProduct />
        </Route>
      )}
      <Route path="/:id/stock">{(params) => <ProductPage key={params.id} id={params.id} tab="stock" />}</Route>
      <Route path="/:id">{(params) => <ProductPage key={params.id} id={params.id} tab="record" />}</Route>
      <Route>
        <ProductList />
      </Route>
    </Switch>
  );
}
