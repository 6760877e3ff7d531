/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then
 * serves the site and the API from one process on http://localhost:4321 (PORT and HOST
 * override; see docs/api.md for every variable). Ctrl-C closes it gracefully.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsFromEnv } from '../api/options.ts';
import { startServer } from '../api/server.ts';
import { describeStorage } from '../api/stores/drivers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

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
async function ensureSite(): Promise<boolean | 'stopped'> {
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

async function main(): Promise<void> {
  let settings;
  try {
    settings = settingsFromEnv(process.env, process.cwd());
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const serveSite = await ensureSite();
  if (serveSite === 'stopped') {
    console.log('Stopped during the site build.');
    process.exitCode = 1;
    return;
  }
  const server = await startServer({
    port: settings.port,
    host: settings.host,
    app: { ...settings.app, siteDir: serveSite ? dist : undefined },
  });
  // Paths inside the working directory read best relative; others in full.
  const show = (path: string) => {
    const rel = relative(process.cwd(), path);
    return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
  };
  const clock = process.env.PLATTER_NOW ? `, clock fixed at ${process.env.PLATTER_NOW}` : '';
  console.log(
    `Platter is listening on ${server.url} (${serveSite ? 'site and API' : 'API only'}; content: ${show(settings.app.contentDir)}, data: ${show(settings.app.dataDir)}, ${describeStorage(settings.app.storage ?? 'fs')}${clock})`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests and closing.`);
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      console.error('Open requests did not finish within 10 s; exiting.');
      process.exit(1);
    }, 10_000).unref();
    server.close().then(
      () => {
        console.log('Closed.');
        process.exitCode = 0;
      },
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
