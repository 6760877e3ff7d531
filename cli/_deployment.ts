/**
 * The deployment `platter backup` and `platter restore` work on: what `npm start` would
 * use with this environment (DATA_DIR, CONTENT_DIR, DATABASE_URL, REDIS_URL, STORAGE;
 * api/backup/deployment.ts), with --data and an explicit --content on top. Run with the
 * server's environment file, a command finds exactly the server's data.
 */
import type { Command } from 'commander';
import { type Deployment, deploymentFromEnv } from '../api/backup/deployment.ts';
import { CliError } from './_errors.ts';

/** The deployment of this command's environment and options. */
export function deploymentFor(cmd: Command): Deployment {
  const { data, content } = cmd.optsWithGlobals<{ data?: string; content?: string }>();
  // The global --content has a default ('content'); only a --content typed out overrides CONTENT_DIR.
  const contentGiven = cmd.getOptionValueSourceWithGlobals('content') === 'cli';
  try {
    return deploymentFromEnv(process.env, process.cwd(), {
      dataDir: data,
      contentDir: contentGiven ? content : undefined,
    });
  } catch (error) {
    throw new CliError(`the environment is not one the server would start with: ${(error as Error).message}`);
  }
}
