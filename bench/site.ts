/**
 * `node bench/site.ts`: page weight and speed of / and /archive in real Chromium.
 *
 * 1. JavaScript bytes on first load: every script the page fetches until the network is
 *    idle (the island chunks loaded after first paint included), as the server sent it
 *    and gzip-compressed at level 9 (the figure the 90 KB target is stated in).
 * 2. Paint figures from the browser's own performance entries, medians of 5 cold loads
 *    without throttling: LCP, CLS, and total blocking time from long tasks.
 * 3. Lighthouse's mobile and desktop performance scores, LCP, TBT and CLS (medians of 5)
 *    when the `lighthouse` package resolves; otherwise a note says how to get them.
 *
 * The site is served from dist/ (built first when missing) by the same server as
 * `npm start`, on a free port, with data in a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../api/server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const PAGES = ['/', '/archive'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The target of issue #5: JavaScript on first load of /, gzip. */
const JS_TARGET_KB = 90;
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function chromiumPath(): string {
  for (const c of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (c && existsSync(c)) return c;
  throw new Error('No Chromium found: install one with `apt-get install chromium` or set CHROMIUM_PATH.');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface JsWeight {
  files: number;
  raw: number;
  gzip: number;
  /** Bytes as sent (the server's own compression, headers excluded). */
  sent: number;
}

/** The scripts a cold load of `url` fetches until the network is idle. */
async function jsWeight(browser: Browser, url: string): Promise<JsWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, { url: string; type: string }>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = types.get(e.requestId);
    if (r && r.type === 'Script') scripts.set(r.url, e.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  // Inline scripts count too: they are part of the HTML the browser must parse and run.
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n'));
  raw += Buffer.byteLength(inline);
  gzip += gzipSync(inline, { level: 9 }).length;
  for (const [src, encoded] of scripts) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    sent += encoded;
  }
  await context.close();
  return { files: scripts.size, raw, gzip, sent };
}

interface Vitals {
  lcp: number;
  cls: number;
  tbt: number;
}

/** LCP, CLS and blocking time of one cold load, from the page's own performance entries. */
async function vitals(browser: Browser, url: string): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __v: Vitals };
    w.__v = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__v.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => {
        const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) w.__v.cls += shift.value;
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__v.tbt += Math.max(0, e.duration - 50)))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const v = await page.evaluate(() => (window as unknown as { __v: Vitals }).__v);
  await context.close();
  return v;
}

interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> } } | undefined>;

async function loadLighthouse(): Promise<LighthouseFn | undefined> {
  try {
    const name = 'lighthouse';
    const mod = (await import(name)) as { default: LighthouseFn };
    return mod.default;
  } catch {
    return undefined;
  }
}

/** Medians of RUNS Lighthouse runs against a Chromium with a debugging port. */
async function lighthouseRuns(lighthouse: LighthouseFn, url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROME_ARGS, `--remote-debugging-port=${port}`] });
  const runs: LighthouseFigures[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js' as string)).default : undefined;
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
      if (!result) continue;
      const a = result.lhr.audits;
      runs.push({
        score: Math.round(result.lhr.categories.performance.score * 100),
        lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: a['total-blocking-time']?.numericValue ?? NaN,
        cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
  } finally {
    await browser.close();
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('dist/ is missing: building the site first (npx astro build)');
    const build = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The site build failed; fix it, then run the bench again.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'platter-bench-site-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    app: { contentDir: process.env.CONTENT_DIR ?? join(ROOT, 'content'), dataDir, siteDir: DIST, storage: 'memory', rateLimit: false, silent: true },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_ARGS });
  try {
    console.log(`Site bench: ${server.url}, Chromium ${browser.version()}, ${RUNS} cold loads per figure.\n`);
    for (const path of PAGES) {
      const url = server.url + path;
      const weight = await jsWeight(browser, url);
      const runs: Vitals[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await vitals(browser, url));
      const target = path === '/' ? ` (target <= ${JS_TARGET_KB} KB: ${weight.gzip / 1024 <= JS_TARGET_KB ? 'met' : 'MISSED'})` : '';
      console.log(`${path}`);
      console.log(`  JavaScript on first load: ${weight.files} files, ${kb(weight.raw)} raw, ${kb(weight.gzip)} gzip${target}, ${kb(weight.sent)} as sent`);
      console.log(
        `  Browser timings, phone viewport, no throttling (median of ${RUNS}): LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}, blocking time ${median(runs.map((r) => r.tbt)).toFixed(0)} ms`,
      );
    }
    const lighthouse = await loadLighthouse();
    if (!lighthouse) {
      console.log('\nLighthouse: not installed, so its scores are skipped. Add it with `npm install --save-dev lighthouse` and run this bench again.');
    } else {
      for (const path of PAGES) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const f = await lighthouseRuns(lighthouse, server.url + path, preset);
          console.log(`Lighthouse ${preset} ${path} (median of ${RUNS}): performance ${f.score}, LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${f.tbt.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
