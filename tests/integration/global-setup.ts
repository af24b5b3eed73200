import type { TestProject } from 'vitest/node';
import { startPostgres, type RunningPostgres } from '../support/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let postgres: RunningPostgres | undefined;

/** One PostgreSQL server for the whole integration run; each suite creates its own database. */
export async function setup(project: TestProject): Promise<void> {
  postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
}

export function teardown(): void {
  postgres?.stop();
}
