/**
 * Where the browser host keeps its data when `APP_DATA_DIR` does not say: the same user data folder
 * the Electron shell uses (the platform's application data folder, then the product's name), so
 * both ways of running the app on one computer share its database and replicas.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_NAME } from '../../src-shared/constants/house.js';

export function appDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return env.APPDATA ?? join(home, 'AppData', 'Roaming');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support');
  return env.XDG_CONFIG_HOME ?? join(home, '.config');
}

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(appDataDir(process.platform, env, homedir()), PRODUCT_NAME);
}
