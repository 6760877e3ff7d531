/**
 * Helpers of the admin API tests: a temporary git repository holding a copy of the
 * fixture content (as a maintainer's clone would), a real server over it, and accounts
 * signed in for real: an admin (alice) and a player (bob).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppOptions } from '../../api/options.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';
import { FIXTURE_CONTENT } from './_server.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect } from 'vitest';
import { foodToYaml } from '../../core/node/write.ts';
import { FoodSchema } from '../../core/schemas/food.ts';

/** A temporary repository with the content in content/. */
export interface ContentRepo {
  root: string;
  contentDir: string;
  /** Runs git in the repository; answers stdout, trimmed. */
  git(...args: string[]): string;
  remove(): void;
}

/** Copies `fixture` to <tmp>/content, runs git init and commits it as "Maintainer". */
export function contentRepo(fixture = FIXTURE_CONTENT): ContentRepo {
  const root = mkdtempSync(join(tmpdir(), 'platter-admin-repo-'));
  const contentDir = join(root, 'content');
  cpSync(fixture, contentDir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'Maintainer',
        GIT_AUTHOR_EMAIL: 'maintainer@example.com',
        GIT_COMMITTER_NAME: 'Maintainer',
        GIT_COMMITTER_EMAIL: 'maintainer@example.com',
      },
    }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'commit.gpgsign', 'false');
  git('add', '.');
  git('commit', '--quiet', '-m', 'content: the fixture');
  return { root, contentDir, git, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A server over a content repository with an admin and a player signed in. */
export interface AdminServer extends ClockServer {
  repo: ContentRepo;
  /** alice, an admin. */
  adminToken: string;
  /** bob, a signed-in player without admin rights. */
  userToken: string;
  /** Sends as alice. */
  asAdmin<T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    ip?: string,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** Stops the server and removes the repository. */
  close(): Promise<void>;
}

export const ADMIN = { username: 'alice', email: 'alice@example.com', password: 'correct horse battery' };
export const PLAYER = { username: 'bob', email: 'bob@example.com', password: 'another good password' };

/** Starts the server; `repo` defaults to a fresh copy of the API fixture content. */
export async function startAdminServer(
  opts: { repo?: ContentRepo; overrides?: Partial<AppOptions> } = {},
): Promise<AdminServer> {
  const repo = opts.repo ?? contentRepo();
  const server = await startAccountServer({ contentDir: repo.contentDir, ...opts.overrides });
  await server.addUser(ADMIN.username, ADMIN.password, { email: ADMIN.email, isAdmin: true });
  await server.addUser(PLAYER.username, PLAYER.password, { email: PLAYER.email });
  const adminToken = await server.login(ADMIN.username, ADMIN.password);
  const userToken = await server.login(PLAYER.username, PLAYER.password);
  return {
    ...server,
    repo,
    adminToken,
    userToken,
    asAdmin: (method, path, json, ip) =>
      server.send(method, path, { token: adminToken, ...(json === undefined ? {} : { json }), ...(ip ? { ip } : {}) }),
    async close() {
      await server.stop();
      repo.remove();
    },
  };
}

/**
 * A description on target for `name` (core/description-quality.ts: more than 500 words,
 * bold, italic, a bullet list, several paragraphs), so that a dish added with it raises
 * no description warning at the gate.
 */
export function onTargetDescription(name: string): string {
  const sentence = `The cooks who make ${name} start early, keep the stock at a bare simmer and taste it often.`;
  const paragraph = (n: number) => Array.from({ length: n }, () => sentence).join(' ');
  return [
    `**${name}** is a dish of *patience*. ${paragraph(10)}`,
    paragraph(10),
    '- the stock\n- the rice\n- the sauce',
    paragraph(10),
  ].join('\n\n');
}

/** A complete new dish, as the add form sends it: an icon, every hint field, a description on target. */
export function newDish(name = 'Khao Man Gai') {
  return {
    name,
    origin: ['Thailand'],
    regions: ['Asia'],
    core_components: ['rice', 'chicken', 'sauce'],
    key_ingredients: ['chicken', 'jasmine rice', 'ginger'],
    ingredients: ['chicken', 'jasmine rice', 'ginger', 'garlic', 'soy sauce', 'cucumber'],
    preparation_method: ['Boiled'],
    flavor_profile: ['savory', 'fresh'],
    dietary_identity: ['Meat-based'],
    temperature: ['warm'],
    course_placement: ['Main'],
    texture_emphasis: ['tender'],
    serving_context: ['street food'],
    form_factor: ['rice plate'],
    common_accompaniments: ['chicken broth'],
    icon: '🍗',
    description: onTargetDescription(name),
  };
}

// ---------------------------------------------------------------- checks of a write

export type Json = Record<string, any>;

/** The last commit: author, committer, subject and the paths it touched with their status. */
export function lastCommit(server: AdminServer) {
  const [author, committer, subject] = server.repo.git('log', '-1', '--format=%an <%ae>%n%cn <%ce>%n%s').split('\n');
  const files = server.repo
    .git('show', '--no-renames', '--name-status', '--format=', 'HEAD')
    .split('\n')
    .filter(Boolean);
  return { author, committer, subject, files };
}

/** HEAD and the working tree's state, to prove a refused write changed nothing. */
export function repoState(server: AdminServer): string {
  const head = server.repo.git('rev-parse', 'HEAD');
  return `${head}\n${server.repo.git('status', '--porcelain', '--untracked-files=all')}`;
}

export function foodFile(server: AdminServer, slug: string): string {
  return readFileSync(join(server.repo.contentDir, 'foods', `${slug}.yaml`), 'utf8');
}

/** A file is canonical when writing its parsed content again gives the same text. */
export function expectCanonical(text: string): void {
  expect(foodToYaml(FoodSchema.parse(parse(text)))).toBe(text);
}

export async function upload(
  server: AdminServer,
  image: Uint8Array,
  fields: Record<string, string>,
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.set('image', new Blob([image as BlobPart], { type }), 'photo');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${server.url}/api/admin/upload-food-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}
