/**
 * The lint rules that keep migrations frozen (eslint.config.js): a migration imports no live code,
 * and live code reaches migrations only through their index.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('migration import boundaries', () => {
  it('refuses a migration that imports from src-shared, src-main or src-server', async () => {
    for (const source of ['../../src-shared/ids.js', '../../src-main/replica/columns.js', '../../src-server/db/migrate.js']) {
      const messages = await restrictedImports('migrations/server/9999_probe.ts', `import { x } from '${source}';\nexport const y = x;\n`);
      expect(messages, source).toEqual([expect.stringContaining('A migration never imports live code')]);
    }
  });

  it('lets a migration import its own folder and libraries', async () => {
    const code =
      "import type { Kysely } from 'kysely';\nimport { documentTable } from './document-table-v1.js';\nexport const y: [typeof documentTable, Kysely<unknown> | null] = [documentTable, null];\n";
    expect(await restrictedImports('migrations/server/9999_probe.ts', code)).toEqual([]);
  });

  it('refuses live code that imports a single migration file, and allows the index', async () => {
    for (const file of ['src-main/replica/probe.ts', 'src-server/db/probe.ts', 'src-main/electron/probe.ts']) {
      const single = await restrictedImports(file, "import { up } from '../../migrations/replica/0001_documents.js';\nexport const y = up;\n");
      expect(single, file).toEqual([expect.stringContaining('Import migrations only through migrations/<db>/index.js')]);
      const index = await restrictedImports(file, "import { REPLICA_MIGRATIONS } from '../../migrations/replica/index.js';\nexport const y = REPLICA_MIGRATIONS;\n");
      expect(index, file).toEqual([]);
    }
  });
});
