/**
 * The renderer's modules import each other without a cycle at run time (type-only imports are
 * erased, so they do not count). A cycle makes a module's exports undefined while the other one
 * loads, depending on which the bundler reaches first: App and the settings screen once imported
 * each other this way (app/locale.ts holds the language switch so they do not).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src-renderer';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each module's runtime imports of other renderer modules. */
function runtimeGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const runtimeImport = /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(runtimeImport)].flatMap(([, spec]) => {
        const base = path.join(path.dirname(file), spec ?? '').replace(/\.js$/, '');
        return [`${base}.ts`, `${base}.tsx`].filter((candidate) => known.has(candidate));
      });
      return [file, targets];
    }),
  );
}

/** The strongly connected groups of more than one module (Tarjan), or of one importing itself. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the renderer import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['app/App.tsx', ['app/Shell.tsx']],
      ['app/Shell.tsx', ['features/settings/LanguageCard.tsx']],
      ['features/settings/LanguageCard.tsx', ['app/App.tsx']],
      ['app/locale.ts', []],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });

  it('has no cycle at run time', () => {
    const graph = runtimeGraph(sourceFiles(ROOT));
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });
});
