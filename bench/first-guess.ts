/** The first guess on / with Lighthouse's mobile profile, in Chromium (part of bench/site.ts): page ready, first
 * suggestion, first scored row and the bytes after the tap.
 */
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { asReturningPlayer } from './islands.ts';

/** Lighthouse's mobile profile (issue #13): 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
export const MOBILE_PROFILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
/** Issue #13's targets for the first guess. */
export const FIRST_GUESS_TARGETS = { suggestionMs: 150, rowMs: 800, bytesAfterTapKb: 20 };
/** What the bench types, and the dish it guesses (the first suggestion of the text). */
export const TYPED = 'Sush';
export const GUESS = 'Sushi';
/** The game's prompt once the day is ready (player.md, word for word). */
const PROMPT = 'Type any food below to start!';

/** BENCH_FG_DEBUG=1 prints each run's downloads, long tasks and long animation frames; BENCH_FG_DEBUG=profile
 * also a CPU profile of the tap and of Enter (the profiler slows the page: its runs' times are not comparable).
 */
const DEBUG = Boolean(process.env.BENCH_FG_DEBUG);
const PROFILE = process.env.BENCH_FG_DEBUG === 'profile';
/** BENCH_FG_TRACE=/some/prefix writes a Chromium trace of each first guess, tap to row, for chrome://tracing or
 * the DevTools performance panel (the browser's own work: events, style, layout, paint, garbage collection).
 */
const TRACE = process.env.BENCH_FG_TRACE;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'];

/** The functions that took the most time in a CPU profile: [name file:line, ms]. */
function topSelf(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}): string {
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anon)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return JSON.stringify(
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([k, v]) => [k, Math.round(v)]),
  );
}

export interface FirstGuess {
  /** From navigation to the prompt 'Type any food below to start!'. */
  readyMs: number;
  /** From the first keystroke to the first suggestion on screen. */
  suggestionMs: number;
  /** From the tap to Enter (the typing, and the list catching up with it). */
  enterMs: number;
  /** The tap-to-Enter time in parts, ms: to the first key, typing, until the dish tops the list, until Enter. */
  split: { toFirstKey: number; typing: number; toTop: number; toEnter: number };
  /** From Enter to the scored row (what the game itself takes). */
  rowAfterEnterMs: number;
  /** From the tap on the input to the first scored row on the board. */
  rowMs: number;
  /** Bytes received (as sent, compressed) from the tap until the network is quiet after the scored row: of a
   * download under way at the tap, what arrives after it.
   */
  bytesAfterTap: number;
}

/**
 * One first guess on / with the mobile profile: the page loads, the player taps the
 * input as soon as the prompt shows, types 'Sush' at 10 keys a second, and presses
 * Enter when Sushi is first on the list. A cold run uses a fresh profile; a warm one reloads in
 * the same profile (HTTP cache, service worker and localStorage kept).
 */
export async function firstGuess(browser: Browser, url: string, warm: boolean): Promise<FirstGuess> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  // The cookie banner and How to Play stay shut: the bench measures the game.
  await asReturningPlayer(context);
  // When the prompt first shows, by the page's clock: asked for after it shows, the answer
  // would wait behind whatever the page does next (the search index built in idle time).
  await context.addInitScript((prompt) => {
    const w = window as unknown as { __ready?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.prompt')?.textContent?.includes(prompt)) return;
      w.__ready = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, PROMPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latency,
    downloadThroughput: MOBILE_PROFILE.downloadThroughput,
    uploadThroughput: MOBILE_PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  let counting = false;
  let bytesAfterTap = 0;
  const urls = new Map<string, string>();
  const started = new Map<string, number>();
  let t0 = 0;
  // Requests under way, and when the network last did anything (to wait for it to be quiet).
  const inFlight = new Set<string>();
  let lastActivity = 0;
  const settle = (id: string) => {
    inFlight.delete(id);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId));
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
    urls.set(e.requestId, e.request.url);
    t0 ||= e.timestamp;
    started.set(e.requestId, e.timestamp);
  });
  // A download under way at the tap counts only with what arrives after it.
  const beforeTap = new Map<string, number>();
  cdp.on('Network.dataReceived', (e) => {
    if (!counting) beforeTap.set(e.requestId, (beforeTap.get(e.requestId) ?? 0) + e.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    settle(e.requestId);
    if (counting) bytesAfterTap += Math.max(0, e.encodedDataLength - (beforeTap.get(e.requestId) ?? 0));
    if (DEBUG && !warm)
      console.log(
        counting ? '  after tap:' : '  before tap:',
        new URL(urls.get(e.requestId) ?? 'about:blank').pathname,
        e.encodedDataLength,
        Math.round(((started.get(e.requestId) ?? 0) - t0) * 1000),
        Math.round((e.timestamp - t0) * 1000),
      );
  });
  const prompt = page.getByText(PROMPT);
  if (warm) {
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    // Warm means the service worker's precache too: until its install has fetched the game's
    // files, the measured load would share the slow network with it (the page's network going
    // quiet says nothing of the worker's).
    await page.evaluate(async () => void (await navigator.serviceWorker?.ready));
    // Clear the day's progress only: the caches stay warm.
    await page.evaluate(() => localStorage.removeItem('platter_progress'));
  }
  await page.goto(`${url}/`, { waitUntil: 'commit' });
  await prompt.waitFor();
  const readyMs = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
  // Every moment is taken in the page, by its own clock: the harness's round trips to a
  // throttled browser are not the player's.
  await page.evaluate((guess) => {
    const w = window as unknown as {
      __fg: { tap?: number; key?: number; last?: number; enter?: number; option?: number; top?: number; row?: number };
    };
    w.__fg = {};
    document.addEventListener('pointerdown', () => (w.__fg.tap ??= performance.now()), { capture: true });
    document.addEventListener('touchstart', () => (w.__fg.tap ??= performance.now()), { capture: true });
    document.addEventListener(
      'keydown',
      (e) => {
        w.__fg.key ??= performance.now();
        if (e.key === 'Enter') w.__fg.enter ??= performance.now();
        else w.__fg.last = performance.now();
      },
      { capture: true },
    );
    // Long tasks (start, duration), and long animation frames (start, duration, style and layout, the scripts),
    // for BENCH_FG_DEBUG.
    const longTasks: [number, number][] = ((w as unknown as { __lt: [number, number][] }).__lt = []);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    const frames: unknown[] = ((w as unknown as { __loaf: unknown[] }).__loaf = []);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        renderStart: number;
        styleAndLayoutStart: number;
        scripts: { invoker: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[];
      })[])
        frames.push([
          Math.round(e.startTime),
          Math.round(e.duration),
          // Time spent rendering (style, layout, paint set-up) at the end of the frame, and its style and layout part.
          Math.round(e.startTime + e.duration - (e.renderStart || e.startTime + e.duration)),
          Math.round(e.startTime + e.duration - (e.styleAndLayoutStart || e.startTime + e.duration)),
          e.scripts.map((s) => `${s.invoker} ${s.sourceURL.split('/').pop()} ${Math.round(s.duration)}`),
        ]);
    }).observe({ type: 'long-animation-frame', buffered: true });
    new MutationObserver(() => {
      if (w.__fg.option === undefined && document.querySelector('[role="option"]')) w.__fg.option = performance.now();
      if (w.__fg.top === undefined && document.querySelector('[role="option"]')?.textContent?.includes(guess))
        w.__fg.top = performance.now();
      if (w.__fg.row === undefined && document.querySelector('tr[data-guess]')) w.__fg.row = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }, GUESS);
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // The player acts with raw touches and keys, as a person does: a locator action would run
  // Playwright's selector engine and actionability checks in the page (at 4x CPU, tens of ms
  // per action) between the tap and the row, and count them as the game's time.
  const box = await page.getByRole('combobox').boundingBox();
  if (!box) throw new Error('The guess input is not on screen.');
  // Resolves, in the page, on the first frame after `key` has a time (set by the observer
  // above): when the player can see it. Fails after 10 s (the tap or the typing missed the input).
  const seen = (key: 'top' | 'row') =>
    page.evaluate(
      (k) =>
        new Promise<void>((resolve, reject) => {
          const w = window as unknown as { __fg: Record<string, number | undefined> };
          const until = performance.now() + 10_000;
          const check = () => {
            if (w.__fg[k] !== undefined) resolve();
            else if (performance.now() > until) reject(new Error(`the first guess never reached '${k}'`));
            else requestAnimationFrame(check);
          };
          check();
        }),
      key,
    );
  if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  counting = true;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  if (PROFILE) {
    // Where the time to the first key goes: a profile of the tap and that key only.
    await page.keyboard.type(TYPED.slice(0, 1));
    console.log('  tap to first key, self ms', topSelf((await cdp.send('Profiler.stop')).profile));
    await page.keyboard.type(TYPED.slice(1), { delay: 100 });
  } else await page.keyboard.type(TYPED, { delay: 100 });
  // The player presses Enter once the dish is first on the list (the list follows the typing after a debounce).
  await seen('top');
  if (PROFILE) await cdp.send('Profiler.start');
  await page.keyboard.press('Enter');
  await seen('row');
  if (PROFILE) console.log('  Enter to row, self ms', topSelf((await cdp.send('Profiler.stop')).profile));
  if (TRACE) writeFileSync(`${TRACE}-${warm ? 'warm' : 'cold'}-${Date.now()}.json`, await browser.stopTracing());
  // What the tap set off and had not finished by the row (pictures of the list, chunks
  // loading in idle time) counts too: the bytes are counted until the network has been
  // quiet for half a second (at most 10 s).
  for (
    const until = Date.now() + 10_000;
    Date.now() < until && (inFlight.size > 0 || Date.now() - lastActivity < 500);
  )
    await new Promise((r) => setTimeout(r, 50));
  counting = false;
  const fg = await page.evaluate(
    () =>
      (
        window as unknown as {
          __fg: { tap: number; key: number; last: number; enter: number; option: number; top: number; row: number };
        }
      ).__fg,
  );
  if (DEBUG) {
    const lt = await page.evaluate(() => (window as unknown as { __lt: [number, number][] }).__lt);
    console.log(
      '  fg',
      JSON.stringify(Object.fromEntries(Object.entries(fg).map(([k, v]) => [k, Math.round(v - fg.tap)]))),
      'longtasks from tap',
      JSON.stringify(lt.map(([s, d]) => [Math.round(s - fg.tap), Math.round(d)])),
    );
    // Long animation frames from the tap: [start, duration, rendering, style and layout, scripts].
    const frames = await page.evaluate(() => (window as unknown as { __loaf: [number, ...unknown[]][] }).__loaf);
    for (const f of frames.filter((f) => f[0] >= fg.tap - 50))
      console.log('  frame', JSON.stringify([f[0] - Math.round(fg.tap), ...f.slice(1)]));
  }
  await context.close();
  return {
    readyMs,
    suggestionMs: Math.max(0, fg.option - fg.key),
    enterMs: fg.enter - fg.tap,
    rowMs: fg.row - fg.tap,
    rowAfterEnterMs: fg.row - fg.enter,
    bytesAfterTap,
    // Where the time from the tap to Enter goes: to the first key, the typing, the list (the spec's debounce), the
    // player's reaction.
    split: {
      toFirstKey: fg.key - fg.tap,
      typing: fg.last - fg.key,
      toTop: fg.top - fg.last,
      toEnter: fg.enter - fg.top,
    },
  };
}
