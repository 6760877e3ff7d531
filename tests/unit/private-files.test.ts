/**
 * Record files hold password hashes, addresses and messages: no moment may leave them
 * readable by others. A crash between writing the temporary file and renaming it is
 * simulated by a rename that throws and a cleanup that never runs.
 */
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const crash = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    renameSync: (...args: Parameters<typeof fs.renameSync>) => {
      if (crash.on) throw new Error('killed before the rename');
      return fs.renameSync(...args);
    },
    rmSync: (...args: Parameters<typeof fs.rmSync>) => (crash.on ? undefined : fs.rmSync(...args)),
  };
});

const { openRecordFile, ensurePrivateDir } = await import('../../api/stores/record-file.ts');

describe('record files', () => {
  it('create the temporary file 0600, so a crash before the rename leaves nothing readable by others', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'platter-private-')), 'data');
    const file = openRecordFile(join(dir, 'users.json'), {
      schema: z.object({ users: z.array(z.string()) }),
      defaults: () => ({ users: [] }),
    });
    crash.on = true;
    await expect(file.update((d) => d.users.push('hash'))).rejects.toThrow('killed before the rename');
    crash.on = false;
    const left = readdirSync(dir).filter((n) => n.endsWith('.tmp'));
    expect(left).toHaveLength(1);
    expect(statSync(join(dir, left[0]!)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('write the file itself 0600 and create the data directory 0700', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'platter-private-')), 'data');
    ensurePrivateDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const file = openRecordFile(join(dir, 'submissions.json'), {
      schema: z.object({ n: z.number() }),
      defaults: () => ({ n: 0 }),
    });
    await file.update((d) => {
      d.n = 1;
    });
    expect(statSync(join(dir, 'submissions.json')).mode & 0o777).toBe(0o600);
    expect(await file.read()).toEqual({ n: 1 });
  });
});
