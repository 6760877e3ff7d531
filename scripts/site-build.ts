/**
 * Building the site before serving it: `npm start` and `npm run cluster` build dist/ (or
 * SITE_DIR) from content/ (or CONTENT_DIR) when it is missing, older than its sources, or
 * built from another content directory, passing on Ctrl-C to the build. The build process
 * (and the summary of its output) is api/build-output.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSiteBuild, summariseBuild } from '../api/build-output.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The built site served by `npm start` and the cluster: SITE_DIR, else dist/. */
export const DIST = resolve(process.env.SITE_DIR ?? join(root, 'dist'));
const dist = DIST;
/** The content the site is built from: CONTENT_DIR, else content/. */
const contentDir = resolve(process.env.CONTENT_DIR ?? join(root, 'content'));
/** Which content a build was made from, kept beside it (not in it: the site must not show a path of this machine). */
const stampFile = `${dist}-build.json`;

function builtFrom(): string | undefined {
  try {
    return (JSON.parse(readFileSync(stampFile, 'utf8')) as { content?: string }).content;
  } catch {
    return undefined;
  }
}

/**
 * The newest modification time of any file under `dir` (0 when there is none), git's own
 * files left out: a reader's `git pull` touches .git/FETCH_HEAD on every start and poll,
 * which is no change of the content.
 */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    if (/(^|[\\/])\.git([\\/]|$)/.test(relative(dir, entry.parentPath))) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function hasPages(): boolean {
  const pages = join(root, 'site', 'pages');
  return (
    existsSync(pages) &&
    readdirSync(pages, { recursive: true }).some((f) => /\.(astro|md|mdx|html|ts|js)$/.test(String(f)))
  );
}

/** How ensureSite reports. */
export interface EnsureSiteOptions {
  /** Print astro's whole output (PLATTER_BUILD_LOG=1) instead of a few lines about it. */
  verbose?: boolean;
  log?: (line: string) => void;
}

/** Builds the site if needed; says whether dist/ can be served, or 'stopped' when a signal stopped the build. */
export async function ensureSite(options: EnsureSiteOptions = {}): Promise<boolean | 'stopped'> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!hasPages()) {
    log('Note: site/pages has no pages yet, so there is no site to build; serving the API only.');
    return false;
  }
  const built = newestMtime(dist);
  const sources = Math.max(...[join(root, 'site'), join(root, 'core'), contentDir].map((d) => newestMtime(d)));
  const sameContent =
    builtFrom() === contentDir || (builtFrom() === undefined && contentDir === resolve(root, 'content'));
  if (built > 0 && built >= sources && sameContent) return true;
  const why =
    built === 0
      ? 'it is missing'
      : sameContent
        ? 'sources changed since the last build'
        : 'it was built from other content';
  log(`Building the site (${why}): astro build${options.verbose ? '' : ', a summary at the end'}`);
  // Ctrl-C (or SIGTERM) during the build stops it, and `npm start` with it.
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const result = await runSiteBuild({
    outDir: dist,
    contentDir,
    verbose: options.verbose ?? false,
    log,
    signal: stopped.signal,
  });
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  if (result.stopped) return 'stopped';
  for (const line of summariseBuild(result, dist)) log(line);
  if (result.ok) writeFileSync(stampFile, JSON.stringify({ content: contentDir }));
  else log(existsSync(join(dist, 'index.html')) ? 'Serving the previous build.' : 'Serving the API only.');
  return existsSync(join(dist, 'index.html'));
}
