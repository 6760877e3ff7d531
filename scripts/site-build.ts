/**
 * Building the site before serving it: `npm start` and `npm run cluster` make dist/ (or
 * SITE_DIR) serve a build of content/ (or CONTENT_DIR). api/site-builds.ts does the work:
 * one build at a time under a lock, none when the served build is of the same content and
 * newer than the sources (a restart, or a second instance of a cluster, builds nothing),
 * into a new folder switched in at once. Ctrl-C stops a build in progress.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, removeRebuildLeftovers } from '../api/site-builds.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The built site served by `npm start` and the cluster: SITE_DIR, else dist/. */
export function siteDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SITE_DIR ?? join(root, 'dist'));
}

/** The content the site is built from: CONTENT_DIR, else content/. */
export function contentDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CONTENT_DIR ?? join(root, 'content'));
}

function hasPages(): boolean {
  return existsSync(join(root, 'site', 'pages'));
}

/**
 * Makes the site folder serve a build of the content, building only when it must; says
 * whether the site can be served, or 'stopped' when a signal stopped the build.
 */
export async function ensureSite(
  options: {
    siteDir?: string;
    contentDir?: string;
    log?: (line: string) => void;
    buildLog?: boolean;
    /** false: serve what is built, never build (a reader: the writer builds, once per commit). */
    build?: boolean;
  } = {},
): Promise<boolean | 'stopped'> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!hasPages()) {
    log('Note: site/pages has no pages yet, so there is no site to build; serving the API only.');
    return false;
  }
  const siteDir = options.siteDir ?? siteDirFromEnv();
  const contentDir = options.contentDir ?? contentDirFromEnv();
  if (options.build === false) {
    const ready = existsSync(join(siteDir, 'index.html'));
    if (!ready) log(`No site built in ${siteDir} yet (the writer builds it): serving the API only.`);
    return ready;
  }
  const removed = removeRebuildLeftovers(siteDir);
  if (removed.length > 0) log(`Removed what an interrupted site build left behind: ${removed.join(', ')}`);
  const stop = new AbortController();
  const forward = () => stop.abort();
  process.once('SIGINT', forward);
  process.once('SIGTERM', forward);
  try {
    const outcome = await buildSite({
      siteDir,
      contentDir,
      log,
      // PLATTER_BUILD_LOG=1: the build's whole output; else the few lines logged here.
      output: options.buildLog ? 'inherit' : 'capture',
      reason: 'its content or sources changed since the site served was built',
      signal: stop.signal,
    });
    if (outcome.kind === 'stopped') return 'stopped';
    // A build's summary ('Site built in 2.0 s: 120 pages in dist.') is logged by api/build-output.ts.
    if (outcome.kind === 'failed') {
      console.error(outcome.error);
      console.error(
        existsSync(join(siteDir, 'index.html'))
          ? 'The site build failed (see above); serving the previous build.'
          : 'The site build failed (see above); serving the API only.',
      );
    }
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
  return existsSync(join(siteDir, 'index.html'));
}
