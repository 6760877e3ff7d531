/**
 * Every kind of keyed value is a decision of the backup: kept (completions) or left out
 * on purpose with a reason (api/backup/keyed-values.ts). A new prefix in the code fails
 * here until it is one or the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { keptInBackup, SKIPPED_KEYED_PREFIXES } from '../../api/backup/keyed-values.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What a backup keeps of the keyed store. */
const KEPT = ['completions'];

it('knows every keyed-store prefix the API writes: kept, or left out with a reason', () => {
  const prefixes = new Set<string>();
  for (const file of readdirSync(join(ROOT, 'api'), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    for (const m of readFileSync(join(ROOT, 'api', file), 'utf8').matchAll(/storeKey\(\s*'([^']+)'/g))
      prefixes.add(m[1]!);
  }
  expect(prefixes.size).toBeGreaterThan(5);
  const unknown = [...prefixes].filter((p) => !KEPT.includes(p) && !SKIPPED_KEYED_PREFIXES.some((s) => s.prefix === p));
  expect(unknown, 'add each to KEPT here or to SKIPPED_KEYED_PREFIXES, with why').toEqual([]);
  expect(KEPT.every((p) => keptInBackup(`${p}:count:2026-03-10`))).toBe(true);
  expect(keptInBackup('session:abc')).toBe(false);
  expect(keptInBackup('session-user:u1:abc')).toBe(false);
});
