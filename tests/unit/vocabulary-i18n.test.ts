/**
 * The vocabularies' translations (content/i18n/<locale>.yaml): given these files and
 * these dishes, these problems. Real files in a temporary copy, read by core/node.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
    cpSync('content/i18n', join(dir, 'i18n'), { recursive: true });
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
    cpSync('content/i18n', join(dir, 'i18n'), { recursive: true });
    writeFileSync(join(dir, 'i18n', 'de.yaml'), 'cuisine:\n  Japan: Japan\n');
    const problems = checkContent(dir).problems.filter((p) => p.file.endsWith('de.yaml') && p.severity === 'error');
    expect(problems.map((p) => p.message).join('\n')).toMatch(/cuisine/);
  });

  it('accepts the team’s files and shows a value through them', () => {
    const dir = contentWith({});
    cpSync('content/i18n', join(dir, 'i18n'), { recursive: true });
    const result = checkContent(dir);
    expect(result.problems.filter((p) => p.file.includes('i18n/') && p.severity === 'error')).toEqual([]);
    const translations = result.content.translations ?? {};
    expect(translateValue('Baked', 'preparation_method', 'de', translations)).toBe('Gebacken');
    expect(translateValue('Baked', 'preparation_method', 'en', translations)).toBe('Baked');
    expect(translateValue('rice', 'key_ingredients', 'ja', translations)).toBe('rice');
  });
});
