/**
 * The lint rule that keeps screens, the desktop and shared code from reading an error's English
 * message to decide what to show (eslint.config.js, `messageParsing`): it must bite on each way a
 * sentence used to be turned back into a key, and let a key be read.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(code: string, file = 'src-renderer/components/example.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('reading an error message to decide what to show', () => {
  it('is refused when the message is matched, searched or compared', async () => {
    const cases = [
      'export const f = (error: Error): boolean => /newer version/.test(error.message);',
      'export const f = (error: Error): RegExpExecArray | null => /^(\\w+): (.+)$/.exec(error.message);',
      "export const f = (issue: { message: string }): boolean => issue.message.endsWith('is required');",
      "export const f = (issue: { message: string }): boolean => issue.message.includes('letters and digits');",
      "export const f = (error: Error): boolean => error.message === 'Discount value must be between 0 and 100';",
    ];
    for (const code of cases) expect(await refusals(code), code).toHaveLength(1);
    expect(await refusals('export const f = (error: Error): boolean => /x/.test(error.message);', 'src-main/sync/example.ts')).toHaveLength(1);
  });

  it('lets the key be read', async () => {
    expect(await refusals("export const f = (error: { key?: string }): boolean => error.key === 'backup.newer';")).toEqual([]);
  });
});
