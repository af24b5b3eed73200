// Builds better-sqlite3 for Electron into native/electron/better_sqlite3.node (design.md pitfall:
// the Node build in node_modules, which the tests use, does not load in Electron, and the
// Electron build does not load in Node). The main process opens its databases with this binding.
// Packaged apps need none of this: electron-builder rebuilds their node_modules for Electron.
import { rebuild } from '@electron/rebuild';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version;
const target = join(root, 'native/electron/better_sqlite3.node');
const stamp = join(root, 'native/electron', `electron-${electronVersion}`);

if (existsSync(target) && existsSync(stamp)) process.exit(0);
const work = join(root, 'native/electron/work');
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, 'node_modules'), { recursive: true });
cpSync(join(root, 'node_modules/better-sqlite3'), join(work, 'node_modules/better-sqlite3'), { recursive: true });
cpSync(join(root, 'package.json'), join(work, 'package.json'));
await rebuild({ buildPath: work, electronVersion, onlyModules: ['better-sqlite3'], force: true });
cpSync(join(work, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'), target);
cpSync(target, stamp);
rmSync(work, { recursive: true, force: true });
console.log(`better-sqlite3 built for Electron ${electronVersion}`);
