/**
 * Before the end-to-end suites: the browser host and the standalone server bundled from the sources,
 * each into one file the tests start (support/processes.ts) — made on every run, so never stale.
 */
import { dirname, join } from 'node:path';
import { bundleNodeModule } from '../../../scripts/node-bundle.mjs';
import { BUNDLES } from './processes.js';

export default async function globalSetup(): Promise<void> {
  await Promise.all([
    bundleNodeModule('src-main/host/main.ts', BUNDLES.host, ['electron']),
    // The host's pull reads long pulls' pages on this worker, beside its bundle (src-main/sync/pull-page-reader.ts).
    bundleNodeModule('src-main/sync/pull-page-worker.ts', join(dirname(BUNDLES.host), 'pull-page-worker.js')),
    // And a replica's upgrade on this one (src-main/replica/upgrade.ts).
    bundleNodeModule('src-main/replica/upgrade-worker.ts', join(dirname(BUNDLES.host), 'replica-upgrade-worker.js')),
    bundleNodeModule('src-server/main.ts', BUNDLES.server),
  ]);
}
