/**
 * A driver signed in opens Hojas de ruta on his own day: his name already chosen, today's roadmap
 * (or the card to create it) below, instead of a blank screen asking whose roadmap to show.
 */
import { DEMO_PASSWORD, expect, setUp, signIn, test, waitForSync } from './support/app.js';

test.use({ demoHistory: false });

test('a driver opens the roadmaps on his own day', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'raul', DEMO_PASSWORD);
  await waitForSync(page);
  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await expect(page.getByRole('combobox', { name: 'Chofer' })).toHaveValue('Raúl Chofer');
  await expect(page.getByText(/Raúl Chofer no tiene hoja de ruta/)).toBeVisible();
  await expect(page.getByText('Elegí un chofer y una fecha')).toHaveCount(0);

  // A planner who drives no truck still picks whose roadmap.
  await page.getByRole('button', { name: 'Raúl Chofer' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'oscar', DEMO_PASSWORD);
  await waitForSync(page);
  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await expect(page.getByText('Elegí un chofer y una fecha')).toBeVisible();
});
