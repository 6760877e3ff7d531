/**
 * The deployment a backup is taken of, or restored into: the same data directory,
 * content directory, database and keyed store `npm start` would use with this
 * environment (api/options.ts reads it, so a command run with the server's environment
 * file finds exactly the server's data), with the CLI's --data and --content on top.
 */
import { resolve } from 'node:path';
import { settingsFromEnv } from '../options.ts';
import type { StorageKind } from '../stores/drivers.ts';

export interface Deployment {
  dataDir: string;
  contentDir: string;
  /** PostgreSQL holding the records; lowdb files in dataDir when absent. */
  databaseUrl?: string;
  /** Where the keyed values are (files in dataDir, Redis, PostgreSQL). */
  storage: StorageKind;
}

/** The deployment of `env` (as `npm start` reads it), with a data or content directory given on the command line. */
export function deploymentFromEnv(
  env: Record<string, string | undefined>,
  cwd: string,
  overrides: { dataDir?: string | undefined; contentDir?: string | undefined } = {},
): Deployment {
  const { app } = settingsFromEnv(env, cwd);
  const dataDir = overrides.dataDir === undefined ? app.dataDir : resolve(cwd, overrides.dataDir);
  return {
    dataDir,
    contentDir: overrides.contentDir === undefined ? app.contentDir : resolve(cwd, overrides.contentDir),
    ...(app.databaseUrl === undefined ? {} : { databaseUrl: app.databaseUrl }),
    storage: app.storage ?? 'fs',
  };
}
