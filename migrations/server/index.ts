/**
 * Every server migration in order. A static list (not a folder scan) so the bundled desktop app
 * carries them; tests check it names exactly the numbered files of this folder.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';

export const SERVER_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': m0001,
};
