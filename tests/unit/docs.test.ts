/**
 * Claims of the README and docs/ that code can check, checked: the Node version, the
 * environment variables' defaults, where an image is stored, the one module that touches
 * browser storage, and the figures of the yellow rules. (The yellow rules per category:
 * yellow-rules.test.ts.) A doc that drifts from the code fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AdminEnvSchema } from '../../api/admin/services.ts';
import { EnvSchema, settingsFromEnv } from '../../api/options.ts';
import { createProgram } from '../../cli/main.ts';
import { imageFile } from '../../core/content-paths.ts';
import { FEEDBACK_TARGETS } from '../../core/feedback.ts';
import { imageBaseName } from '../../core/naming.ts';
import { MATCHES_FOR_YELLOW } from '../../core/scoring.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four'];

describe('README', () => {
  const readme = read('README.md');

  it('asks for the Node version package.json names in engines', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const minimum = engines.replace(/^>=\s*/, '');
    expect(readme).toMatch(new RegExp(`Node\\.js ${minimum.replace(/\./g, '\\.')} or newer`));
    expect(readme).not.toMatch(/any Node from \d+/);
  });

  /** The README's table of settings: variable -> its default as written. */
  function settingsTable(): Map<string, string> {
    const rows = new Map<string, string>();
    for (const line of readme.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      if (cells.length < 5 || !cells[1]!.startsWith('`')) continue;
      for (const name of cells[1]!.match(/`[A-Z_]+`/g) ?? []) rows.set(name.slice(1, -1), cells[2]!);
    }
    return rows;
  }

  it('names only variables the server reads, with the defaults the code applies', () => {
    const table = settingsTable();
    expect(table.size).toBeGreaterThan(10);
    const known = new Set([...Object.keys(EnvSchema.shape), ...Object.keys(AdminEnvSchema.shape)]);
    expect([...table.keys()].filter((name) => !known.has(name))).toEqual([]);

    const cwd = '/srv/platter';
    const { port, host, app } = settingsFromEnv({}, cwd);
    const limits = app.rateLimit as { work: number; read: number };
    const effective: Record<string, string> = {
      PORT: String(port),
      HOST: host,
      CONTENT_DIR: `./${relative(cwd, app.contentDir)}`,
      DATA_DIR: `./${relative(cwd, app.dataDir)}`,
      SITE_ORIGIN: app.siteOrigin!.replace(String(port), '`PORT`'),
      RATE_LIMIT_WORK: `${limits.work}, ${limits.read}`,
      TRUST_PROXY: app.trustProxy ? 'on' : 'off',
      STORAGE: String(app.storage),
      PLATTER_ROLE: String(app.role),
    };
    for (const [name, value] of Object.entries(effective)) expect(table.get(name), name).toBe(value);
    expect(resolve(cwd, table.get('CONTENT_DIR')!)).toBe(app.contentDir);
    // What the README leaves unset, the code leaves unset too.
    for (const [name, written] of table)
      if (written === 'unset')
        expect(EnvSchema.shape[name as keyof typeof EnvSchema.shape]?.safeParse(undefined).success ?? true).toBe(true);
  });

  it("states the yellow rule's figures: two for Flavor, and the audit's targets", () => {
    expect(readme).toContain(`(${NUMBER_WORDS[MATCHES_FOR_YELLOW.flavor_profile!]} for Flavor)`);
    const targets =
      `yellow in more than ${FEEDBACK_TARGETS.maxYellowShare * 100}% of pairs or one guess leaves more than ` +
      `${FEEDBACK_TARGETS.maxAverageLeft} dishes`;
    expect(readme.replace(/\s+/g, ' ')).toContain(targets);
    expect(read('docs/scoring.md').replace(/\s+/g, ' ')).toContain(`fails when a box is ${targets}`);
  });
});

describe('where an image is stored', () => {
  const example = `content/${imageFile(`${imageBaseName('Pad Thai')}.jpg`)}`;

  it('docs/cli.md says what the code does: the slug, as in content/images/pad-thai.jpg', () => {
    const cli = read('docs/cli.md');
    expect(cli).toContain(`Stored ${example} (`);
    expect(cli).toContain('`content/images/<slug>.<ext>`');
    expect(cli).not.toMatch(/non-alphanumerics as _|Pad_Thai/);
  });

  it('`platter images add --help` says the same', () => {
    const add = createProgram()
      .commands.find((c) => c.name() === 'images')!
      .commands.find((c) => c.name() === 'add')!;
    let help = '';
    add.configureOutput({ writeOut: (s) => void (help += s) });
    add.outputHelp();
    expect(help).toContain(example);
    expect(help).not.toMatch(/Pad_Thai|non-alphanumerics/);
  });
});

it('docs/site.md: storage is the only module of the site that touches browser storage', () => {
  expect(read('docs/site.md')).toContain('storage (the only localStorage user)');
  const touching: string[] = [];
  const files = readdirSync(join(ROOT, 'site'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(tsx?|astro)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
  for (const file of files) {
    const code = read(file)
      .split('\n')
      .filter((l) => !/^\s*(\*|\/\/|\/\*\*)/.test(l))
      .join('\n');
    if (/\b(localStorage|sessionStorage)\s*\.|\.(localStorage|sessionStorage)\b/.test(code)) touching.push(file);
  }
  // The storage module's backend, and the layout's pre-paint script, which docs/site.md names.
  expect(touching.sort()).toEqual([
    join('site', 'layouts', 'Base.astro'),
    join('site', 'lib', 'storage', 'backend.ts'),
  ]);
});
