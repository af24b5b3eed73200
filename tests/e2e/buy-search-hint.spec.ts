/**
 * A buy's product search held to the provider's own products says so when nothing matches, and how
 * to search the whole catalog: a clerk buying a product the provider never sold before saw only
 * "Ningún producto coincide" and did not know the switch beside it was the way out.
 */
import { expect, setUp, test } from './support/app.js';
import { addProduct, newBuy } from './support/buys.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

test("a provider's search that finds nothing says how to search the whole catalog, and the product is added from there", async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await newBuy(page);
  const search = page.getByLabel('Agregar producto');
  await search.fill('Aceite girasol');
  await expect(page.getByText('Ningún producto de La Serenísima coincide: apagá "Solo de este proveedor" para buscar en todo el catálogo')).toBeVisible();
  await shot('nothing-of-provider');

  await page.getByLabel('Solo de este proveedor').uncheck({ force: true });
  await addProduct(page, 'Aceite girasol 1.5 l');
  await search.fill('zzzz');
  await expect(page.getByText('Ningún producto coincide', { exact: true })).toBeVisible();
});
