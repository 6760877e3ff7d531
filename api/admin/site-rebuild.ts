/**
 * The background site rebuild after an admin write, so a change is live within a minute
 * without a manual step. Debounced: writes in quick succession (a bulk schedule, an
 * approval) cause one build. The build (api/build-output.ts: `astro build` with this
 * process's own Node, so it runs on the project's Node 24) writes to a
 * fresh folder beside the served one, which is then swapped in with two renames, so
 * visitors never see a half-built site. A failed build is logged and the old site stays.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { runSiteBuild } from '../build-output.ts';

/** Wait this long after the last write before building, so a burst of writes builds once. */
export const REBUILD_DEBOUNCE_MS = 3_000;

/** What the Admin Management screen and the tests can know about the rebuilds. */
export interface RebuildStatus {
  /** 'idle': nothing pending; 'scheduled': waiting for the debounce; 'building': astro is running. */
  state: 'idle' | 'scheduled' | 'building';
  /** Builds finished (successfully or not) since the server started. */
  completed: number;
  /** ISO time the last successful build was swapped in, if any. */
  lastSuccessAt: string | null;
  /** The last failure's message, cleared by a success. */
  lastError: string | null;
  /** Write generation the served site includes (a write increments the requested one). */
  builtGeneration: number;
  requestedGeneration: number;
}

/** A debounced rebuild of one served site folder. */
export interface SiteRebuilder {
  /** Asks for a rebuild after the debounce. */
  request(): void;
  status(): RebuildStatus;
  /** Resolves once every requested build has finished (tests, shutdown). */
  settled(): Promise<void>;
  /** Cancels a pending build and waits for a running one. */
  close(): Promise<void>;
}

export interface RebuildOptions {
  /** The served site folder (dist/) that a finished build replaces. */
  siteDir: string;
  /** The content the build must read (passed as CONTENT_DIR). */
  contentDir: string;
  log(message: string): void;
  debounceMs?: number;
}

/** Runs the site build into `outDir`; resolves on success, rejects with the tail of its output. */
async function runAstroBuild(outDir: string, contentDir: string): Promise<void> {
  const result = await runSiteBuild({ outDir, contentDir });
  if (!result.ok) throw new Error(`astro build exited with code ${result.code}: ${result.tail.slice(-8).join('\n')}`);
}

/** Replaces `siteDir` with `next`: two renames, the old folder removed after. */
function swapIn(siteDir: string, next: string): void {
  const old = `${siteDir}.old-${process.pid}-${Date.now()}`;
  if (existsSync(siteDir)) renameSync(siteDir, old);
  renameSync(next, siteDir);
  rmSync(old, { recursive: true, force: true });
}

/**
 * Removes what an interrupted rebuild left beside `siteDir` (a half-built `.dist.next-*`
 * of about 27 MB, or a `dist.old-*` a swap did not get to delete); answers what went.
 */
export function removeRebuildLeftovers(siteDir: string): string[] {
  const parent = dirname(siteDir);
  const base = basename(siteDir);
  if (!existsSync(parent)) return [];
  const leftovers = readdirSync(parent).filter((n) => n.startsWith(`.${base}.next-`) || n.startsWith(`${base}.old-`));
  for (const name of leftovers) rmSync(join(parent, name), { recursive: true, force: true });
  return leftovers;
}

/** A debounced rebuilder of one site folder. */
export function createSiteRebuilder(options: RebuildOptions): SiteRebuilder {
  const removed = removeRebuildLeftovers(options.siteDir);
  if (removed.length > 0) options.log(`Removed what an interrupted site rebuild left behind: ${removed.join(', ')}`);
  const debounceMs = options.debounceMs ?? REBUILD_DEBOUNCE_MS;
  const status: RebuildStatus = {
    state: 'idle',
    completed: 0,
    lastSuccessAt: null,
    lastError: null,
    builtGeneration: 0,
    requestedGeneration: 0,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let waiters: (() => void)[] = [];
  let closed = false;

  const wake = () => {
    if (status.state !== 'idle') return;
    const list = waiters;
    waiters = [];
    for (const w of list) w();
  };

  async function build(): Promise<void> {
    const generation = status.requestedGeneration;
    status.state = 'building';
    const next = join(dirname(options.siteDir), `.${basename(options.siteDir)}.next-${process.pid}-${Date.now()}`);
    const started = Date.now();
    try {
      try {
        await runAstroBuild(next, options.contentDir);
      } catch (first) {
        // Two Astro builds of one project at the same moment can trip over each other's
        // temporary files (a build by hand while the server rebuilds): try once more.
        options.log(`Site rebuild failed, trying again: ${(first as Error).message.split('\n')[0]}`);
        rmSync(next, { recursive: true, force: true });
        await new Promise((r) => setTimeout(r, 2000));
        await runAstroBuild(next, options.contentDir);
      }
      swapIn(options.siteDir, next);
      status.builtGeneration = generation;
      status.lastSuccessAt = new Date().toISOString();
      status.lastError = null;
      options.log(`Site rebuilt after an admin change in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      rmSync(next, { recursive: true, force: true });
      status.lastError = (error as Error).message;
      options.log(`Site rebuild failed; the previous site is still served. ${(error as Error).message}`);
    } finally {
      status.completed++;
      status.state = 'idle';
      running = undefined;
      // Writes that arrived during the build need another one.
      if (!closed && status.requestedGeneration > generation) schedule();
      wake();
    }
  }

  function schedule(): void {
    if (closed) return;
    if (timer) clearTimeout(timer);
    if (status.state !== 'building') status.state = 'scheduled';
    timer = setTimeout(() => {
      timer = undefined;
      if (running) return; // the running build reschedules itself when it ends
      running = build();
    }, debounceMs);
    timer.unref();
  }

  return {
    request() {
      status.requestedGeneration++;
      schedule();
    },
    status: () => ({ ...status }),
    settled() {
      if (status.state === 'idle') return Promise.resolve();
      return new Promise((r) => waiters.push(r));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (running) await running;
      status.state = 'idle';
      wake();
    },
  };
}
