/**
 * `npm start` as an operator sees it: a site that has to be built first still prints a
 * screenful at most before "listening" (the build summarised in a line or two), and then
 * one JSON line per request. The real script, a real build of the fixture content into a
 * folder of the test's own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE_CONTENT = join(ROOT, 'tests/fixtures/api-content');
const temp = mkdtempSync(join(tmpdir(), 'platter-start-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(temp, { recursive: true, force: true });
});

it('prints at most 20 lines before "listening", then one JSON line per request', async () => {
  const lines: string[] = [];
  // The defaults, as on an operator's machine (vitest sets NODE_ENV=test).
  const inherited = { ...process.env };
  for (const name of ['NODE_ENV', 'PLATTER_BUILD_LOG', 'REQUEST_LOG', 'SERVE_SITE']) delete inherited[name];
  child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      CONTENT_DIR: FIXTURE_CONTENT,
      DATA_DIR: join(temp, 'data'),
      // A folder of its own: missing, so the site is built now.
      SITE_DIR: join(temp, 'site'),
      PLATTER_NOW: '2026-03-10T15:00:00Z',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let partial = '';
  const take = (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const listening = await new Promise<string>((resolve, reject) => {
    const check = setInterval(() => {
      const line = lines.find((l) => l.includes('listening'));
      if (line) {
        clearInterval(check);
        resolve(line);
      }
    }, 100);
    child!.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`npm start exited (${code}):\n${lines.join('\n')}`));
    });
  });
  const before = lines.slice(0, lines.indexOf(listening));
  expect(
    before.some((l) => /^Site built in \d+\.\d s: \d+ pages in /.test(l)),
    before.join('\n'),
  ).toBe(true);
  expect(before.length, before.join('\n')).toBeLessThanOrEqual(20);

  const url = /listening on (http:\/\/\S+)/.exec(listening)![1]!;
  const count = lines.length;
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  expect((await fetch(`${url}/`)).status).toBe(200);
  await new Promise((r) => setTimeout(r, 200));
  const logged = lines.slice(count).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(logged.map((r) => `${r.method} ${r.route} ${r.status}`)).toEqual(['GET /api/health 200', 'GET static 200']);
}, 300_000);
