/**
 * A bar chart names every bar. On the demo's debtors (8 customers and 2 partners, largest debts
 * first) the chart left out the names that would touch a long neighbour's: "Almacén de Ramos
 * Generales" hid the two customers beside it, and a tenth bar stood nameless at the end of the
 * customers. Now each bar has its name under it, on up to two lines (a longer one ends in "…"),
 * none over another.
 */
import { expect, setUp, test } from './support/app.js';

test.use({ viewport: { width: 1366, height: 768 } });

test('the debtors chart writes the name of each of its ten bars, none over another', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Estadísticas' }).click();
  await page.getByRole('tab', { name: 'Deudores' }).click();
  await expect(page.getByText('8 con deuda')).toBeVisible();
  await expect(page.getByText('2 con deuda')).toBeVisible();
  const chart = page.getByTestId('creditors-chart');
  await expect(chart.locator('.recharts-bar-rectangle')).not.toHaveCount(0);
  await shot('debtors-chart');

  const ticks = chart.locator('.recharts-xAxis-tick-labels text');
  await expect(ticks).toHaveCount(10);
  const names = (await ticks.evaluateAll((els) => els.map((el) => Array.from(el.querySelectorAll('tspan'), (t) => t.textContent).join(' ')))).map((n) => n.trim());
  // Largest debts first, customers then partners, as the tables below list them; a name longer than two lines ends in "…".
  expect(names).toEqual([
    'Rotisería Mirta',
    'Fiambrería La Nona',
    'Almacén Don Pepe',
    'Almacén de Ramos Gener…',
    'Cantina Italia',
    'Autoservicio Lucía',
    'Minimercado Sol',
    'Comedor Escolar 12',
    'Martín Gómez',
    'Lucía Fernández',
  ]);
  const boxes = await ticks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
  boxes.slice(1).forEach((box, i) => expect(box.left, `name ${i + 2} starts after name ${i + 1} ends`).toBeGreaterThan(boxes[i]?.right ?? Infinity));
});
