/**
 * better-sqlite3's addon for Electron (design.md pitfall): the Node build in node_modules does not
 * load in Electron's Node. A packaged app's node_modules is rebuilt for Electron by
 * electron-builder, so it needs nothing; in development the start script builds the Electron one
 * into a folder of its own, found here (or named by BETTER_SQLITE3_BINDING).
 */
import { join } from 'node:path';

export const DEV_BINDING = join('native', 'electron', 'better_sqlite3.node');

export interface BindingContext {
  isPackaged: boolean;
  appPath: string;
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
}

export function nativeBindingPath(context: BindingContext): string | undefined {
  if (context.env.BETTER_SQLITE3_BINDING) return context.env.BETTER_SQLITE3_BINDING;
  if (context.isPackaged) return undefined;
  const dev = join(context.appPath, DEV_BINDING);
  if (!context.exists(dev)) throw new Error(`better-sqlite3 has no Electron build at ${dev}: build it first (see the start script)`);
  return dev;
}
