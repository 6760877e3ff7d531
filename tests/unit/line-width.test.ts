/**
 * The formatter (biome.json) wraps code at 120 characters; what it cannot wrap is a long string,
 * a URL or a regular expression. Those stay few: at most 40 lines past 120 in the code the project
 * writes (TypeScript, JavaScript, CSS and Astro; Markdown tables and content YAML are not code).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LINE_WIDTH = 120;
const MAX_LONG_LINES = 40;
const CODE = /\.(ts|tsx|mjs|js|css|astro)$/;

/** Every line of tracked code past the line width, as `file:line`. */
function longLines(): string[] {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => CODE.test(f));
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      // Characters, not UTF-16 units: "寿司" is two, as the formatter counts them.
      if ([...line].length > LINE_WIDTH) found.push(`${file}:${i + 1}`);
    });
  }
  return found;
}

describe('line width', () => {
  it(`keeps lines past ${LINE_WIDTH} characters to at most ${MAX_LONG_LINES} in the tree`, () => {
    const found = longLines();
    expect(found.length, found.join('\n')).toBeLessThanOrEqual(MAX_LONG_LINES);
  });

  it('biome.json sets the line width the count uses', () => {
    const biome = JSON.parse(readFileSync('biome.json', 'utf8'));
    expect(biome.formatter.lineWidth).toBe(LINE_WIDTH);
  });
});
