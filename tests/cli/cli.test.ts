/**
 * Every `platter` command run as a user runs it: a real child process (Node 24 from
 * node_modules, cli/bin.mjs) in a temporary directory holding a copy of the fixture
 * content. Processes are few and each checks several things, to keep this file fast.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { createProgram } from '../../cli/main.ts';
import { checkContent } from '../../core/node/check.ts';
import { TRANSLATED_LOCALES } from '../../core/locales.ts';
import { MESSAGE_AREAS } from '../../site/i18n/areas.ts';
import type { Command } from 'commander';

const NODE = resolve('node_modules/.bin/node');
const BIN = resolve('cli/bin.mjs');
const FIXTURE = resolve('tests/fixtures/content-small');
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A fresh directory with ./content copied from the fixture; returns the directory. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'platter-cli-'));
  temps.push(dir);
  cpSync(FIXTURE, join(dir, 'content'), { recursive: true });
  return dir;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `platter ...args` in `cwd`; stdin is not a terminal, so nothing prompts. */
function platter(cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    execFile(NODE, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((l) => l !== '');
const read = (dir: string, file: string) => readFileSync(join(dir, 'content', file), 'utf8');
const lineOf = (text: string, needle: string) => text.split('\n').indexOf(needle) + 1;

describe('help', () => {
  it('every command has a description and an example in its help', () => {
    const walk = (cmd: Command): Command[] => [cmd, ...cmd.commands.flatMap(walk)];
    for (const cmd of walk(createProgram())) {
      let help = '';
      cmd.configureOutput({ writeOut: (s) => (help += s) });
      cmd.outputHelp();
      expect(cmd.description(), cmd.name()).not.toBe('');
      expect(help, `help of ${cmd.name()}`).toMatch(/Examples?:\n {2}\$ platter /);
    }
  });

  it('prints help with examples from a real process, and a usage error exits non-zero', async () => {
    const dir = workspace();
    const [top, unknown] = await Promise.all([platter(dir, ['--help']), platter(dir, ['fodos'])]);
    expect(top.code).toBe(0);
    for (const name of ['validate', 'fmt', 'foods', 'calendar', 'images', 'stats', 'audit', 'countries'])
      expect(top.stdout).toContain(`  ${name}`);
    expect(top.stdout).toContain('Examples:\n  $ platter validate');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown command 'fodos'");
  });

  it('ends quietly when its reader has stopped (platter audit --help | true)', async () => {
    const dir = workspace();
    const child = spawn(NODE, [BIN, 'audit', '--help'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The reader has closed the pipe before the output comes, as `head` has after its lines.
    child.stdout.destroy();
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});

describe('platter validate', () => {
  it('passes the fixture content with the one-line summary, in text and JSON', async () => {
    const dir = workspace();
    const [text, json] = await Promise.all([platter(dir, ['validate']), platter(dir, ['validate', '--json'])]);
    expect(text.code).toBe(0);
    expect(lines(text.stdout)).toEqual(['Checking content', '6 foods, 3 calendar days, 0 errors, 0 warnings']);
    expect(JSON.parse(json.stdout)).toEqual({ foods: 6, calendarDays: 3, errors: 0, warnings: 0, problems: [] });
  });

  it('gives one clear file:line:column line per bad input and exits 1', async () => {
    const dir = workspace();
    const padThai = read(dir, 'foods/pad-thai.yaml').replace('  - Stir Fried\n', '  - Stir Fryed\n');
    writeFileSync(join(dir, 'content/foods/pad-thai.yaml'), padThai);
    writeFileSync(
      join(dir, 'content/foods/hummus.yaml'),
      'name: Hummus\norigin: [Lebanon\nregions:\n  - Middle East\n',
    );
    writeFileSync(
      join(dir, 'content/calendar.yaml'),
      `${read(dir, 'calendar.yaml')}2026-02-30: croissant\n2026-09-05: pad-tai\n`,
    );
    writeFileSync(
      join(dir, 'content/foods/ramen.yaml'),
      read(dir, 'foods/ramen.yaml').replace(/^texture_emphasis:\n( {2}- .*\n)+/m, 'texture_emphasis: []\n'),
    );
    const run = await platter(dir, ['validate', '--quiet']);
    expect(run.code).toBe(1);
    const calendar = read(dir, 'calendar.yaml');
    expect(lines(run.stdout)).toEqual([
      `content/calendar.yaml:${lineOf(calendar, '2026-02-30: croissant')}:1 2026-02-30: "2026-02-30" is not ` +
        'a real date',
      `content/calendar.yaml:${lineOf(calendar, '2026-09-05: pad-tai')}:13 2026-09-05: "pad-tai" is not a ` +
        'food (there is no foods/pad-tai.yaml) (did you mean "pad-thai"?)',
      'content/foods/hummus.yaml:3:1 YAML syntax error: Flow sequence in block collection must be ' +
        'sufficiently indented and end with a ]',
      `content/foods/pad-thai.yaml:${lineOf(padThai, '  - Stir Fryed')}:5 preparation_method[0]: "Stir ` +
        'Fryed" is not a preparation method (did you mean "Stir Fried"?)',
      `content/foods/ramen.yaml:${lineOf(read(dir, 'foods/ramen.yaml'), 'texture_emphasis: []')}:19 ` +
        'texture_emphasis: warning: missing hint field: players see "Texture" after 2 wrong guesses, add at ' +
        'least one value',
      '4 foods, 4 calendar days, 4 errors, 1 warning',
    ]);
  });

  it('says where to run it from when there is no content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platter-empty-'));
    temps.push(dir);
    const run = await platter(dir, ['validate']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'platter: no content at content (it has no foods/ folder): run platter from the repository root or ' +
        'pass --content <dir>\n',
    );
  });
});

describe('platter fmt', () => {
  it('lists non-canonical files with --check, rewrites them, and is then clean', async () => {
    const dir = workspace();
    const original = read(dir, 'foods/croissant.yaml');
    const data = parse(original) as Record<string, unknown>;
    const { normalized_ingredients: _n, ...rest } = data;
    writeFileSync(
      join(dir, 'content/foods/croissant.yaml'),
      JSON.stringify({ description: rest.description, ...rest }),
    );
    writeFileSync(
      join(dir, 'content/calendar.yaml'),
      '2026-09-03: hummus\n2026-09-01: pad-thai\n2026-09-02: croissant\n',
    );
    const check = await platter(dir, ['fmt', '--check']);
    expect(check.code).toBe(1);
    expect(lines(check.stdout)).toEqual([
      'content/foods/croissant.yaml',
      'content/calendar.yaml',
      '2 files not in canonical format: run `platter fmt`',
    ]);
    const fmt = await platter(dir, ['fmt']);
    expect(fmt.code).toBe(0);
    expect(lines(fmt.stdout).at(-1)).toBe('2 files formatted, 7 already canonical.');
    expect(read(dir, 'foods/croissant.yaml')).toBe(original);
    const again = await platter(dir, ['fmt', '--check']);
    expect([again.code, again.stdout]).toEqual([0, 'All 9 files are canonical.\n']);
  });
});

describe('platter foods', () => {
  // Before the fixture's first day: no day is played yet, so every day may change.
  const beforeFirstDay = { PLATTER_NOW: '2026-08-31T12:00:00-04:00' };
  const full = [
    '--name',
    'Fish and Chips',
    '--origin',
    'united kingdom',
    '--renown',
    '4',
    '--regions',
    'Europe',
    '--core-components',
    'fish, chips',
    '--key-ingredients',
    'white fish, potatoes, batter',
    '--ingredients',
    'cod, potatoes, flour, beer, salt, malt vinegar, vegetable oil',
    '--preparation-method',
    'deep fried',
    '--flavor-profile',
    'savory, salty',
    '--dietary-identity',
    'Pescatarian',
    '--temperature',
    'hot',
    '--course-placement',
    'Main',
    '--texture-emphasis',
    'crispy, flaky',
    '--serving-context',
    'takeaway, seaside',
    '--form-factor',
    'fillet with chips',
    '--common-accompaniments',
    'mushy peas, tartar sauce',
    '--primary-protein',
    'cod',
    '--base-carbohydrate',
    'potato',
    '--fat-source',
    'beef dripping, vegetable oil',
    '--icon',
    'fish',
    '--description',
    'Battered fish, deep fried, with thick-cut chips.',
  ];

  it('lists, searches and shows dishes by slug, name or alias', async () => {
    const dir = workspace();
    const [list, search, show, missing] = await Promise.all([
      platter(dir, ['foods', 'list']),
      platter(dir, ['foods', 'list', '--search', 'PAD', '--json']),
      platter(dir, ['foods', 'show', 'phat thai']),
      platter(dir, ['foods', 'show', 'pad thia']),
    ]);
    expect(lines(list.stdout)[0]).toMatch(/^SLUG +NAME +ORIGIN +REGIONS +COURSE$/);
    expect(lines(list.stdout).at(-1)).toBe('6 foods');
    expect((JSON.parse(search.stdout) as { slug: string }[]).map((f) => f.slug)).toEqual(['pad-thai']);
    expect(show.stdout).toMatch(/^Pad Thai {2}\(content\/foods\/pad-thai\.yaml\)\n/);
    expect(show.stdout).toContain('calendar:                   2026-09-01 (Day #1)');
    expect([missing.code, missing.stderr]).toEqual([1, 'platter: no food "pad thia" (did you mean "Pad Thai"?)\n']);
  });

  it('adds a dish from flags, naming missing fields and misspelled values first', async () => {
    const dir = workspace();
    const missing = await platter(dir, ['foods', 'add', '--name', 'Fish and Chips', '--origin', 'United Kingdom']);
    expect(missing.code).toBe(1);
    expect(lines(missing.stderr)[0]).toBe(
      'platter: missing required fields: --regions, --core-components, --key-ingredients, --ingredients, ' +
        '--preparation-method, --flavor-profile, --dietary-identity, --temperature, --course-placement',
    );
    const typo = await platter(dir, ['foods', 'add', ...full.map((v) => (v === 'deep fried' ? 'Deep Fryed' : v))]);
    expect(typo.code).toBe(1);
    expect(lines(typo.stderr)).toEqual([
      'platter: the food is not valid; nothing was written',
      '  --preparation-method[0]: "Deep Fryed" is not a preparation method (did you mean "Deep Fried"?)',
    ]);
    // The gate of `platter review`: without an icon, refused; with a short description, asked about.
    const noIcon = await platter(dir, ['foods', 'add', ...full.filter((v) => v !== '--icon' && v !== 'fish')]);
    expect([noIcon.code, noIcon.stderr]).toEqual([
      1,
      'platter: nothing was written: Fish and Chips has no icon: choose one (icon)\n',
    ]);
    const short = await platter(dir, ['foods', 'add', ...full]);
    expect([short.code, lines(short.stderr)]).toEqual([
      1,
      [
        'platter: nothing was written: the review warns about this change',
        "  warning: [description-short] Fish and Chips's description is below target: 7 words, quality 0 " +
          '(aim for 300–800 words and a quality score of 80 (green))',
        '  pass --yes to save anyway',
      ],
    ]);
    expect(existsSync(join(dir, 'content/foods/fish-and-chips.yaml'))).toBe(false);
    const added = await platter(dir, ['foods', 'add', ...full, '--yes']);
    expect([added.code, added.stderr]).toEqual([0, '']);
    // 'batter' next to croissant's 'butter': a warning the change adds, shown but not blocking.
    expect(lines(added.stdout)).toEqual([
      'Food added!',
      'wrote content/foods/fish-and-chips.yaml',
      'warning: foods/croissant.yaml key_ingredients[1]: "butter" and "batter" look like one value spelled ' +
        'two ways (one letter apart): "batter" is used by 1 dish (fish-and-chips), "butter" by 1 dish ' +
        '(croissant); use one spelling, or list the pair under distinct: in content/vocabulary.yaml',
    ]);
    const food = parse(read(dir, 'foods/fish-and-chips.yaml')) as Record<string, string[]>;
    expect(food.origin).toEqual(['United Kingdom']);
    expect(food.preparation_method).toEqual(['Deep Fried']);
    expect(food.icon).toBe('🐟');
    expect(food.normalized_key_ingredients).toEqual(['white fish', 'potato', 'batter']);
    expect(checkContent(join(dir, 'content')).problems.map((p) => p.severity)).toEqual(['warning']);
  });

  it('edits fields, renames with the calendar following, and removes only when told', async () => {
    const dir = workspace();
    const edit = await platter(
      dir,
      ['foods', 'edit', 'pad-thai', '--flavor-profile', 'savory, SWEET', '--primary-protein', ''],
      beforeFirstDay,
    );
    expect(edit.stdout).toBe('Food updated: Pad Thai (content/foods/pad-thai.yaml)\n');
    const edited = parse(read(dir, 'foods/pad-thai.yaml')) as Record<string, string[]>;
    expect([edited.flavor_profile, edited.primary_protein]).toEqual([['savory', 'sweet'], []]);

    const rename = await platter(dir, ['foods', 'rename', 'pad thai', 'Thai Fried Noodles'], beforeFirstDay);
    expect(lines(rename.stdout)).toEqual([
      'Renamed "Pad Thai" to "Thai Fried Noodles" (content/foods/thai-fried-noodles.yaml)',
      'calendar days updated: 2026-09-01',
    ]);
    expect(existsSync(join(dir, 'content/foods/pad-thai.yaml'))).toBe(false);
    expect(read(dir, 'calendar.yaml')).toContain('2026-09-01: thai-fried-noodles\n');
    // Players who learnt the old name can still type it.
    const renamed = parse(read(dir, 'foods/thai-fried-noodles.yaml')) as Record<string, string[]>;
    expect(renamed.aliases).toContain('Pad Thai');
    const back = await platter(
      dir,
      ['foods', 'rename', 'thai fried noodles', 'Pad Thai', '--no-keep-alias', '--yes'],
      beforeFirstDay,
    );
    expect(back.code).toBe(0);
    const restored = parse(read(dir, 'foods/pad-thai.yaml')) as Record<string, string[]>;
    expect(restored.aliases).not.toContain('Thai Fried Noodles');
    expect(restored.aliases).not.toContain('Pad Thai');
    await platter(dir, ['foods', 'rename', 'pad thai', 'Thai Fried Noodles'], beforeFirstDay);

    const refused = await platter(dir, ['foods', 'rm', 'croissant'], beforeFirstDay);
    expect([refused.code, refused.stderr]).toEqual([
      1,
      'platter: "Croissant" is the challenge on 2026-09-02: nothing was removed; pass --force to remove it ' +
        'and those calendar days\n',
    ]);
    const removed = await platter(dir, ['foods', 'rm', 'croissant', '--force'], beforeFirstDay);
    expect(lines(removed.stdout)).toEqual([
      'Deleted Croissant (content/foods/croissant.yaml)',
      'removed calendar days: 2026-09-02',
    ]);
    expect(read(dir, 'calendar.yaml')).toBe('2026-09-01: thai-fried-noodles\n2026-09-03: hummus\n');
    const after = checkContent(join(dir, 'content'));
    expect([after.content.foods.length, after.problems]).toEqual([5, []]);
  });
});

describe('platter calendar', () => {
  const now = { PLATTER_NOW: '2026-09-01T12:00:00-04:00' };

  it('sets with the already-used warning, unsets, lists and finds the next free date', async () => {
    const dir = workspace();
    const set = await platter(dir, ['calendar', 'set', '2026-09-10', 'Hummus'], now);
    expect(lines(set.stdout)).toEqual([
      'Challenge set!',
      '2026-09-10: hummus (Hummus)',
      'warning: "Hummus" was already used in a challenge on 2026-09-03',
    ]);
    const [badDate, next, list] = await Promise.all([
      platter(dir, ['calendar', 'set', '2026-13-01', 'hummus']),
      platter(dir, ['calendar', 'next'], now),
      platter(dir, ['calendar', 'list', '--from', '2026-09-02', '--json']),
    ]);
    expect([badDate.code, badDate.stderr]).toEqual([1, 'platter: date: "2026-13-01" is not a real date\n']);
    expect(next.stdout).toBe('2026-09-04\n');
    expect(JSON.parse(list.stdout)).toEqual([
      { date: '2026-09-02', day: 2, slug: 'croissant', name: 'Croissant' },
      { date: '2026-09-03', day: 3, slug: 'hummus', name: 'Hummus' },
      { date: '2026-09-10', day: 4, slug: 'hummus', name: 'Hummus' },
    ]);
    const unset = await platter(dir, ['calendar', 'unset', '2026-09-10'], now);
    expect(lines(unset.stdout)).toEqual(['Challenge deleted!', '2026-09-10 no longer has hummus']);
    expect(read(dir, 'calendar.yaml')).toBe('2026-09-01: pad-thai\n2026-09-02: croissant\n2026-09-03: hummus\n');
  });

  it('bulk: refuses with the spec messages, then fills the earliest free dates in order', async () => {
    const dir = workspace();
    const [none, tooMany, unknown] = await Promise.all([
      platter(dir, ['calendar', 'bulk'], now),
      platter(dir, ['calendar', 'bulk', 'ramen', 'croissant', '--from', '2026-09-01', '--through', '2026-09-04']),
      platter(dir, ['calendar', 'bulk', 'ramen', 'sushi'], now),
    ]);
    expect([none.code, none.stderr]).toEqual([1, 'platter: Please select at least one food\n']);
    expect([tooMany.code, tooMany.stderr]).toEqual([
      1,
      'platter: Not enough available dates. You selected 2 foods but only 1 dates are available.\n',
    ]);
    expect([unknown.code, lines(unknown.stderr)[0]]).toEqual([1, 'platter: 1 dish not found; nothing was scheduled']);
    const bulk = await platter(dir, ['calendar', 'bulk', 'ramen', 'Pizza Margherita', 'croissant'], now);
    expect(lines(bulk.stdout)).toEqual([
      'DATE        DISH',
      '2026-09-04  Ramen (ramen)',
      '2026-09-05  Pizza Margherita (pizza-margherita)',
      '2026-09-06  Croissant (croissant)',
      'warning: "Croissant" was already used in a challenge on 2026-09-02',
      'Successfully set 3 challenges!',
    ]);
  });

  it('bulk --auto fills the window with dishes not used within 365 days, same plan for the same seed', async () => {
    const dir = workspace();
    const args = ['calendar', 'bulk', '--auto', '--seed', '9', '--through', '2026-09-12', '--json'];
    const dry = await platter(dir, [...args, '--dry-run'], now);
    const plan = JSON.parse(dry.stdout) as {
      written: boolean;
      assignments: { date: string; slug: string }[];
      warnings: string[];
    };
    expect(plan.written).toBe(false);
    // Six dishes, three already used: only the other three can go on the free days.
    expect(plan.assignments.map((a) => a.date)).toEqual(['2026-09-04', '2026-09-05', '2026-09-06']);
    expect(plan.assignments.map((a) => a.slug).sort()).toEqual(['pizza-margherita', 'ramen', 'tacos-al-pastor']);
    expect(plan.warnings).toEqual([
      'warning: 6 dates left free, every dish being used within 365 days of them: 2026-09-07 ... 2026-09-12',
    ]);
    // The same seed gives the same plan when it is written for real.
    const written = await platter(dir, args, now);
    expect(JSON.parse(written.stdout)).toMatchObject({ written: true, assignments: plan.assignments });
    expect(Object.keys(parse(read(dir, 'calendar.yaml')) as object)).toHaveLength(6);
  });
});

describe('platter images, stats, audit, countries', () => {
  it('stores an image for a dish and refuses a file that is not one', async () => {
    const dir = workspace();
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c84' } })
      .png()
      .toFile(join(dir, 'photo.png'));
    writeFileSync(join(dir, 'notes.png'), 'just text');
    const [bad, good] = [
      await platter(dir, ['images', 'add', 'pad-thai', 'notes.png']),
      await platter(dir, ['images', 'add', 'Pad Thai', 'photo.png']),
    ];
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /^platter: .*notes\.png is not an image sharp can read \(.*\); use a JPEG, PNG, WebP or AVIF file\n$/,
    );
    expect(good.stdout).toBe('Stored content/images/pad-thai.png (640×480) as the image of Pad Thai\n');
    expect(read(dir, 'foods/pad-thai.yaml')).toMatch(/\nimage: pad-thai\.png\nsource:/);
    expect(checkContent(join(dir, 'content')).problems).toEqual([]);
  });

  it('counts values per category, audits breadth and lists countries', async () => {
    const dir = workspace();
    const [stats, badCategory, audit, auditText, countries] = await Promise.all([
      platter(dir, ['stats', '--category', 'goes with', '--top', '2', '--json']),
      platter(dir, ['stats', '--category', 'texure']),
      platter(dir, ['audit', '--json']),
      platter(dir, ['audit']),
      platter(dir, ['countries', '--region', 'middle east']),
    ]);
    const s = JSON.parse(stats.stdout) as Record<
      string,
      { label: string; distinct: number; top: { value: string; count: number }[] }
    >;
    expect(Object.keys(s)).toEqual(['common_accompaniments']);
    expect(s.common_accompaniments!.label).toBe('Goes With');
    expect(s.common_accompaniments!.top).toHaveLength(2);
    expect(badCategory.stderr).toBe('platter: "texure" is not a category (did you mean "Texture"?)\n');
    const a = JSON.parse(audit.stdout) as {
      foods: number;
      originCountries: number;
      regions: { value: string; count: number }[];
      descriptions: { outside: unknown[] };
    };
    expect([a.foods, a.originCountries]).toEqual([6, 7]);
    expect(a.regions.find((r) => r.value === 'Asia')).toEqual({ value: 'Asia', count: 2 });
    expect(auditText.stdout).toContain('! dishes 6 (target 400)');
    expect(auditText.stdout).toContain('Preparation methods (! under 3 dishes)');
    expect(lines(countries.stdout)[0]).toMatch(/^NAME +REGION +SUB-REGION$/);
    expect(countries.stdout).toMatch(/\nTürkiye +Middle East +Western Asia\n/);
    expect(countries.stdout).not.toContain('Japan');
  });

  it('audits translations: every area of the message catalogue, complete in every language', async () => {
    const run = await platter(workspace(), ['audit', '--i18n', '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    type Figure = { total: number; done: number; missing: string[] };
    const languages = JSON.parse(run.stdout) as {
      locale: string;
      messages: Record<string, Figure>;
      vocabulary: Record<string, Figure>;
    }[];
    expect(languages.map((l) => l.locale)).toEqual([...TRANSLATED_LOCALES]);
    for (const language of languages) {
      expect(Object.keys(language.messages).sort()).toEqual([...MESSAGE_AREAS].sort());
      for (const [area, figure] of Object.entries(language.messages))
        expect(figure.done, `${language.locale} ${area}`).toBe(figure.total);
      // The JSON is for scripts and translators: it lists everything missing, not the first 20.
      // (The fixture has no translations: its fields miss up to a few dozen values each.)
      for (const [field, figure] of Object.entries(language.vocabulary))
        expect(figure.missing, `${language.locale} ${field}`).toHaveLength(figure.total - figure.done);
    }
    expect(Math.max(...Object.values(languages[0]!.vocabulary).map((f) => f.missing.length))).toBeGreaterThan(20);
  });

  it('audits feedback, and fails on content where a box is nearly always yellow', async () => {
    const dir = workspace();
    // The fixture breaks one target: its six dishes share core components (73% of pairs yellow).
    const [text, json] = await Promise.all([
      platter(dir, ['audit', '--feedback', '--today', '2026-01-01']),
      platter(dir, ['audit', '--feedback', '--json', '--today', '2026-01-01']),
    ]);
    expect(text.code).toBe(1);
    expect(lines(text.stdout)[1]).toMatch(/^ +CATEGORY +GREEN +YELLOW +RED$/);
    expect(text.stdout).toMatch(/\n! +Core Components +0\.0% +73\.3% +26\.7%\n/);
    expect(text.stdout).toMatch(/\n +Flavor +/);
    expect(text.stdout).toContain('! core_components is yellow in 73.3% of pairs (at most 60.0%)');
    const f = JSON.parse(json.stdout) as {
      foods: number;
      pairs: number;
      problems: string[];
      averageLeft: number;
      days: { date: string; slug: string; level: string }[];
    };
    expect(json.code).toBe(1);
    expect([f.foods, f.pairs]).toEqual([6, 30]);
    // Its six dishes are all rated easy, so its three days in a row also break the weekly rhythm.
    expect(f.problems).toEqual([
      'core_components is yellow in 73.3% of pairs (at most 60.0%)',
      '3 easy days in a row from 2026-09-01 through 2026-09-03 (at most 2): run `platter calendar rhythm`',
    ]);
    expect(text.stdout).toMatch(/\n +Mon \(easy\) +0 +0 +0\n/);
    expect(f.days.map((d) => d.date)).toEqual(Object.keys(parse(read(dir, 'calendar.yaml')) as object).sort());
    expect(f.days.every((d) => ['easy', 'medium', 'hard'].includes(d.level))).toBe(true);

    // Give the dishes core components of their own and the target holds: the command passes.
    for (const [file, own] of [
      ['croissant', 'pastry'],
      ['pad-thai', 'noodles'],
      ['ramen', 'broth'],
      ['hummus', 'dip'],
      ['tacos-al-pastor', 'tortilla'],
      ['pizza-margherita', 'crust'],
    ]) {
      const path = join(dir, 'content', 'foods', `${file}.yaml`);
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(/\ncore_components:\n(?: {2}- .*\n)+/, `\ncore_components:\n  - ${own}\n`),
      );
    }
    const stillRun = await platter(dir, ['audit', '--feedback', '--today', '2026-01-01']);
    expect(stillRun.stdout).not.toContain('! core_components');
    expect(stillRun.code).toBe(1);
    // Once those days are played, the run is history: the command passes.
    const fixed = await platter(dir, ['audit', '--feedback', '--today', '2026-09-03']);
    expect(fixed.stdout).toContain('0 runs of 3 or more hard or easy days to come');
    expect(fixed.code).toBe(0);
  });
});
