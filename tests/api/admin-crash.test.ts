/**
 * A server killed (with its git) in the middle of an admin commit: the lock git left and
 * the half-made change must not stop the next write, and nothing half-done may stay in
 * the working copy. The server runs in a process group of its own, as `npm start` does,
 * and a pre-commit hook holds the commit open long enough to kill it there.
 */
import { fork } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserStore } from '../../api/accounts/users.ts';
import { startServer } from '../../api/server.ts';
import { ADMIN, contentRepo, newDish } from './admin-support.ts';
import { FIXED_NOW } from './_server.ts';

const repo = contentRepo();
const dataDir = mkdtempSync(join(tmpdir(), 'platter-crash-data-'));
afterAll(() => repo.remove());

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN.username, password: ADMIN.password }),
  });
  return ((await res.json()) as { session: { access_token: string } }).session.access_token;
}

const addDish = (url: string, token: string, name: string) =>
  fetch(`${url}/api/admin/foods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(newDish(name)),
  });

describe('a crash during an admin commit', () => {
  it('leaves nothing that stops the next write, and nothing half-done in the working copy', async () => {
    await createUserStore(dataDir).add(
      { username: ADMIN.username, email: ADMIN.email, password: ADMIN.password, isAdmin: true },
      new Date(FIXED_NOW),
    );
    const hook = join(repo.root, '.git', 'hooks', 'pre-commit');
    writeFileSync(hook, '#!/bin/sh\nsleep 60\n');
    chmodSync(hook, 0o755);

    const child = fork(
      fileURLToPath(new URL('../../bench/server.ts', import.meta.url)),
      ['admin', repo.contentDir, dataDir, FIXED_NOW],
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], detached: true },
    );
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { url: string }).url));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const token = await login(url);
    void addDish(url, token, 'Khao Man Gai').catch(() => undefined);
    const lock = join(repo.root, '.git', 'index.lock');
    for (let i = 0; i < 200 && !existsSync(lock); i++) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(lock)).toBe(true);
    // kill -9 of the group: the server and the git it started die together.
    process.kill(-child.pid!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    writeFileSync(hook, '#!/bin/sh\nexit 0\n');

    const again = await startServer({
      port: 0,
      host: '127.0.0.1',
      app: {
        contentDir: repo.contentDir,
        dataDir,
        storage: 'memory',
        now: () => new Date(FIXED_NOW),
        silent: true,
        humanCheck: { provider: 'off' },
      },
    });
    try {
      expect(existsSync(lock)).toBe(false);
      expect(repo.git('status', '--porcelain', '--untracked-files=all')).toBe('');
      const res = await addDish(again.url, await login(again.url), 'Som Tam Thai');
      expect(res.status).toBe(201);
      expect(repo.git('log', '-1', '--format=%s')).toBe('foods: add “Som Tam Thai”');
      expect(repo.git('status', '--porcelain', '--untracked-files=all')).toBe('');
    } finally {
      await again.close();
    }
  });
});
