/**
 * End-to-end tests in real Chromium against the real server (`node scripts/start.ts`,
 * which builds the site when it is stale) on a free port, with the server's clock fixed
 * by PLATTER_NOW and the browser's by page.clock, and data in a fresh temporary folder.
 * The content is the fixture tests/fixtures/e2e-content (65 dishes of the real content, a
 * calendar of 14 days; CONTENT_DIR overrides), built into .e2e-dist/: the tests read it to
 * know the answers, so they hold for any content with at least three calendar days.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from 'playwright-core';
import { E2E_CONTENT_DIR, e2eDay } from './support/content.ts';

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return bundled;
  } catch {
    // no bundled browser either
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `apt-get install chromium`, or set ' +
      'CHROMIUM_PATH to a Chromium binary.',
  );
}

/** A port nobody listens on, picked once: workers inherit it through the environment. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}

const ROOT = join(import.meta.dirname, '..', '..');
/** The content the browser tests play on: CONTENT_DIR, else the fixture (tests/fixtures/e2e-content). */
const E2E_CONTENT = resolve(ROOT, process.env.CONTENT_DIR ?? E2E_CONTENT_DIR);

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'platter-e2e-'));
process.env.E2E_NOW ??= e2eDay().now;
// Playwright empties its output folder when a run starts: one folder per run, so runs
// side by side never delete each other's traces.
process.env.E2E_OUTPUT_DIR ??= mkdtempSync(join(tmpdir(), 'platter-e2e-results-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  // Generous: other suites' background site rebuilds share the same two cores.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // The worker would serve the cached shell between tests; the tests want the network.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `"${process.execPath}" scripts/start.ts`,
    cwd: join(import.meta.dirname, '..', '..'),
    url: `${baseURL}/api/daily-challenge/next-challenge-time`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      PLATTER_NOW: process.env.E2E_NOW,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_ORIGIN: baseURL,
      RATE_LIMIT_WORK: '100000',
      RATE_LIMIT_READ: '100000',
      // Every browser of the tests plays from 127.0.0.1: one household of many players.
      COMPLETIONS_PER_HOUSEHOLD: '100000',
      // Every finished game asks for its result card.
      RESULT_CARDS_PER_DAY: '100000',
      // Fixture content with a fixed calendar (content changes never break these tests),
      // built into a site of its own so that dist/ stays the real content's.
      CONTENT_DIR: E2E_CONTENT,
      SITE_DIR: join(ROOT, '.e2e-dist'),
    },
  },
});
