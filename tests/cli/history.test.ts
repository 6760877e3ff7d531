/**
 * Played days are history at the CLI's door too (cli/_gate.ts, core/gate.ts): in a git
 * copy of the small fixture with today fixed at 2026-09-02 (09-01 and 09-02 played, 09-03
 * to come), `platter calendar set` on a played date exits 1 with a sentence saying so and
 * writes nothing; with `--rewrite-history "why"` it writes, and commits with the reason;
 * `--commit` commits any change with the admin screens' message.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const NODE = resolve('node_modules/.bin/node');
const BIN = resolve('cli/bin.mjs');
const FIXTURE = resolve('tests/fixtures/content-small');
const NOW = { PLATTER_NOW: '2026-09-02T12:00:00-04:00' };
const IDENTITY = {
  GIT_AUTHOR_NAME: 'Mia Maintainer',
  GIT_AUTHOR_EMAIL: 'mia@example.com',
  GIT_COMMITTER_NAME: 'Mia Maintainer',
  GIT_COMMITTER_EMAIL: 'mia@example.com',
};
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A git repository holding the fixture in content/, committed. */
function repository(): { dir: string; git: (...args: string[]) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'platter-history-'));
  temps.push(dir);
  cpSync(FIXTURE, join(dir, 'content'), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...IDENTITY } }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'fixture content');
  return { dir, git };
}

function platter(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      NODE,
      [BIN, ...args],
      { cwd, env: { ...process.env, ...IDENTITY, ...NOW, NO_COLOR: '1' } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const calendarOf = (dir: string) => readFileSync(join(dir, 'content', 'calendar.yaml'), 'utf8');

describe('played days at the CLI', { timeout: 60_000 }, () => {
  it('refuses `calendar set` on a played date with a sentence saying it was played, and writes nothing', async () => {
    const { dir, git } = repository();
    const refused = await platter(dir, ['calendar', 'set', '2026-09-01', 'ramen']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'platter: Not saved: the change rewrites a played day (2026-09-01 (#1), already played, changed from ' +
        'Pad Thai to Ramen); players have played it: archives, streaks, statistics and shared results point at ' +
        'that day\'s answer. Nothing was written; to change it anyway, give --rewrite-history "why" (the ' +
        'change is then committed with the reason).\n',
    );
    expect(calendarOf(dir)).toBe('2026-09-01: pad-thai\n2026-09-02: croissant\n2026-09-03: hummus\n');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('sets it with --rewrite-history, committing the change with the day and the reason', async () => {
    const { dir, git } = repository();
    const done = await platter(dir, [
      'calendar',
      'set',
      '2026-09-01',
      'ramen',
      '--rewrite-history',
      'Pad Thai was scheduled twice by mistake',
    ]);
    expect([done.code, done.stderr]).toEqual([0, '']);
    expect(done.stdout).toContain('Challenge set!');
    expect(done.stdout).toMatch(/committed [0-9a-f]{12}: calendar: set 2026-09-01 to ramen \(replacing pad-thai\)/);
    expect(git('log', '-1', '--format=%an%n%B')).toBe(
      [
        'Mia Maintainer',
        'calendar: set 2026-09-01 to ramen (replacing pad-thai)',
        '',
        'Rewrites history on purpose:',
        '- 2026-09-01 (#1), already played, changed from Pad Thai to Ramen',
        '',
        'Reason: Pad Thai was scheduled twice by mistake',
      ].join('\n'),
    );
    expect(git('status', '--porcelain')).toBe('');
    expect(calendarOf(dir)).toContain('2026-09-01: ramen\n');
  });

  it('refuses the other ways of rewriting a played day: unset, rm --force, a past answer re-scored', async () => {
    const { dir, git } = repository();
    const [unset, rm, edit] = await Promise.all([
      platter(dir, ['calendar', 'unset', '2026-09-02']),
      platter(dir, ['foods', 'rm', 'croissant', '--force']),
      platter(dir, ['foods', 'edit', 'pad-thai', '--temperature', 'cold']),
    ]);
    const future = await platter(dir, ['calendar', 'unset', '2026-09-03']);
    expect(unset.stderr).toContain('2026-09-02 (#2), already played, lost its dish Croissant');
    expect(rm.stderr).toContain('2026-09-02 (#2), already played, lost its dish Croissant');
    expect(edit.stderr).toContain('Pad Thai, the answer of 2026-09-01, changed temperature');
    expect([unset.code, rm.code, edit.code]).toEqual([1, 1, 1]);
    // A day to come is not history: it goes.
    expect(future.code).toBe(0);
    expect(git('status', '--porcelain')).toBe('M content/calendar.yaml');
  });

  it('refuses a reason too short to say anything', async () => {
    const { dir } = repository();
    const short = await platter(dir, ['calendar', 'set', '2026-09-01', 'ramen', '--rewrite-history', 'oops']);
    expect([short.code, short.stderr]).toEqual([
      1,
      'platter: --rewrite-history: say why the played days change, in 10 to 500 characters\n',
    ]);
  });

  it('commits any change with --commit, with the message the admin screens would write', async () => {
    const { dir, git } = repository();
    const done = await platter(dir, ['calendar', 'set', '2026-09-20', 'ramen', '--commit']);
    expect(done.code).toBe(0);
    expect(git('log', '-1', '--format=%s')).toBe('calendar: set 2026-09-20 to ramen');
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('content/calendar.yaml');
  });

  it('rhythm and bulk --auto rearrange only days to come, whatever the window says', async () => {
    const { dir } = repository();
    const auto = await platter(dir, ['calendar', 'bulk', '--auto', '--from', '2026-09-03', '--through', '2026-09-12']);
    expect(auto.code, auto.stderr).toBe(0);
    const before = calendarOf(dir);
    const rhythm = await platter(dir, ['calendar', 'rhythm']);
    expect(rhythm.code, rhythm.stderr).toBe(0);
    const after = calendarOf(dir);
    const played = (text: string) =>
      text.split('\n').filter((l) => l.startsWith('2026-09-01') || l.startsWith('2026-09-02'));
    expect(played(after)).toEqual(played(before));
    // A window that reaches back fills a date before played days: that renumbers them, so it is refused.
    const back = await platter(dir, ['calendar', 'bulk', 'tacos al pastor', '--from', '2026-08-30']);
    expect(back.code).toBe(1);
    expect(back.stderr).toContain('2026-08-30 (#1), before played days, now has Tacos al Pastor');
  });
});

describe('the review at the CLI door', { timeout: 60_000 }, () => {
  it('answers a near twin with the reason, and adds it with --yes', async () => {
    const { dir } = repository();
    // Tacos al Pastor under another name, one box apart (served cold): a description short too.
    const twin = [
      'foods',
      'add',
      '--name',
      'Tacos Arabes',
      '--origin',
      'Mexico',
      '--regions',
      'North America',
      '--core-components',
      'tortilla, meat, fruit, garnish',
      '--key-ingredients',
      'pork, guajillo chili, achiote paste, pineapple, corn tortilla',
      '--ingredients',
      'pork, pineapple, corn tortilla, onion, cilantro',
      '--preparation-method',
      'Roasted',
      '--flavor-profile',
      'spicy, smoky, sweet, savory',
      '--dietary-identity',
      'Meat-based',
      '--temperature',
      'cold',
      '--course-placement',
      'Main, Snack',
      '--texture-emphasis',
      'charred',
      '--serving-context',
      'street food',
      '--form-factor',
      'folded tortilla',
      '--common-accompaniments',
      'salsa verde',
      '--icon',
      'taco',
    ];
    const asked = await platter(dir, twin);
    expect(asked.code).toBe(1);
    expect(asked.stderr).toMatch(
      /warning: \[near-twin\] Tacos Arabes and Tacos al Pastor differ on only 1 of 9 boxes \(Temperature\)/,
    );
    expect(asked.stderr).toContain('pass --yes to save anyway');
    const added = await platter(dir, [...twin, '--yes']);
    expect(added.code, added.stderr).toBe(0);
  });
});
