/**
 * The background site rebuild after a content change (an admin write, a pulled commit),
 * so a change is live within a minute without a manual step. Debounced: changes in quick
 * succession (a bulk schedule, an approval) cause one build. The build itself is
 * api/site-builds.ts's: under the builds' lock, into a new folder switched in at once, and
 * none at all when the served build is already of this content. A failed build is logged
 * and the old site stays.
 */
import { buildSite, PROJECT_ROOT, removeRebuildLeftovers } from '../site-builds.ts';

export { PROJECT_ROOT, removeRebuildLeftovers };

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
    const run = () =>
      buildSite({
        siteDir: options.siteDir,
        contentDir: options.contentDir,
        log: options.log,
        reason: 'content changed',
      });
    try {
      let outcome = await run();
      if (outcome.kind === 'failed') {
        // A build by hand of the same project at the same moment (outside the lock) can trip this one: once more.
        options.log(`Site rebuild failed, trying again: ${outcome.error.split('\n')[0]}`);
        await new Promise((r) => setTimeout(r, 2000));
        outcome = await run();
      }
      if (outcome.kind === 'failed' || outcome.kind === 'stopped') {
        const message = outcome.kind === 'failed' ? outcome.error : 'the build was stopped';
        status.lastError = message;
        options.log(`Site rebuild failed; the previous site is still served. ${message}`);
      } else {
        status.builtGeneration = generation;
        status.lastSuccessAt = new Date().toISOString();
        status.lastError = null;
        if (outcome.kind === 'built')
          options.log(`Site rebuilt after a content change in ${outcome.seconds.toFixed(1)} s.`);
      }
    } catch (error) {
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
