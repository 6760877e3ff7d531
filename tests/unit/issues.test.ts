/**
 * core/issues.ts: the one renderer of zod issues (issueTexts), and a guard that every
 * reader of a schema words its problems through it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssues, issueLine, issueTexts } from '../../core/issues.ts';

const ROOT = join(import.meta.dirname, '..', '..');

const Dish = z
  .object({
    name: z.string({ error: 'expected text' }),
    origin: z.array(z.string({ error: 'expected text' }), { error: 'expected a list' }),
    course: z.enum(['Main', 'Side'], { error: 'is not a course' }).optional(),
  })
  .strict();

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('parsed');
  return result.error.issues;
};

describe('issueTexts', () => {
  it('says a missing field is required, and names a wrong one with its own message', () => {
    const input = { origin: 'Thailand' };
    expect(issueTexts(issuesOf(Dish, input), { input }).map((t) => [t.field, t.message])).toEqual([
      ['name', 'is required'],
      ['origin', 'expected a list'],
    ]);
  });

  it('splits unknown keys, one problem per key, with a did-you-mean among the fields', () => {
    const input = { name: 'Pho', origin: [], orign: [], colour: 'red' };
    const texts = issueTexts(issuesOf(Dish, input), { input, fields: ['name', 'origin', 'course'] });
    expect(texts).toEqual([
      { path: ['orign'], field: 'orign', message: '"orign" is not a field (did you mean "origin"?)', key: true },
      {
        path: ['colour'],
        field: 'colour',
        message: '"colour" is not a field; the fields are name, origin, course',
        key: true,
      },
    ]);
    expect(issueTexts(issuesOf(Dish, input), { input })[0]?.message).toBe('"orign" is not a field');
  });

  it("names a value inside a list, an empty value, and zod's own wording without its prefix", () => {
    const input = { name: null, origin: ['Thailand', 3] };
    expect(issueTexts(issuesOf(Dish, input), { input }).map((t) => `${t.field}: ${t.message}`)).toEqual([
      'name: is empty: expected text',
      'origin[1]: expected text',
    ]);
    expect(issueTexts(issuesOf(z.number(), 'x'))[0]?.message).toBe('expected number, received string');
  });

  it('reads the branch of a union the input was meant for', () => {
    const Food = z.union([z.string(), Dish]);
    const input = { name: 'Pho', origin: 'Vietnam' };
    expect(issueTexts(issuesOf(Food, input), { input })[0]).toMatchObject({
      field: 'origin',
      message: 'expected a list',
    });
  });

  it("keeps a form's own sentences, even for a missing field", () => {
    const Login = z.object({ identifier: z.string({ error: 'Please enter both username/email and password' }) });
    expect(issueTexts(issuesOf(Login, {}), { sentences: true })[0]?.message).toBe(
      'Please enter both username/email and password',
    );
    expect(issueTexts(issuesOf(Login, {}), { input: {} })[0]?.message).toBe('is required');
  });

  it('prints as lines and as the one line of a 400', () => {
    const input = { origin: 'Thailand' };
    const texts = issueTexts(issuesOf(Dish, input), { input });
    expect(texts.map((t) => issueLine(t))).toEqual(['name is required', 'origin: expected a list']);
    expect(formatIssues(issuesOf(Dish, input), 'food', input)).toBe('name is required; origin: expected a list');
    expect(formatIssues(issuesOf(z.object({}), 'x'), 'body', 'x')).toMatch(/^body: expected object/);
  });
});

/** Every .ts and .tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

it('every reader of a schema words its problems through issueTexts (or formatIssues, built on it)', () => {
  const wording: string[] = [];
  for (const file of ['api', 'cli', 'core', 'site', 'scripts'].flatMap(sources)) {
    if (file === join('core', 'issues.ts')) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!/\.error\.issues\b/.test(line)) return;
        // Passed to the renderer, or read only for its paths.
        if (/(issueTexts|formatIssues|schemaProblems)\([^)]*\.error\.issues/.test(line)) return;
        if (/\.error\.issues\.map\(\(i\) => String\(i\.path/.test(line)) return;
        wording.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(wording).toEqual([]);
});
