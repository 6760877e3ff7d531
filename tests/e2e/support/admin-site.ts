/**
 * The admin spec's own site: a temporary git copy of the fixture content (never the
 * repository's content or dist/), two accounts made with the documented command, the site
 * built from it and a server over it, with the helpers the spec acts through.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../../api/server.ts';
import { expect, test } from './fixtures.ts';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const FIXTURE = join(ROOT, 'tests', 'fixtures', 'api-content');
/** The fixture calendar's "today" (Guacamole, challenge #6). */
export const NOW = '2026-03-10T15:00:00.000Z';
export const ADMIN = { username: 'chef', password: 'admin password 123' };
export const PLAYER = { username: 'diner', password: 'player password 123' };
export const NEW_DISH = 'Ember Noodle Bowl';

/** The running admin site of the spec: its folder, server and the two accounts' tokens. */
export const site = {} as { dir: string; server: RunningServer; adminToken: string; playerToken: string };

/** git in the temporary content repository. */
export function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: site.dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Maintainer',
      GIT_AUTHOR_EMAIL: 'm@example.com',
      GIT_COMMITTER_NAME: 'Maintainer',
      GIT_COMMITTER_EMAIL: 'm@example.com',
    },
  }).trim();
}

/** 'author|subject' of the admin's commits, newest first. */
export function adminCommits(): string[] {
  return git('log', '--format=%an|%s')
    .split('\n')
    .filter((l) => l.startsWith(`${ADMIN.username}|`));
}

/** Creates an account the way an operator does: `platter users add ... --password-stdin`. */
export function addUser(user: { username: string; password: string }, dataDir: string, admin: boolean): void {
  const args = [
    'cli/bin.mjs',
    'users',
    'add',
    user.username,
    '--email',
    `${user.username}@example.com`,
    '--password-stdin',
    '--data',
    dataDir,
    ...(admin ? ['--admin'] : []),
  ];
  const r = spawnSync(process.execPath, args, { cwd: ROOT, input: `${user.password}\n`, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`platter users add ${user.username} failed: ${r.stderr}`);
}

export async function login(user: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${site.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: user.username, password: user.password }),
  });
  const body = (await res.json()) as { session?: { access_token: string } };
  if (!body.session) throw new Error(`login failed: ${res.status}`);
  return body.session.access_token;
}

/** A page at the fixed time, signed in with `token` (as the Login modal leaves it), the cookie banner answered. */
export async function open(browser: Browser, path: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(NOW) });
  if (token) {
    await page.addInitScript(
      (t) => localStorage.setItem('platter_auth_token', JSON.stringify({ v: 1, updatedAt: Date.now(), data: t })),
      token,
    );
  }
  await page.goto(`${site.server.url}${path}`);
  // A first visit to a game page opens How to Play; the game behind it loads once it closes.
  const rules = page.getByRole('dialog', { name: 'How to Play' });
  if (await rules.isVisible().catch(() => false)) await rules.getByRole('button', { name: 'Let’s play' }).click();
  const banner = page.getByRole('button', { name: 'Essential Only' });
  if (await banner.isVisible().catch(() => false)) {
    await banner.click();
    await expect(banner).toBeHidden();
  }
  return page;
}

/** Registers the spec's setup: the fixture's git copy, two accounts, the built site and its server. */
export function useAdminSite(): void {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site.dir = mkdtempSync(join(tmpdir(), 'platter-e2e-admin-'));
    const contentDir = join(site.dir, 'content');
    const dataDir = join(site.dir, 'data');
    const siteDir = join(site.dir, 'dist');
    cpSync(FIXTURE, contentDir, { recursive: true });
    git('init', '--quiet', '--initial-branch=main');
    git('config', 'commit.gpgsign', 'false');
    git('add', 'content');
    git('commit', '--quiet', '-m', 'content: the fixture');
    addUser(ADMIN, dataDir, true);
    addUser(PLAYER, dataDir, false);
    // The site of this content, built as `npm start` would build it.
    // (Tried twice: another Astro build of this project at the same moment can trip this one.)
    const buildSite = () =>
      spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', siteDir, '--silent'],
        {
          cwd: ROOT,
          env: { ...process.env, CONTENT_DIR: contentDir },
          encoding: 'utf8',
        },
      );
    let build = buildSite();
    if (build.status !== 0) build = buildSite();
    if (build.status !== 0) throw new Error(`astro build failed: ${build.stderr || build.stdout}`);
    process.env.SITE_REBUILD_DELAY_MS = '500';
    site.server = await startServer({
      port: 0,
      host: '127.0.0.1',
      app: {
        contentDir,
        dataDir,
        siteDir,
        now: () => new Date(NOW),
        humanCheck: { provider: 'off' },
        rateLimit: false,
        // As behind a proxy: the spammer's address comes from X-Forwarded-For.
        trustProxy: true,
        silent: true,
      },
    });
    site.adminToken = await login(ADMIN);
    site.playerToken = await login(PLAYER);
  });

  test.afterAll(async () => {
    await site.server?.close();
    if (!site.dir) return;
    // The rebuild writes image variants into the site's shared generated folder; remove the
    // ones of this test's images so they never ship with the real site.
    const generated = join(ROOT, 'site', 'public', 'images', 'generated');
    const ours = existsSync(join(site.dir, 'content', 'images'))
      ? readdirSync(join(site.dir, 'content', 'images'))
      : [];
    for (const original of ours) {
      if (existsSync(join(ROOT, 'content', 'images', original))) continue;
      const base = original.slice(0, original.lastIndexOf('.'));
      for (const variant of existsSync(generated) ? readdirSync(generated) : [])
        if (variant.startsWith(`${base}-`)) rmSync(join(generated, variant), { force: true });
    }
    rmSync(site.dir, { recursive: true, force: true });
  });
}
