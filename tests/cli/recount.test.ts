/**
 * `platter recount` as a real child process on a data directory a server wrote, the way an
 * operator runs it after a crash: a day whose counter file was left 0 bytes is repaired
 * from its players' markers; days past the latest 7 only with --all; today never.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, homeOf, startTestServer } from '../api/_server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NODE = join(ROOT, 'node_modules/.bin/node');
const BIN = join(ROOT, 'cli/bin.mjs');

let dataDir: string;

/** This process's environment without any store setting of its own. */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { REDIS_URL: _r, DATABASE_URL: _d, STORAGE: _s, DATA_DIR: _dd, ...rest } = process.env;
  return { ...rest, ...extra };
}

/** Runs `platter recount ...` on the test's data directory, on 2026-03-14. */
function recount(...args: string[]) {
  const r = spawnSync(NODE, [BIN, '--content', FIXTURE_CONTENT, 'recount', '--data', dataDir, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: env({ PLATTER_NOW: '2026-03-14T17:00:00Z' }),
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const file = (day: string) => join(dataDir, 'store', 'completions', 'count', day);

beforeAll(async () => {
  // Two players finish each day from 2026-03-05 to 2026-03-14, each on its own day.
  let now = 0;
  const server = await startTestServer({ storage: 'fs', now: () => new Date(now) });
  dataDir = server.dataDir;
  for (let d = 5; d <= 14; d++) {
    const date = `2026-03-${String(d).padStart(2, '0')}`;
    now = Date.parse(`${date}T17:00:00Z`);
    for (const p of ['a', 'b']) {
      const playerId = `player-${p}-${date}`;
      const { body } = await server.post(
        '/api/public/challenge-complete',
        { date, challengeNumber: d - 4, playerId, guessCount: 3 },
        homeOf(playerId),
      );
      expect(body).toMatchObject({ counted: true });
    }
  }
  await server.close();
  // The crash left three count files empty: an old day, a recent one and today.
  for (const day of ['2026-03-05', '2026-03-12', '2026-03-14']) truncateSync(file(day), 0);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('platter recount', () => {
  it('has --help with examples', () => {
    const r = spawnSync(NODE, [BIN, 'recount', '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: platter recount [options]');
    expect(r.stdout).toContain('--all');
    expect(r.stdout).toContain('$ platter recount --all');
  });

  it('repairs the latest days by default, then every day with --all, and never today', () => {
    const first = recount();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout.split('\n')).toEqual([
      '2026-03-12: 0 wins, 0 give-ups, tries {"3":2} -> 2 wins, 0 give-ups, tries {"3":2}',
      '2 older days (2026-03-05 to 2026-03-06) not checked: run `platter recount --all`',
      'Checked 7 days before 2026-03-14 in the fs store; repaired 1.',
      '',
    ]);
    const all = recount('--all', '--json');
    expect(all.status).toBe(0);
    const report = JSON.parse(all.stdout);
    expect(report).toMatchObject({ checked: 9, unchecked: [] });
    expect(report.repaired).toEqual([
      {
        date: '2026-03-05',
        before: { completions: 0, gaveUp: 0, distribution: { 3: 2 } },
        after: { completions: 2, gaveUp: 0, distribution: { 3: 2 } },
      },
    ]);
    // Nothing left to repair; today is the server's to check when it starts.
    expect(recount('--all').stdout).toBe('Checked 9 days before 2026-03-14 in the fs store; repaired 0.\n');
  });

  it('says plainly that a memory store holds nothing to recount', () => {
    const r = spawnSync(NODE, [BIN, '--content', FIXTURE_CONTENT, 'recount', '--data', dataDir], {
      cwd: ROOT,
      encoding: 'utf8',
      env: env({ STORAGE: 'memory' }),
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'platter: STORAGE=memory keeps completions in the server process: there is nothing to recount here\n',
    );
  });
});
