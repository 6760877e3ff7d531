/**
 * Building the site before serving it: `npm start` and `npm run cluster` build dist/ when
 * it is missing or older than its sources, passing on Ctrl-C to the build.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The built site served by `npm start` and the cluster. */
export const DIST = join(root, 'dist');
const dist = DIST;

/** The newest modification time of any file under `dir` (0 when there is none). */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function hasPages(): boolean {
  const pages = join(root, 'site', 'pages');
  return existsSync(pages) && readdirSync(pages, { recursive: true }).some((f) => /\.(astro|md|mdx|html|ts|js)$/.test(String(f)));
}

/**
 * Runs `npx astro build`, passing on SIGINT and SIGTERM so that stopping `npm start`
 * mid-build never leaves a build running on its own. Resolves with the exit code.
 */
function build(): Promise<{ code: number | null; stopped: boolean }> {
  const child = spawn('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.once('error', () => resolve({ code: null, stopped: false }));
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, stopped: signal !== null });
    });
  });
}

/** Builds the site if needed; says whether dist/ can be served, or 'stopped' when a signal stopped the build. */
export async function ensureSite(): Promise<boolean | 'stopped'> {
  if (!hasPages()) {
    console.log('Note: site/pages has no pages yet, so there is no site to build; serving the API only.');
    return false;
  }
  const built = newestMtime(dist);
  const sources = Math.max(...['site', 'content', 'core'].map((d) => newestMtime(join(root, d))));
  if (built > 0 && built >= sources) return true;
  console.log(built === 0 ? 'Building the site (dist/ is missing): npx astro build' : 'Building the site (sources changed since the last build): npx astro build');
  const result = await build();
  if (result.stopped) return 'stopped';
  if (result.code !== 0) {
    console.error(existsSync(dist) ? 'The site build failed (see above); serving the previous build.' : 'The site build failed (see above); serving the API only.');
  }
  return existsSync(join(dist, 'index.html'));
}

