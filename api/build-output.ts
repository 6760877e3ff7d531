/**
 * Running one site build process (`astro build`) and what it prints: the one function
 * every build goes through, at `npm start` and `npm run cluster` when the site is stale
 * (scripts/site-build.ts) and after an admin change (api/admin/site-rebuild.ts). Astro
 * prints a line per page, thousands of them; here its output is kept and summarised in a
 * line or two (how long, how many pages, how many warnings), the whole of it passed
 * through only when asked (PLATTER_BUILD_LOG=1), and its last lines shown when it fails.
 * Each build's duration is remembered for /api/metrics (api/metrics.ts). Deciding when to
 * build and where the result goes is the callers' business.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileLockTimeoutError, withFileLock } from './stores/file-lock.ts';

/** The repository with astro.config.mjs: the site is built from there. */
export const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Lines of a failed build's output shown with the failure. */
const FAILURE_TAIL_LINES = 15;

export interface SiteBuildOptions {
  /** Where the built site goes (astro's --outDir). */
  outDir: string;
  /** The content it is built from (passed to astro as CONTENT_DIR). */
  contentDir: string;
  /** Pass astro's whole output through as it comes (PLATTER_BUILD_LOG=1), instead of a summary. Default false. */
  verbose?: boolean;
  /** Where the summary (or, verbose, every line) goes. Default nowhere. */
  log?: (line: string) => void;
  /** Stops the build (Ctrl-C during `npm start`). */
  signal?: AbortSignal;
}

/** What one build did. */
export interface SiteBuildResult {
  ok: boolean;
  /** Stopped by a signal (Ctrl-C during `npm start`). */
  stopped: boolean;
  /** astro's exit code (null when it could not start or was stopped). */
  code: number | null;
  seconds: number;
  /** Pages written (the `index.html` and other .html files of the output). */
  pages: number;
  /** Lines of astro's output that warn. */
  warnings: number;
  /** The last lines of its output (for a failure's message). */
  tail: string[];
}

/** The last build of this process, for the metrics. */
export interface LastSiteBuild {
  ok: boolean;
  seconds: number;
  /** When it finished (ms since the epoch). */
  finishedAt: number;
}

let last: LastSiteBuild | undefined;

/** The last build this process ran, if any. */
export function lastSiteBuild(): LastSiteBuild | undefined {
  return last;
}

/** How many .html files a built site holds. */
function countPages(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
}

const WARNING = /\[WARN\]|\bwarn(ing)?\b/i;
// Astro colours its output when it thinks a terminal reads it; the summary counts plain text.
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Two builds of one checkout at once trip over each other's files under .astro/ (the
 * instances of one host starting together): a build holds this lock, and another waits.
 * A lock whose process is gone is taken over at once; a live one is waited for.
 */
const BUILD_LOCK = join(PROJECT_ROOT, '.astro', 'site-build');
const BUILD_LOCK_WAIT_MS = 30 * 60_000;

/**
 * Runs `astro build --outDir <outDir>` on `contentDir` with this process's Node, one build
 * of this checkout at a time; never rejects.
 */
export async function runSiteBuild(options: SiteBuildOptions): Promise<SiteBuildResult> {
  mkdirSync(dirname(BUILD_LOCK), { recursive: true });
  const locked = { timeoutMs: BUILD_LOCK_WAIT_MS, staleMs: BUILD_LOCK_WAIT_MS };
  try {
    return await withFileLock(BUILD_LOCK, () => runLocked(options), { ...locked, timeoutMs: 200 });
  } catch (error) {
    if (!(error instanceof FileLockTimeoutError)) throw error;
  }
  options.log?.('Waiting for another site build of this checkout to finish (one at a time).');
  const started = performance.now();
  try {
    return await withFileLock(BUILD_LOCK, () => runLocked(options), locked);
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    return { ok: false, stopped: false, code: null, seconds, pages: 0, warnings: 0, tail: [(error as Error).message] };
  }
}

/**
 * The command that builds the site into `outDir`: SITE_BUILD_COMMAND (the output folder
 * appended as its last argument; `node` is this process's Node), else astro build.
 */
function buildCommand(outDir: string): { command: string; args: string[] } {
  const custom = process.env.SITE_BUILD_COMMAND?.trim();
  if (custom) {
    const [first, ...rest] = custom.split(/\s+/);
    return { command: first === 'node' ? process.execPath : first!, args: [...rest, outDir] };
  }
  const astroBin = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return { command: process.execPath, args: [astroBin, 'build', '--outDir', outDir] };
}

function runLocked(options: SiteBuildOptions): Promise<SiteBuildResult> {
  const log = options.log ?? (() => {});
  const { command, args } = buildCommand(options.outDir);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: PROJECT_ROOT,
    // No usage data sent from a server, and no notice about it in the log.
    env: { ...process.env, CONTENT_DIR: options.contentDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let warnings = 0;
  let tail: string[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.replace(ANSI, '').trimEnd();
      if (options.verbose) log(line);
      if (line.trim() === '') continue;
      if (WARNING.test(line)) warnings++;
      tail.push(line);
      if (tail.length > FAILURE_TAIL_LINES * 4) tail = tail.slice(-FAILURE_TAIL_LINES);
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const stop = () => child.kill('SIGTERM');
  options.signal?.addEventListener('abort', stop, { once: true });
  return new Promise((resolve) => {
    const finish = (code: number | null, stopped: boolean) => {
      options.signal?.removeEventListener('abort', stop);
      if (partial.trim() !== '') tail.push(partial.replace(ANSI, '').trimEnd());
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      const result: SiteBuildResult = {
        ok,
        stopped,
        code,
        seconds,
        pages: ok ? countPages(options.outDir) : 0,
        warnings,
        tail: tail.slice(-FAILURE_TAIL_LINES),
      };
      if (!stopped) last = { ok, seconds, finishedAt: Date.now() };
      resolve(result);
    };
    child.once('error', (error) => {
      tail.push(error.message);
      finish(null, false);
    });
    child.once('exit', (code, signal) => finish(code, signal !== null || options.signal?.aborted === true));
  });
}

/**
 * The few lines `npm start` prints about a build: how long, how many pages and where, how
 * many warnings; for a failure, its last lines.
 */
export function summariseBuild(result: SiteBuildResult, outDir: string, cwd = process.cwd()): string[] {
  const rel = relative(cwd, outDir);
  const where = rel === '' || rel.startsWith('..') ? outDir : rel;
  const seconds = `${result.seconds.toFixed(1)} s`;
  if (result.stopped) return [`The site build was stopped after ${seconds}.`];
  if (!result.ok) {
    return [
      `The site build failed (${result.code === null ? 'it could not run' : `exit code ${result.code}`}) ` +
        `after ${seconds}; its last lines:`,
      ...result.tail.map((line) => `  ${line}`),
      'PLATTER_BUILD_LOG=1 prints its whole output.',
    ];
  }
  const lines = [`Site built in ${seconds}: ${result.pages} pages in ${where}.`];
  if (result.warnings > 0)
    lines.push(
      `The build printed ${result.warnings} warning line${result.warnings === 1 ? '' : 's'}; ` +
        'PLATTER_BUILD_LOG=1 prints its whole output.',
    );
  return lines;
}
