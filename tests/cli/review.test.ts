/**
 * `platter review` on a real git repository: the fixture content committed, then crafted
 * changes of every kind a reviewer must see (a played day replaced, a past answer's flavour
 * changed, a rename without alias, a near-twin dish with a description below target, a
 * future day), each checked in the
 * text, Markdown and JSON output; and an unchanged tree reports nothing.
 */
import { execFileSync, execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentReview } from '../../core/review.ts';

const NODE = resolve('node_modules/.bin/node');
const BIN = resolve('cli/bin.mjs');
const FIXTURE = resolve('tests/fixtures/content-small');
const TODAY = '2026-09-02'; // the fixture's 09-01 and 09-02 are played, 09-03 is to come
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function run(
  cwd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(NODE, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  });

/** A git repository on branch main with the fixture content committed. */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'platter-review-test-'));
  temps.push(dir);
  cpSync(FIXTURE, join(dir, 'content'), { recursive: true });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'fixture content');
  return dir;
}

function editYaml(dir: string, file: string, change: (value: Record<string, unknown>) => void): void {
  const path = join(dir, 'content', file);
  const value = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(value);
  writeFileSync(path, stringify(value));
}

describe('platter review', () => {
  let changed: string;
  beforeAll(async () => {
    changed = repository();
    git(changed, 'checkout', '--quiet', '-b', 'content-change');
    // A rename without keeping the old name (the CLI moves the calendar day with it).
    const renamed = await run(changed, ['foods', 'rename', 'hummus', 'Hummus bi Tahina', '--no-keep-alias', '--yes'], {
      PLATTER_NOW: TODAY,
    });
    expect(renamed.code, renamed.stderr).toBe(0);
    // A played day replaced, and a future day added.
    editYaml(changed, 'calendar.yaml', (calendar) => {
      calendar['2026-09-01'] = 'ramen';
      calendar['2026-09-10'] = 'pizza-margherita';
    });
    // The answer of 2026-09-02 changes a scored field.
    editYaml(changed, 'foods/croissant.yaml', (food) => {
      food.flavor_profile = ['rich', 'savory', 'sweet'];
    });
    // A near twin: tacos al pastor under another name with one box changed.
    editYaml(changed, 'foods/tacos-al-pastor.yaml', () => {});
    const twin = parse(readFileSync(join(changed, 'content/foods/tacos-al-pastor.yaml'), 'utf8')) as Record<
      string,
      unknown
    >;
    twin.name = 'Tacos de Trompo';
    twin.aliases = [];
    twin.temperature = ['cold'];
    writeFileSync(join(changed, 'content/foods/tacos-de-trompo.yaml'), stringify(twin));
    git(changed, 'add', '.');
    git(changed, 'commit', '--quiet', '-m', 'content change');
  }, 60_000);

  it('reports each change and each risk as JSON', async () => {
    const { code, stdout, stderr } = await run(changed, ['review', '--today', TODAY, '--format', 'json']);
    expect(code, stderr).toBe(0);
    const review = JSON.parse(stdout) as ContentReview & { base: { ref: string } };
    expect(review.base.ref).toBe('merge-base of HEAD and main');
    expect(review.dishes.added).toEqual([{ slug: 'tacos-de-trompo', name: 'Tacos de Trompo' }]);
    expect(review.dishes.renamed).toEqual([
      {
        from: { slug: 'hummus', name: 'Hummus' },
        to: { slug: 'hummus-bi-tahina', name: 'Hummus bi Tahina' },
        aliasKept: false,
      },
    ]);
    const croissant = review.dishes.changed.find((d) => d.slug === 'croissant');
    expect(croissant).toMatchObject({
      scored: true,
      fields: [{ field: 'flavor_profile', added: ['sweet'], removed: ['subtle'] }],
    });

    expect(review.calendar.played).toEqual([
      expect.objectContaining({
        date: '2026-09-01',
        kind: 'replaced',
        before: { slug: 'pad-thai', name: 'Pad Thai' },
        after: expect.objectContaining({ slug: 'ramen' }),
        played: true,
      }),
    ]);
    expect(review.calendar.future).toEqual([
      expect.objectContaining({ date: '2026-09-03', kind: 'renamed', played: false }),
      expect.objectContaining({
        date: '2026-09-10',
        kind: 'added',
        after: expect.objectContaining({ slug: 'pizza-margherita' }),
        played: false,
      }),
    ]);

    const kinds = review.risks.map((r) => `${r.kind}: ${r.subject}`);
    expect(kinds).toEqual([
      'played-day-changed: 2026-09-01',
      'past-answer-rescored: Croissant',
      'name-lost: Hummus',
      'near-twin: Tacos de Trompo',
      'description-short: Tacos de Trompo',
    ]);
    for (const r of review.risks) expect(r.why.length).toBeGreaterThan(40);
    expect(review.risks.find((r) => r.kind === 'near-twin')!.message).toMatch(
      /Tacos de Trompo and Tacos al Pastor differ on only 1 of 9 boxes \(Temperature\)/,
    );
    // The one description target (core/description-quality.ts), as the Food Manager scores it.
    expect(review.risks.find((r) => r.kind === 'description-short')!.message).toBe(
      "Tacos de Trompo's description is below target: 207 words, quality 55 (aim for 300–800 words and a " +
        'quality score of 80 (green))',
    );
    expect(review.verdict).toBe('5 risks');
  });

  it('says the same in text and in Markdown', async () => {
    const text = await run(changed, ['review', '--today', TODAY]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Dishes renamed (1)\n  Hummus → Hummus bi Tahina (old name NOT kept as an alias)');
    expect(text.stdout).toContain('flavor_profile: +sweet −subtle');
    expect(text.stdout).toMatch(
      /Calendar, days already played \(1\)\n {2}2026-09-01 \(#1\): Pad Thai replaced by Ramen/,
    );
    expect(text.stdout).toMatch(
      /Calendar, days to come \(2\)\n.*2026-09-03 \(#3\): Hummus follows its rename to Hummus bi Tahina\n.*2026-09-10 \(#4\): added Pizza Margherita/,
    );
    expect(text.stdout).toContain(
      '! [past-answer-rescored] Croissant, the answer of 2026-09-02, changed flavor_profile',
    );
    expect(text.stdout.trimEnd().split('\n').at(-1)).toBe('Verdict: 5 risks');

    const markdown = await run(changed, ['review', '--today', TODAY, '--format', 'markdown']);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toMatch(/^## Content review\n/);
    expect(markdown.stdout).toContain('**Verdict: 5 risks**');
    expect(markdown.stdout).toMatch(
      /\| ⚠️ played-day-changed \| 2026-09-01 \(#1\), already played, changed from Pad Thai to Ramen \| players have already played/,
    );
    expect(markdown.stdout).toMatch(
      /\| ⚠️ name-lost \| Hummus was renamed Hummus bi Tahina without keeping "Hummus" as an alias \|/,
    );
    expect(markdown.stdout).toMatch(
      /\| ⚠️ near-twin \| Tacos de Trompo and Tacos al Pastor differ on only 1 of 9 boxes/,
    );
    expect(markdown.stdout).toContain('### Calendar: days to come (2)');
  });

  it('calls a day still to come no risk: the same day counted as played is one', async () => {
    const earlier = await run(changed, ['review', '--today', '2026-08-31', '--format', 'json']);
    const review = JSON.parse(earlier.stdout) as ContentReview;
    expect(review.calendar.played).toEqual([]);
    expect(review.risks.map((r) => r.kind)).toEqual(['name-lost', 'near-twin', 'description-short']);
  });

  it('fails with --fail-on-history when a played day or a past answer changed, and only then', async () => {
    const played = await run(changed, ['review', '--today', TODAY, '--fail-on-history']);
    expect(played.code).toBe(3);
    expect(played.stderr).toContain('platter: the change rewrites history (2026-09-01 (#1), already played');
    const earlier = await run(changed, ['review', '--today', '2026-08-31', '--fail-on-history']);
    expect([earlier.code, earlier.stderr]).toEqual([0, '']);
  });

  it('reports nothing for an unchanged tree, and exits 2 on a base that names nothing', async () => {
    const same = repository();
    const text = await run(same, ['review', '--today', TODAY]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('No change to dishes or the calendar.');
    expect(text.stdout.trimEnd().split('\n').at(-1)).toBe('Verdict: nothing risky');
    const json = JSON.parse(
      (await run(same, ['review', '--today', TODAY, '--format', 'json'])).stdout,
    ) as ContentReview;
    expect(json).toMatchObject({
      unchanged: true,
      risks: [],
      verdict: 'nothing risky',
      dishes: { added: [], removed: [], renamed: [], changed: [] },
      calendar: { played: [], future: [] },
    });

    const bad = await run(same, ['review', '--base', 'no-such-branch']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--base: "no-such-branch" names no commit');
  });

  it('reviews what is not committed yet, against HEAD on main', async () => {
    const dir = repository();
    editYaml(dir, 'foods/pad-thai.yaml', (food) => {
      food.description = 'Short now.';
    });
    const review = JSON.parse(
      (await run(dir, ['review', '--today', TODAY, '--format', 'json'])).stdout,
    ) as ContentReview;
    expect(review.dishes.changed.map((d) => [d.slug, d.scored])).toEqual([['pad-thai', false]]);
    expect(review.risks.map((r) => r.kind)).toEqual(['description-worse']);
  });
});
