/**
 * The lint rule that keeps each screen feature to itself (eslint.config.js, `featureImports`): a file
 * under src-renderer/features/<name>/ imports its own folder, components/, app/, i18n/ and
 * src-shared, never another feature, and the shared renderer modules import no feature.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'renderer/feature-imports').map((m) => m.message);
}

describe('imports between screen features', () => {
  it('refuses a feature importing another, however the import is written', async () => {
    const cases = [
      "import { useMay } from '../orders/access.js';\nexport const x = useMay;",
      "import type { OrderDoc } from '../orders/docs.js';\nexport type X = OrderDoc;",
      "export { PrintButton } from '../printing/PrintButton.js';",
      "export * from '../stock/labels.js';",
      "export const load = () => import('../statistics/StatisticsScreen.js');",
    ];
    for (const code of cases) {
      const found = await refusals(code, 'src-renderer/features/customers/Example.tsx');
      expect(found, code).toHaveLength(1);
      expect(found[0]).toContain("The feature 'customers'");
    }
    const nested = await refusals("import { x } from '../../buys/BuyEditor.js';\nexport const y = x;", 'src-renderer/features/admin/users/Example.tsx');
    expect(nested).toHaveLength(1);
  });

  it('refuses a feature importing renderer code outside the shared folders', async () => {
    expect(await refusals("import { x } from '../../storefront/api.js';\nexport const y = x;", 'src-renderer/features/orders/Example.ts')).toHaveLength(1);
  });

  it('refuses shared modules importing a feature', async () => {
    expect(await refusals("import { x } from '../../features/orders/form.js';\nexport const y = x;", 'src-renderer/components/pickers/Example.tsx')).toHaveLength(1);
    expect(await refusals("import { x } from '../features/orders/form.js';\nexport const y = x;", 'src-renderer/i18n/example.ts')).toHaveLength(1);
  });

  it('lets a feature import its own folder, the shared modules and src-shared', async () => {
    const code = [
      "import { a } from './form.js';",
      "import { b } from './drafts/DraftEditor.js';",
      "import { c } from '../../components/access.js';",
      "import { d } from '../../app/api.js';",
      "import { e } from '../../i18n/i18n.js';",
      "import { f } from '../../../src-shared/constants/orders.js';",
      "import { Button } from '@mantine/core';",
      'export const all = [a, b, c, d, e, f, Button];',
    ].join('\n');
    expect(await refusals(code, 'src-renderer/features/orders/Example.tsx')).toEqual([]);
    expect(await refusals("import { g } from '../admin/reference/FormShell.js';\nexport const h = g;", 'src-renderer/features/admin/users/Example.tsx')).toEqual([]);
  });

  it('lets the app bring features together', async () => {
    expect(await refusals("import { OrdersScreen } from '../features/orders/OrdersScreen.js';\nexport const s = OrdersScreen;", 'src-renderer/app/screens.ts')).toEqual([]);
  });
});
