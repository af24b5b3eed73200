// `npm run build`: the screens (Vite) into dist/renderer, and the Electron main process and preload
// (esbuild) into dist/main/electron. The main process is one ESM bundle; native and Electron-only
// modules stay outside it. The sandboxed preload must be a single CommonJS file.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleNodeModule, NODE_BUNDLE } from './node-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

run(process.execPath, [fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)), 'build']);

await bundleNodeModule('src-main/electron/main.ts', 'dist/main/electron/main.js', ['electron']);
// The pull's page reader starts this beside the main bundle (src-main/sync/pull-page-reader.ts).
await bundleNodeModule('src-main/sync/pull-page-worker.ts', 'dist/main/electron/pull-page-worker.js');
// A replica's upgrade runs on this one, beside the main bundle too (src-main/replica/upgrade.ts).
await bundleNodeModule('src-main/replica/upgrade-worker.ts', 'dist/main/electron/replica-upgrade-worker.js');

await build({
  ...NODE_BUNDLE,
  entryPoints: ['src-main/electron/preload.ts'],
  outfile: 'dist/main/electron/preload.cjs',
  format: 'cjs',
  external: ['electron'],
});

console.log('built dist/renderer and dist/main/electron');
