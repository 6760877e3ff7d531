import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSyntheticContent } from '../../bench/synthetic.ts';
import { loadContent } from '../../core/node/content.ts';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');

describe('writeSyntheticContent (the benches’ dishes)', () => {
  // Every dish the bench names must load: a dish the content refuses is a 404 under load,
  // counted as the route's error (the score-guess line of bench/run.ts).
  it('writes dishes that all load without an error, copies included', () => {
    const count = readdirSync(join(CONTENT, 'foods')).length + 8;
    const written = writeSyntheticContent(CONTENT, count, '2026-03-10');
    try {
      const { content, problems } = loadContent(written.dir);
      expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.file}: ${p.path} ${p.message}`)).toEqual(
        [],
      );
      expect(content.foods.map((f) => f.name).sort()).toEqual([...written.names].sort());
    } finally {
      rmSync(written.dir, { recursive: true, force: true });
    }
  }, 120_000);
});
