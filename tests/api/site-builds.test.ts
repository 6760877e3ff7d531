/**
 * One build at a time, once per content (api/site-builds.ts): processes that start at the
 * same moment over the same site folder make one build between them; a restart with the
 * same content makes none; a new commit makes one, into a new folder switched in at once,
 * and the folder served meanwhile is never the one being built. The build itself is
 * SITE_BUILD_COMMAND's stand-in (tests/api/support/fake-site-build.mjs), which logs each
 * build; the lock, the stamps and the switch are the real ones.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, contentKey } from '../../api/site-builds.ts';
import { type ContentRepo, contentRepo } from './admin-support.ts';

const NODE = resolve('node_modules/.bin/node');
const ONCE = resolve('tests/api/support/build-site-once.ts');
let repo: ContentRepo;
let dir: string;
let log: string;
let siteDir: string;
const saved = { command: process.env.SITE_BUILD_COMMAND, log: process.env.FAKE_SITE_BUILD_LOG };

const builds = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);

/** A separate process building the site, as an instance starting does; answers what it printed. */
function instanceStarting(): Promise<string> {
  return new Promise((done, fail) =>
    execFile(NODE, [ONCE, siteDir, repo.contentDir], { env: process.env }, (error, stdout, stderr) =>
      error ? fail(new Error(stderr)) : done(stdout.trim()),
    ),
  );
}

beforeAll(() => {
  repo = contentRepo();
  dir = mkdtempSync(join(tmpdir(), 'platter-builds-'));
  log = join(dir, 'builds.log');
  siteDir = join(dir, 'dist');
  process.env.SITE_BUILD_COMMAND = `node ${resolve('tests/api/support/fake-site-build.mjs')}`;
  process.env.FAKE_SITE_BUILD_LOG = log;
});
afterAll(() => {
  process.env.SITE_BUILD_COMMAND = saved.command;
  process.env.FAKE_SITE_BUILD_LOG = saved.log;
  if (saved.command === undefined) delete process.env.SITE_BUILD_COMMAND;
  if (saved.log === undefined) delete process.env.FAKE_SITE_BUILD_LOG;
  repo.remove();
  rmSync(dir, { recursive: true, force: true });
});

describe('buildSite', () => {
  it('makes one build when three instances start at once over the same site folder', async () => {
    const outcomes = await Promise.all([instanceStarting(), instanceStarting(), instanceStarting()]);
    expect(builds()).toHaveLength(1);
    expect(outcomes.sort()).toEqual(['built', 'current', 'current']);
    expect(lstatSync(siteDir).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(siteDir, 'index.html'), 'utf8')).toContain(repo.contentDir);
  }, 30_000);

  it('builds nothing on a restart with the same content', async () => {
    expect(await instanceStarting()).toBe('current');
    expect(builds()).toHaveLength(1);
  }, 15_000);

  it('builds once for a new commit, into a new folder, switched in when done', async () => {
    const served = readlinkSync(siteDir);
    writeFileSync(
      join(repo.contentDir, 'calendar.yaml'),
      `${readFileSync(join(repo.contentDir, 'calendar.yaml'), 'utf8')}2026-03-20: hummus\n`,
    );
    // Not committed yet: the files themselves are the key; committed: the git tree is.
    const dirtyKey = await contentKey(repo.contentDir);
    expect(dirtyKey).toMatch(/^files:[0-9a-f]{64}$/);
    repo.git('commit', '--quiet', '-am', 'calendar: set 2026-03-20 to hummus');
    expect(await contentKey(repo.contentDir)).toBe(`tree:${repo.git('rev-parse', 'HEAD:content')}`);
    const building = buildSite({ siteDir, contentDir: repo.contentDir, log: () => {} });
    // While it builds, visitors get the site served before.
    await new Promise((r) => setTimeout(r, 150));
    const servedDuring = readlinkSync(siteDir);
    const outcome = await building;
    expect(outcome.kind).toBe('built');
    expect(servedDuring).toBe(served);
    expect(readlinkSync(siteDir)).not.toBe(served);
    expect(builds()).toHaveLength(2);
    // The build being made was never the folder served.
    expect(builds()[1]).not.toContain(served);
    expect(await instanceStarting()).toBe('current');
    expect(builds()).toHaveLength(2);
  }, 30_000);

  it('takes over a folder of the older layout (a real dist/), and a lock whose process is gone', async () => {
    const old = join(dir, 'old-layout');
    mkdirSync(join(old, 'dist'), { recursive: true });
    writeFileSync(join(old, 'dist', 'index.html'), 'old');
    mkdirSync(join(old, '.dist-builds'), { recursive: true });
    writeFileSync(join(old, '.dist-builds', 'lock'), JSON.stringify({ pid: 2 ** 22 + 1 }));
    const outcome = await buildSite({ siteDir: join(old, 'dist'), contentDir: repo.contentDir, log: () => {} });
    expect(outcome.kind).toBe('built');
    expect(lstatSync(join(old, 'dist')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(old, '.dist-builds', 'lock'))).toBe(false);
  }, 15_000);
});
