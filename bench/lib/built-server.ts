/**
 * The server a bench measures, as it ships: one file esbuild bundles from the sources, as the
 * desktop runs its embedded server and `npm run serve` the standalone one — not the sources through
 * tsx, which gives esbuild `keepNames`, so that every function made at run time is named by a
 * defineProperty call (about 2 % of an order lifecycle's server CPU, bench/issue-21-pg.md round 13).
 * Each process bundles its own copy (the search bench's servers start side by side), beside the
 * sources' node_modules so the native driver resolves, and removes it as it exits.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleNodeModule } from '../../scripts/node-bundle.mjs';
import type * as ServerSources from '../../src-server/server.js';

type ServerModule = typeof ServerSources;

export async function builtServer(): Promise<ServerModule> {
  const bundle = fileURLToPath(new URL(`../../dist/bench/server-${process.pid}.mjs`, import.meta.url));
  await bundleNodeModule('src-server/server.ts', bundle);
  process.once('exit', () => {
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  });
  return (await import(pathToFileURL(bundle).href)) as ServerModule;
}
