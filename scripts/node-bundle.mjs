// One way to bundle a Node entry point of ours into a single ES module: the Electron main process
// (`npm run build`) and the browser host the end-to-end suites start (a bundle starts in 0.7 s on
// 0.75 s of CPU; the same host through the TypeScript loader takes 1.2 s and 1.8 s). Native and
// Electron-only modules stay outside the bundle.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** esbuild options every bundle of ours shares. */
export const NODE_BUNDLE = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning', absWorkingDir: root };

/** Bundles `entry` (relative to the repository) into the ES module `outfile`. */
export async function bundleNodeModule(entry, outfile, external = []) {
  await build({
    ...NODE_BUNDLE,
    entryPoints: [entry],
    outfile,
    format: 'esm',
    // CommonJS dependencies bundled into an ES module still call require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    external: ['better-sqlite3', 'pg-native', ...external],
  });
}
