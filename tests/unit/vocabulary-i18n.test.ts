/**
 * The vocabularies' translations (content/i18n/<locale>.yaml): given these files and
 * these dishes, these problems. Real files in a temporary copy, read by core/node.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent } from '../../core/node/check.ts';
import { translateValue } from '../../core/vocabulary-i18n.ts';

function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'platter-i18n-'));
  cpSync('tests/fixtures/e2e-content', dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('vocabulary translations', () => {
  it('refuses a key that is no value of its field, with a did-you-mean', () => {
    const dir = contentWith({});
    writeFileSync(join(dir, 'i18n', 'es.yaml'), 'preparation_method:\n  Bakd: Horneado\n');
    const problems = checkContent(dir).problems.filter((p) => p.file.endsWith('es.yaml'));
    const error = problems.find((p) => p.severity === 'error');
    expect(error?.message).toContain("'Bakd' is not a value of preparation_method (did you mean 'Baked'?)");
    // The rest of the closed vocabulary is reported missing, as warnings.
    expect(problems.some((p) => p.severity === 'warning' && p.message.includes("no translation of 'Boiled'"))).toBe(
      true,
    );
  });

  it('refuses a field the file does not know', () => {
    const dir = contentWith({});
    writeFileSync(join(dir, 'i18n', 'de.yaml'), 'cuisine:\n  Japan: Japan\n');
    const problems = checkContent(dir).problems.filter((p) => p.file.endsWith('de.yaml') && p.severity === 'error');
    expect(problems.map((p) => p.message).join('\n')).toMatch(/cuisine/);
  });

  it('accepts the team’s files and shows a value through them', () => {
    // The fixture's translations are the team's, cut to the values its dishes use.
    for (const file of readdirSync('content/i18n')) {
      const team = parse(readFileSync(join('content/i18n', file), 'utf8'));
      const fixture = parse(readFileSync(join('tests/fixtures/e2e-content/i18n', file), 'utf8'));
      for (const [field, values] of Object.entries(fixture))
        for (const [value, text] of Object.entries(values as Record<string, string>))
          expect(`${file} ${field} ${value}: ${team[field]?.[value]}`).toBe(`${file} ${field} ${value}: ${text}`);
    }
    const dir = contentWith({});
    const result = checkContent(dir);
    expect(result.problems.filter((p) => p.file.includes('i18n/') && p.severity === 'error')).toEqual([]);
    const translations = result.content.translations ?? {};
    expect(translateValue('Baked', 'preparation_method', 'de', translations)).toBe('Gebacken');
    expect(translateValue('Baked', 'preparation_method', 'en', translations)).toBe('Baked');
    // A value with no translation is shown as the content writes it.
    expect(translateValue('a value nobody translated', 'key_ingredients', 'ja', translations)).toBe(
      'a value nobody translated',
    );
  });

  it('warns about an open value no dish uses any more, naming the closest one, and does not refuse it', () => {
    const dir = contentWith({});
    writeFileSync(join(dir, 'i18n', 'fr.yaml'), 'key_ingredients:\n  ricee: riz\n');
    const problems = checkContent(dir).problems.filter((p) => p.file.endsWith('fr.yaml'));
    const leftOver = problems.find((p) => p.message.includes("no dish has 'ricee' in key_ingredients"));
    expect(leftOver?.severity).toBe('warning');
    expect(leftOver?.message).toContain("did you mean 'rice'");
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
