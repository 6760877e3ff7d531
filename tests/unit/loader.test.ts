import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../core/node/check.ts';
import { createContentLoader, loadContent, type ContentProblem } from '../../core/node/content.ts';

const fixture = resolve('tests/fixtures/content-small');
const dirs: string[] = [];

/** A temporary copy of the fixture content with some files replaced. */
function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'platter-loader-'));
  dirs.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const padThai = readFileSync(join(fixture, 'foods/pad-thai.yaml'), 'utf8');

/** `file:line:col path: message` as `platter validate` prints it, the file relative to its content dir. */
function line(p: ContentProblem): string {
  const dir = dirs.find((d) => resolve(p.file).startsWith(d)) ?? fixture;
  return `${relative(dir, resolve(p.file))}:${p.line}:${p.column} ${p.path}: ${p.message}`;
}

describe('loadContent', () => {
  it('loads the fixture: foods sorted by slug, calendar, relations, vocabulary, no problems', () => {
    const { content, problems } = loadContent(fixture);
    expect(problems).toEqual([]);
    expect(content.foods.map((f) => f.slug)).toEqual([
      'croissant',
      'hummus',
      'pad-thai',
      'pizza-margherita',
      'ramen',
      'tacos-al-pastor',
    ]);
    expect(content.calendar['2026-09-01']).toBe('pad-thai');
    expect(content.relations.temperature).toEqual([['hot', 'warm']]);
    expect(content.vocabulary?.distinct).toEqual([['pasta', 'paste']]);
    expect(content.root).toBe(fixture);
  });

  it('points a misspelled enum value at its list item, with the did-you-mean', () => {
    // preparation_method is at line 58 of pad-thai.yaml: its first item on line 59.
    const text = padThai.replace(
      'preparation_method:\n  - Stir Fried\n',
      'preparation_method:\n  - Stir Fried\n  - Fryed\n',
    );
    const lineNo = text.split('\n').indexOf('  - Fryed') + 1;
    const { problems, content } = loadContent(contentWith({ 'foods/pad-thai.yaml': text }));
    expect(problems.map(line)).toEqual([
      `foods/pad-thai.yaml:${lineNo}:5 preparation_method[1]: "Fryed" is not a preparation method (did you ` +
        'mean "Fried"?)',
    ]);
    expect(problems[0]!.severity).toBe('error');
    expect(content.foods.map((f) => f.slug)).not.toContain('pad-thai');
  });

  it('places a missing required field at its parent map and says it is missing', () => {
    const text = padThai.replace(/^origin:\n {2}- Thailand\n/m, '');
    const { problems } = loadContent(contentWith({ 'foods/pad-thai.yaml': text }));
    expect(problems.map(line)).toEqual(['foods/pad-thai.yaml:1:1 origin: is required']);
  });

  it('points an unknown field at its key and suggests the field meant', () => {
    const text = padThai.replace(
      'ingredients:\n  - rice noodles\n  - shrimp\n  - egg\n  - tofu',
      'ingredient:\n  - rice noodles\n  - shrimp\n  - egg\n  - tofu',
    );
    const lineNo = text.split('\n').indexOf('ingredient:') + 1;
    const { problems } = loadContent(contentWith({ 'foods/pad-thai.yaml': text }));
    expect(problems.map(line)).toEqual([
      'foods/pad-thai.yaml:1:1 ingredients: is required',
      `foods/pad-thai.yaml:${lineNo}:1 ingredient: "ingredient" is not a field (did you mean "ingredients"?)`,
    ]);
  });

  it('reports a wrong type and an empty value where they are', () => {
    const text = padThai.replace('name: Pad Thai', 'name:').replace('temperature:\n  - hot', 'temperature: hot');
    const { problems } = loadContent(contentWith({ 'foods/pad-thai.yaml': text }));
    const temperatureLine = text.split('\n').indexOf('temperature: hot') + 1;
    expect(problems.map(line)).toEqual([
      'foods/pad-thai.yaml:1:1 name: is empty: expected text',
      `foods/pad-thai.yaml:${temperatureLine}:14 temperature: expected a list`,
    ]);
  });

  it('turns malformed YAML into one line at the position where the parser noticed it', () => {
    // The unclosed [ of line 2 is noticed where the next key starts, line 3.
    const { problems, content } = loadContent(
      contentWith({ 'foods/hummus.yaml': 'name: Hummus\norigin: [Lebanon, Syria\nregions:\n  - Middle East\n' }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, column: 1, path: '', severity: 'error' });
    expect(problems[0]!.message).toMatch(/^YAML syntax error: /);
    expect(problems[0]!.message).not.toContain('\n');
    expect(content.foods).toHaveLength(5);
  });

  it('refuses YAML nested deeper than 32 levels, in flow or block style, at the node that goes too deep', () => {
    // Flow style 10,000 deep used to overflow the parser's stack ("Maximum call stack size
    // exceeded"); block style 40 deep loaded and was walked by every recursive check.
    const flow = `name: Hummus\norigin: ${'['.repeat(10_000)}Lebanon${']'.repeat(10_000)}\n`;
    const block = `name: Hummus\norigin:\n${Array.from({ length: 40 }, (_, i) => `${' '.repeat(2 * i)}- `).join('\n')}Lebanon\n`;
    const compact = `name: Hummus\norigin:\n  ${'- '.repeat(40)}Lebanon\n`;
    for (const text of [flow, block, compact]) {
      const { problems, content } = loadContent(contentWith({ 'foods/hummus.yaml': text }));
      expect(problems.map((p) => [p.path, p.message, p.severity])).toEqual([
        ['', 'nested deeper than 32 levels', 'error'],
      ]);
      expect(content.foods).toHaveLength(5);
    }
    // The mapping is level 1, so the 32nd bracket opens level 33.
    const { problems } = loadContent(contentWith({ 'foods/hummus.yaml': flow }));
    expect([problems[0]!.line, problems[0]!.column]).toEqual([2, 'origin: '.length + 32]);
    // 32 levels are only the schema's business.
    const atLimit = `name: Hummus\norigin: ${'['.repeat(31)}Lebanon${']'.repeat(31)}\n`;
    const within = loadContent(contentWith({ 'foods/hummus.yaml': atLimit })).problems;
    expect(within.map((p) => p.message)).not.toContain('nested deeper than 32 levels');
  });

  it('reports a duplicate key at the second occurrence', () => {
    const { problems } = loadContent(contentWith({ 'foods/pad-thai.yaml': `${padThai}name: Pad Thai Again\n` }));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('Map keys must be unique');
    expect(problems[0]!.line).toBe(padThai.split('\n').length);
  });

  it('keeps the good calendar days and points at the bad date key', () => {
    const { problems, content } = loadContent(
      contentWith({ 'calendar.yaml': '2026-09-01: pad-thai\n2026-02-30: croissant\n2026-09-03: Hummus\n' }),
    );
    expect(problems.map(line)).toEqual([
      'calendar.yaml:2:1 2026-02-30: "2026-02-30" is not a real date',
      'calendar.yaml:3:13 2026-09-03: expected a slug (a-z, 0-9 and -)',
    ]);
    expect(content.calendar).toEqual({ '2026-09-01': 'pad-thai' });
  });

  it('reports empty files, badly named files and stray files in foods/', () => {
    const { problems } = loadContent(
      contentWith({
        'foods/empty.yaml': '',
        'foods/Fish And Chips.yaml': padThai,
        'foods/notes.txt': 'hi',
        'foods/.pad-thai.yaml.123.tmp': 'x',
      }),
    );
    expect(problems.map((p) => [p.file.split('/').at(-1), p.severity, p.message.split(':')[0]])).toEqual([
      ['Fish And Chips.yaml', 'error', 'a food file is named <slug>.yaml (lower-case letters, digits and hyphens)'],
      ['empty.yaml', 'error', 'the file is empty'],
      ['notes.txt', 'warning', 'not a food file (foods are <slug>.yaml), so it is ignored'],
    ]);
  });

  it('places validateContent issues on their nodes through locate()', () => {
    const dir = contentWith({ 'calendar.yaml': '2026-09-01: pad-thai\n2026-09-02: pad-tai\n' });
    const { problems } = checkContent(dir);
    expect(problems.map(line)).toEqual([
      'calendar.yaml:2:13 2026-09-02: "pad-tai" is not a food (there is no foods/pad-tai.yaml) (did you mean ' +
        '"pad-thai"?)',
    ]);
  });

  it('checkContent reports an image field whose file is missing', () => {
    const dir = contentWith({ 'foods/pad-thai.yaml': padThai.replace(/^source:/m, 'image: pad-thai.jpg\nsource:') });
    const { problems } = checkContent(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: 'image', severity: 'error' });
    expect(problems[0]!.message).toContain('content/images/pad-thai.jpg does not exist');
    expect(problems[0]!.line).toBe(padThai.split('\n').findIndex((l) => l.startsWith('source:')) + 1);
  });
});

describe('createContentLoader (the server reloading after a write)', () => {
  it('parses again only the dish files whose text changed, and sees every change', () => {
    const dir = contentWith({});
    const load = createContentLoader();
    const first = load(dir);
    const hummus = first.content.foods.find((f) => f.slug === 'hummus')!;

    // Unchanged files give the very same records; a changed one is read again.
    writeFileSync(join(dir, 'foods/pad-thai.yaml'), padThai.replace(/^name: Pad Thai$/m, 'name: Pad Thai Noodles'));
    const second = load(dir);
    expect(second.content.foods.find((f) => f.slug === 'hummus')).toBe(hummus);
    expect(second.content.foods.find((f) => f.slug === 'pad-thai')?.name).toBe('Pad Thai Noodles');

    // A file that turns bad reports its problem at the right place and drops out; a removed one is gone.
    const bad = padThai.replace('preparation_method:\n  - Stir Fried\n', 'preparation_method:\n  - Fryed\n');
    writeFileSync(join(dir, 'foods/pad-thai.yaml'), bad);
    rmSync(join(dir, 'foods/croissant.yaml'));
    const third = load(dir);
    expect(third.problems.map(line)).toEqual([
      `foods/pad-thai.yaml:${bad.split('\n').indexOf('  - Fryed') + 1}:5 preparation_method[0]: "Fryed" is ` +
        'not a preparation method (did you mean "Fried"?)',
    ]);
    expect(third.content.foods.map((f) => f.slug)).toEqual(['hummus', 'pizza-margherita', 'ramen', 'tacos-al-pastor']);

    // Restored, it loads again; the same answer as a fresh loader.
    writeFileSync(join(dir, 'foods/pad-thai.yaml'), padThai);
    expect(load(dir).content).toEqual(loadContent(dir).content);
  });

  it('still places cross-file issues in a cached file, parsing it again only to locate them', () => {
    const dir = contentWith({});
    const load = createContentLoader();
    load(dir);
    const cached = load(dir);
    const lineNo = padThai.split('\n').indexOf('preparation_method:') + 2;
    expect(
      cached.locate({
        file: 'foods/pad-thai.yaml',
        path: ['preparation_method', 0],
        message: 'm',
        severity: 'warning',
      }),
    ).toMatchObject({ line: lineNo, column: 5 });
  });
});
