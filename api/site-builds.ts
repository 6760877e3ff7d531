/**
 * One build at a time, once per content. The served site folder (dist/, or SITE_DIR) is a
 * symbolic link to a finished build in `.<name>-builds/` beside it; a build:
 * - takes a lock (`.<name>-builds/lock`, held by a live process on this machine), so the
 *   instances of a deployment that share the folder never build at the same moment;
 * - under the lock, looks at what is served: built from the same content (the git tree of
 *   the content folder, or a hash of its files when they are not committed) and newer
 *   than the site's sources, it is current and nothing is built (a restart, or a second
 *   instance, finds it so);
 * - otherwise builds into a new folder of its own, never one that is served or being
 *   built, writes what it was built from beside it, and switches the link to it in one
 *   rename, so visitors see the old site or the new one, never half of one.
 * Finished builds other than the served one and the one before it are removed. The build
 * is `astro build` with CONTENT_DIR set, or SITE_BUILD_COMMAND (the output folder is its
 * last argument).
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { git, repoPath, repoRootOf } from '../core/node/git.ts';
import { runSiteBuild, summariseBuild } from './build-output.ts';

/** The repository with astro.config.mjs: the site is built from there. */
export const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What a build was made from, kept beside it (not in it: the site must not show a path of this machine). */
export interface BuildStamp {
  /** The content: `tree:<git tree of the content folder>` or `files:<hash of its files>`. */
  content: string;
  /** The content folder it was built from (for people reading the stamp). */
  contentDir: string;
  /** When the build finished (ms since the epoch): sources changed after it make it stale. */
  builtAt: number;
}

/** What buildSite did. */
export type BuildOutcome =
  | { kind: 'current'; folder: string }
  | { kind: 'built'; folder: string; seconds: number }
  | { kind: 'failed'; error: string }
  | { kind: 'stopped' };

export interface BuildOptions {
  /** The served folder (a link to the current build). */
  siteDir: string;
  contentDir: string;
  log(message: string): void;
  /** 'inherit' shows the build's output (npm start); 'capture' keeps its tail for the error. */
  output?: 'inherit' | 'capture';
  /** Why a build is asked for (logged with it). */
  reason?: string;
  /** Stops a build in progress (Ctrl-C during npm start). */
  signal?: AbortSignal;
}

const buildsDirOf = (siteDir: string) => join(dirname(siteDir), `.${basename(siteDir)}-builds`);
const stampOf = (folder: string) => `${folder}.json`;

/** Every file under `dir` (relative, sorted), skipping dot-folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (e) =>
        e.isFile() &&
        !relative(dir, e.parentPath)
          .split(/[/\\]/)
          .some((p) => p.startsWith('.')),
    )
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/**
 * The content a build would be made from, as one key: the git tree of the content folder
 * when it is committed as it is (the same in every clone of the same commit), else a hash
 * of its files' names and bytes.
 */
export async function contentKey(contentDir: string): Promise<string> {
  const repo = await repoRootOf(contentDir);
  if (repo) {
    const prefix = repoPath(repo, contentDir);
    const dirty = (await git(repo, ['status', '--porcelain', '--untracked-files=all', '--', prefix || '.'])).trim();
    if (dirty === '') {
      const tree = (await git(repo, ['rev-parse', `HEAD:${prefix}`]).catch(() => '')).trim();
      if (tree) return `tree:${tree}`;
    }
  }
  const hash = createHash('sha256');
  for (const file of filesUnder(contentDir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(contentDir, file)));
    hash.update('\0');
  }
  return `files:${hash.digest('hex')}`;
}

/** The newest modification time of the site's sources (what a build compiles besides the content). */
export function sourcesMtime(): number {
  let newest = 0;
  for (const dir of ['site', 'core'].map((d) => join(PROJECT_ROOT, d))) {
    if (!existsSync(dir)) continue;
    for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!e.isFile() || e.parentPath.includes('node_modules') || e.parentPath.includes(join('public', 'images')))
        continue;
      newest = Math.max(newest, statSync(join(e.parentPath, e.name)).mtimeMs);
    }
  }
  for (const file of ['astro.config.mjs', 'package.json'].map((f) => join(PROJECT_ROOT, f)))
    if (existsSync(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  return newest;
}

/** The build the served folder links to, with its stamp; undefined when there is none. */
export function servedBuild(siteDir: string): { folder: string; stamp: BuildStamp | undefined } | undefined {
  try {
    if (!lstatSync(siteDir).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  const folder = join(dirname(siteDir), readlinkSync(siteDir));
  let stamp: BuildStamp | undefined;
  try {
    stamp = JSON.parse(readFileSync(stampOf(folder), 'utf8')) as BuildStamp;
  } catch {
    stamp = undefined;
  }
  return { folder, stamp };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the builds' lock, waiting while a live process holds it; answers how to give it back. */
async function lock(buildsDir: string, log: (m: string) => void, signal?: AbortSignal): Promise<() => void> {
  const file = join(buildsDir, 'lock');
  let said = false;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number | undefined;
    try {
      holder = (JSON.parse(readFileSync(file, 'utf8')) as { pid?: number }).pid;
    } catch {
      holder = undefined;
    }
    // A lock whose process is gone (killed mid-build) is taken over; one being written is waited for.
    if (holder !== undefined && !alive(holder)) {
      rmSync(file, { force: true });
      continue;
    }
    if (!said) {
      log(`Waiting for the site build of process ${holder ?? '?'} to finish (one build at a time).`);
      said = true;
    }
    if (signal?.aborted) throw new Error('stopped');
    await sleep(250);
  }
}

/**
 * Runs one build into `outDir` through api/build-output.ts (which also keeps builds of one
 * checkout apart and records the last build for the metrics); logs its summary, and
 * rejects with it when the build failed, with 'stopped' when a signal stopped it.
 */
async function runBuild(outDir: string, options: BuildOptions): Promise<void> {
  const result = await runSiteBuild({
    outDir,
    contentDir: options.contentDir,
    verbose: options.output === 'inherit',
    log: options.log,
    signal: options.signal,
  });
  if (result.stopped || options.signal?.aborted) throw new Error('stopped');
  const summary = summariseBuild(result, outDir);
  if (!result.ok) throw new Error(summary.join('\n'));
  for (const line of summary) options.log(line);
}

/** Points `siteDir` at `folder` in one rename (a real folder left by an older layout goes first). */
function switchTo(siteDir: string, folder: string): void {
  const link = join(dirname(siteDir), `.${basename(siteDir)}.link-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(relative(dirname(siteDir), folder), link);
  try {
    if (!lstatSync(siteDir).isSymbolicLink()) rmSync(siteDir, { recursive: true, force: true });
  } catch {
    // Nothing served yet.
  }
  renameSync(link, siteDir);
}

/** Removes finished builds other than `keep`, and folders without a stamp (a build that died). */
function prune(buildsDir: string, keep: readonly string[]): void {
  const entries = readdirSync(buildsDir).filter((n) => n !== 'lock' && !n.endsWith('.json'));
  const finished = entries
    .filter((n) => existsSync(stampOf(join(buildsDir, n))))
    .sort((a, b) => statSync(stampOf(join(buildsDir, b))).mtimeMs - statSync(stampOf(join(buildsDir, a))).mtimeMs);
  const kept = new Set([...keep.map((k) => basename(k)), ...finished.slice(0, 2)]);
  for (const name of entries) {
    if (kept.has(name)) continue;
    rmSync(join(buildsDir, name), { recursive: true, force: true });
    rmSync(stampOf(join(buildsDir, name)), { force: true });
  }
}

/**
 * Makes `siteDir` serve a build of `contentDir`: nothing when the served build is current,
 * else one build (under the lock) switched in at once.
 */
export async function buildSite(options: BuildOptions): Promise<BuildOutcome> {
  const buildsDir = buildsDirOf(options.siteDir);
  mkdirSync(buildsDir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = await lock(buildsDir, options.log, options.signal);
  } catch {
    return { kind: 'stopped' };
  }
  try {
    const key = await contentKey(options.contentDir);
    const served = servedBuild(options.siteDir);
    if (
      served?.stamp?.content === key &&
      served.stamp.builtAt >= sourcesMtime() &&
      existsSync(join(served.folder, 'index.html'))
    )
      return { kind: 'current', folder: served.folder };
    const id = `${key.replace(/^[a-z]+:/, '').slice(0, 12)}-${Date.now()}-${process.pid}`;
    const folder = join(buildsDir, id);
    options.log(
      `Building the site${options.reason ? ` (${options.reason})` : ''} into ` +
        `${relative(PROJECT_ROOT, folder) || folder}.`,
    );
    const started = Date.now();
    try {
      await runBuild(folder, options);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      if ((error as Error).message === 'stopped') return { kind: 'stopped' };
      return { kind: 'failed', error: (error as Error).message };
    }
    const stamp: BuildStamp = { content: key, contentDir: options.contentDir, builtAt: Date.now() };
    writeFileSync(stampOf(folder), `${JSON.stringify(stamp)}\n`);
    switchTo(options.siteDir, folder);
    prune(buildsDir, [folder, ...(served ? [served.folder] : [])]);
    return { kind: 'built', folder, seconds: (Date.now() - started) / 1000 };
  } finally {
    unlock();
  }
}

/**
 * Removes what an interrupted rebuild of an older layout left beside `siteDir` (a
 * half-built `.dist.next-*`, a `dist.old-*` a swap did not delete) and a link a switch did
 * not finish; answers what went.
 */
export function removeRebuildLeftovers(siteDir: string): string[] {
  const parent = dirname(siteDir);
  const base = basename(siteDir);
  if (!existsSync(parent)) return [];
  const leftovers = readdirSync(parent).filter(
    (n) => n.startsWith(`.${base}.next-`) || n.startsWith(`${base}.old-`) || n.startsWith(`.${base}.link-`),
  );
  for (const name of leftovers) rmSync(join(parent, name), { recursive: true, force: true });
  return leftovers;
}
