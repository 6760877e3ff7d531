/**
 * The record files under the account stores: the lock file that keeps the CLI and the
 * server from writing users.json at once, and lowdb built so it really writes the file
 * (JSONFilePreset would keep it in memory under vitest).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FileLockTimeoutError, withFileLock } from '../../api/stores/file-lock.ts';
import { openRecordFile } from '../../api/stores/record-file.ts';
import { hashPassword, verifyPassword } from '../../api/accounts/passwords.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'platter-records-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const Schema = z.object({ items: z.array(z.string()) });
const open = () => openRecordFile(join(dir, 'things.json'), { schema: Schema, defaults: () => ({ items: [] }) });

/** A pid that is certainly not running: a child that has exited. */
function deadPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
  );
}

describe('the record file', () => {
  it('writes real JSON to disk (NODE_ENV is test here, and the file is still written)', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    await open().update((d) => d.items.push('a'));
    expect(JSON.parse(readFileSync(join(dir, 'things.json'), 'utf8'))).toEqual({ items: ['a'] });
  });

  it('sees a change another process made, without reopening', async () => {
    const file = open();
    await file.update((d) => d.items.push('mine'));
    writeFileSync(join(dir, 'things.json'), JSON.stringify({ items: ['mine', 'theirs'] }));
    expect((await file.read()).items).toEqual(['mine', 'theirs']);
  });

  it('starts every write from the file on disk, so another writer’s change is kept', async () => {
    const a = open();
    const b = open();
    await a.update((d) => d.items.push('one'));
    await b.update((d) => d.items.push('two'));
    await a.update((d) => d.items.push('three'));
    expect((await open().read()).items).toEqual(['one', 'two', 'three']);
  });

  it('writes nothing when a change throws halfway', async () => {
    const file = open();
    await file.update((d) => d.items.push('kept'));
    await expect(
      file.update((d) => {
        d.items.push('half');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await file.read()).items).toEqual(['kept']);
    expect((await open().read()).items).toEqual(['kept']);
  });

  it('refuses a file of the wrong shape, naming it and the field', async () => {
    writeFileSync(join(dir, 'things.json'), JSON.stringify({ items: [1] }));
    await expect(open().read()).rejects.toThrow(`${join(dir, 'things.json')} is not a valid Platter file (items[0]: `);
  });
});

describe('withFileLock', () => {
  it('takes over a lock whose owner process is gone', async () => {
    const target = join(dir, 'users.json');
    writeFileSync(`${target}.lock`, `${deadPid()}\n${hostname()}\n`);
    await expect(withFileLock(target, async () => 'ran', { timeoutMs: 500 })).resolves.toBe('ran');
    expect(existsSync(`${target}.lock`)).toBe(false);
  });

  it('waits for a live lock, then says who holds it and how to clear it', async () => {
    const target = join(dir, 'users.json');
    writeFileSync(`${target}.lock`, `${process.ppid}\n${hostname()}\n`);
    const error = await withFileLock(target, async () => 'ran', { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileLockTimeoutError);
    expect((error as Error).message).toBe(
      `${target} is locked by process ${process.ppid} on ${hostname()}; waited 100 ms. If no platter server ` +
        `or command is writing it, delete ${target}.lock.`,
    );
  });

  it('treats a lock older than the stale limit as abandoned', async () => {
    const target = join(dir, 'users.json');
    writeFileSync(`${target}.lock`, `${process.ppid}\nanother-host\n`);
    await new Promise((r) => setTimeout(r, 60));
    await expect(withFileLock(target, async () => 'ran', { timeoutMs: 500, staleMs: 50 })).resolves.toBe('ran');
  });
});

describe('password hashes', () => {
  it('verify the right password only, and never a damaged hash', async () => {
    const hash = await hashPassword('pässword with ünicode');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('pässword with ünicode', hash)).toBe(true);
    expect(await verifyPassword('password with unicode', hash)).toBe(false);
    expect(await verifyPassword('pässword with ünicode', hash.replace('$argon2id$', '$argon2i$'))).toBe(false);
    expect(await verifyPassword('pässword with ünicode', 'plain text')).toBe(false);
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});
