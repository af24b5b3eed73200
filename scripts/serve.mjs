// `npm run serve`: the standalone API server, run from one file esbuild bundles from the sources on
// every start (about a second), as the desktop runs its embedded server. Run from the sources
// through tsx instead, every function made at run time was named by a defineProperty call (tsx gives
// esbuild `keepNames`): about 2 % of an order's server CPU went to naming closures (bench/issue-21-pg.md, round 13).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleNodeModule } from './node-bundle.mjs';

const bundle = fileURLToPath(new URL('../dist/server/main.mjs', import.meta.url));
await bundleNodeModule('src-server/main.ts', bundle);
// Stack traces in the log name the sources' files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
