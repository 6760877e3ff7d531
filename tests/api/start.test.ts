/**
 * `npm start` as an operator sees it: a site that has to be built first still prints a
 * screenful at most before "listening" (the build summarised in a line or two), and then
 * one JSON line per request. Two started at once on one checkout (the instances of one
 * host) build one after the other, not over each other's files. The real script, real
 * builds of the fixture content into folders of the test's own.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE_CONTENT = join(ROOT, 'tests/fixtures/api-content');
const temp = mkdtempSync(join(tmpdir(), 'platter-start-'));
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(temp, { recursive: true, force: true });
});

/** Starts `npm start` (scripts/start.ts) with a site folder of its own; resolves its output up to "listening" and
 * after.
 */
function start(
  name: string,
  contentDir = FIXTURE_CONTENT,
): { lines: string[]; listening: Promise<string>; child: ChildProcess } {
  const lines: string[] = [];
  // The defaults, as on an operator's machine (vitest sets NODE_ENV=test).
  const inherited = { ...process.env };
  for (const variable of ['NODE_ENV', 'PLATTER_BUILD_LOG', 'REQUEST_LOG', 'SERVE_SITE']) delete inherited[variable];
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      CONTENT_DIR: contentDir,
      DATA_DIR: join(temp, name, 'data'),
      // A folder of its own: missing, so the site is built now.
      SITE_DIR: join(temp, name, 'site'),
      PLATTER_NOW: '2026-03-10T15:00:00Z',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let partial = '';
  const take = (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const listening = new Promise<string>((resolve, reject) => {
    const check = setInterval(() => {
      const line = lines.find((l) => l.includes('listening'));
      if (line) {
        clearInterval(check);
        resolve(line);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`npm start exited (${code}):\n${lines.join('\n')}`));
    });
  });
  return { lines, listening, child };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

it('prints at most 20 lines before "listening", then one JSON line per request; two at once build ' +
  'in turn', async () => {
  // One of them on a git working copy of the content, as a deployed instance is.
  const content = join(temp, 'content');
  cpSync(FIXTURE_CONTENT, content, { recursive: true });
  execFileSync('git', ['init', '-q', content]);
  const runs = [start('one', content), start('two')];
  const listening = await Promise.all(runs.map((r) => r.listening));
  for (const [i, run] of runs.entries()) {
    const before = run.lines.slice(0, run.lines.indexOf(listening[i]!));
    expect(
      before.some((l) => /^Site built in \d+\.\d s: \d+ pages in /.test(l)),
      before.join('\n'),
    ).toBe(true);
    expect(before.length, before.join('\n')).toBeLessThanOrEqual(20);
  }
  expect(
    runs.filter((r) => r.lines.includes('Waiting for another site build of this checkout to finish (one at a time).')),
  ).toHaveLength(1);

  const { lines } = runs[0]!;
  const url = /listening on (http:\/\/\S+)/.exec(listening[0]!)![1]!;
  const count = lines.length;
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  expect((await fetch(`${url}/`)).status).toBe(200);
  await new Promise((r) => setTimeout(r, 200));
  const logged = lines.slice(count).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(logged.map((r) => `${r.method} ${r.route} ${r.status}`)).toEqual(['GET /api/health 200', 'GET static 200']);

  // A reader's `git pull` touches .git/FETCH_HEAD at every start: no change of content, no build.
  await stop(runs[0]!.child);
  writeFileSync(join(content, '.git', 'FETCH_HEAD'), '');
  utimesSync(join(content, '.git', 'FETCH_HEAD'), new Date(), new Date(Date.now() + 60_000));
  const again = start('one', content);
  await again.listening;
  expect(again.lines.filter((l) => l.startsWith('Building the site'))).toEqual([]);
}, 400_000);
