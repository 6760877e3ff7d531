/**
 * The git commands of the content writer, the content sync and `platter review`, run with
 * execFile (never a shell, so no file name or commit message is ever interpreted) in the
 * content's working copy: find the repository, read HEAD, stage exactly the written
 * paths, commit them with the admin as author, and keep one history with the remote
 * (fetch, fast-forward, rebase the unpushed commits, push).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** A git command failed; `stderr` says why. */
export class GitError extends Error {
  readonly stderr: string;
  constructor(message: string, stderr: string) {
    super(message);
    this.stderr = stderr;
  }
}

/** Who a commit is by: the admin's username and email. */
export interface GitPerson {
  name: string;
  email: string;
}

/** The variables that would make git read another repository or index than the one we name. */
const REPO_OVERRIDES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_NAMESPACE',
  'GIT_PREFIX',
];

/** The environment git runs with: ours, without what would point it at another repository. */
function gitEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of REPO_OVERRIDES) delete base[name];
  // LC_ALL=C: messages we recognise ("nothing to commit", "rejected") are not translated.
  return { ...base, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', ...env };
}

/** How long a command that talks to the remote may take before it is stopped. */
export const REMOTE_TIMEOUT_MS = 30_000;

/**
 * Runs git with `args` in `cwd`; resolves its stdout, rejects with a GitError carrying
 * stderr. `timeoutMs` stops a command that hangs (a remote that does not answer).
 */
export function git(
  cwd: string,
  args: readonly string[],
  env: Record<string, string> = {},
  timeoutMs = 0,
): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'git',
      [...args],
      {
        cwd,
        env: gitEnv(env),
        maxBuffer: 16 * 1024 * 1024,
        windowsHide: true,
        timeout: timeoutMs,
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args[0] ?? ''} failed: ${stderr.trim() || error.message}`, stderr));
        else resolvePromise(stdout);
      },
    );
  });
}

/** The top of the working copy that holds `dir`, or undefined when `dir` is not in a git repository. */
export async function repoRootOf(dir: string): Promise<string | undefined> {
  try {
    return (await git(dir, ['rev-parse', '--show-toplevel'])).trim();
  } catch {
    return undefined;
  }
}

/**
 * The commit HEAD names in the repository holding `dir`, read at once (the content loader
 * is synchronous): undefined outside git or before the first commit.
 */
export function headCommitSync(dir: string): string | undefined {
  try {
    return (
      execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], {
        cwd: dir,
        env: gitEnv({}),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The commit HEAD names, or undefined in a repository without commits. */
export async function headCommit(root: string): Promise<string | undefined> {
  try {
    return (await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** `file` relative to the repository root, with forward slashes (git pathspec form). */
export function repoPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

/** Paths (repository-relative) among `paths` that git tracks. */
async function trackedOf(root: string, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const out = await git(root, ['ls-files', '-z', '--', ...paths.map((p) => `:(literal)${p}`)]);
  return new Set(out.split('\0').filter((p) => p !== ''));
}

/** What commitPaths did. */
export interface CommitResult {
  /** The new commit's hash. */
  commit: string;
}

/**
 * Stages exactly `files` (absolute paths, written or deleted) and commits only them, with
 * `author` as author and `committer` as committer (git's own configured identity where
 * absent: the CLI commits as the maintainer running it), so changes someone else staged
 * in the same working copy are neither committed nor disturbed. Answers undefined when
 * the files already match HEAD (nothing to commit).
 */
export async function commitPaths(
  root: string,
  files: readonly string[],
  message: string,
  author?: GitPerson,
  committer?: GitPerson,
): Promise<CommitResult | undefined> {
  const paths = [...new Set(files.map((f) => repoPath(root, f)))];
  const literal = (p: string) => `:(literal)${p}`;
  // A deleted file git never knew about has nothing to stage; naming it would fail the pathspec.
  const tracked = await trackedOf(root, paths);
  const stageable = paths.filter((p) => tracked.has(p) || existsSync(join(root, p)));
  if (stageable.length === 0) return undefined;
  await git(root, ['add', '--all', '--', ...stageable.map(literal)]);
  // Against HEAD, or the empty tree in a repository without commits.
  const changed = (await git(root, ['diff', '--cached', '--name-only', '-z', '--', ...stageable.map(literal)]))
    .split('\0')
    .filter((p) => p !== '');
  if (changed.length === 0) return undefined;
  await git(
    root,
    [
      'commit',
      '--quiet',
      '--no-edit',
      ...(author ? [`--author=${author.name} <${author.email}>`] : []),
      '-m',
      message,
      '--only',
      '--',
      ...stageable.map(literal),
    ],
    committer ? { GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email } : {},
  );
  return { commit: (await headCommit(root)) ?? '' };
}

/** Puts the index entries of `files` back to HEAD's (after a failed commit, once the files are restored). */
export async function unstagePaths(root: string, files: readonly string[]): Promise<void> {
  const paths = [...new Set(files.map((f) => repoPath(root, f)))];
  if (paths.length === 0) return;
  await git(root, ['reset', '--quiet', '--', ...paths.map((p) => `:(literal)${p}`)]).catch(() => undefined);
}

/** Pushes the current branch to its upstream (CONTENT_GIT_PUSH=1). */
export async function pushCurrentBranch(root: string): Promise<void> {
  await git(root, ['push', '--quiet'], {}, REMOTE_TIMEOUT_MS);
}

/** Whether a failed push was refused because the remote has commits we lack (not a network failure). */
export function pushWasRejected(error: unknown): boolean {
  return (
    error instanceof GitError && /\[rejected\]|non-fast-forward|fetch first|\[remote rejected\]/.test(error.stderr)
  );
}

/** The current branch's upstream ('origin/main'), or undefined when it has none. */
export async function upstreamOf(root: string): Promise<string | undefined> {
  try {
    return (await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}'])).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the current branch's remote. */
export async function fetchUpstream(root: string): Promise<void> {
  await git(root, ['fetch', '--quiet'], {}, REMOTE_TIMEOUT_MS);
}

/** Commits HEAD has that its upstream lacks (ahead), and the other way round (behind). */
export async function aheadBehind(root: string): Promise<{ ahead: number; behind: number }> {
  const [ahead, behind] = (await git(root, ['rev-list', '--left-right', '--count', 'HEAD...@{upstream}']))
    .trim()
    .split(/\s+/)
    .map(Number);
  return { ahead: ahead ?? 0, behind: behind ?? 0 };
}

/** Moves HEAD (and the files) forward to the upstream; fails when the files it must change have local edits. */
export async function fastForward(root: string): Promise<void> {
  await git(root, ['merge', '--ff-only', '--quiet', '@{upstream}']);
}

/** Whether a rebase was left half-done (by a process killed during one). */
export async function rebaseInProgress(root: string): Promise<boolean> {
  const gitDir = (await git(root, ['rev-parse', '--absolute-git-dir'])).trim();
  return existsSync(join(gitDir, 'rebase-merge')) || existsSync(join(gitDir, 'rebase-apply'));
}

/**
 * Replays the commits HEAD has and its upstream lacks on top of the upstream. On a
 * conflict the rebase is undone (HEAD and the files as before) and the files both sides
 * changed are answered.
 */
export async function rebaseOnUpstream(
  root: string,
  committer: GitPerson,
): Promise<{ ok: true } | { ok: false; files: string[] }> {
  try {
    // The replayed commits keep their authors; the committer is whoever replays them.
    await git(root, ['rebase', '--quiet', '--autostash', '@{upstream}'], {
      GIT_COMMITTER_NAME: committer.name,
      GIT_COMMITTER_EMAIL: committer.email,
    });
    return { ok: true };
  } catch (error) {
    if (!(await rebaseInProgress(root))) throw error;
    const files = (await git(root, ['diff', '--name-only', '--diff-filter=U']).catch(() => ''))
      .split('\n')
      .filter((f) => f !== '');
    await git(root, ['rebase', '--abort']);
    return { ok: false, files };
  }
}

/** The latest commit in `range` that touched `path` (repository-relative): its short hash and subject. */
export async function lastChangeOf(root: string, range: string, path: string): Promise<string | undefined> {
  try {
    return (await git(root, ['log', '-1', '--format=%h “%s”', range, '--', `:(literal)${path}`])).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The commit `ref` names, or undefined when it names none (a typo, a branch not fetched). */
export async function resolveCommit(root: string, ref: string): Promise<string | undefined> {
  if (ref.startsWith('-')) return undefined;
  try {
    return (
      (await git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The branches a change is usually compared with, in the order they are tried. */
export const MAIN_BRANCHES = ['origin/main', 'main', 'origin/master', 'master'] as const;

/** Where the current branch left the main branch (HEAD itself on main, or when there is none). */
export async function mergeBaseWithMain(root: string): Promise<{ ref: string; commit: string } | undefined> {
  for (const branch of MAIN_BRANCHES) {
    if (!(await resolveCommit(root, branch))) continue;
    try {
      const commit = (await git(root, ['merge-base', 'HEAD', branch])).trim();
      if (commit) return { ref: `merge-base of HEAD and ${branch}`, commit };
    } catch {
      // No common history with this branch: try the next.
    }
  }
  const head = await headCommit(root);
  return head ? { ref: 'HEAD', commit: head } : undefined;
}

/**
 * Writes the files under `prefix` (repository-relative; '' for all) as they are at
 * `commit` into `dest`, leaving the working copy and the index untouched.
 */
export async function extractTree(root: string, commit: string, prefix: string, dest: string): Promise<void> {
  const archive = join(dest, '.platter-tree.tar');
  await git(root, ['archive', '--format=tar', '-o', archive, commit, '--', prefix === '' ? '.' : prefix]);
  await new Promise<void>((resolvePromise, reject) => {
    execFile('tar', ['-xf', archive, '-C', dest], (error, _stdout, stderr) =>
      error ? reject(new Error(`tar failed: ${stderr.trim() || error.message}`)) : resolvePromise(),
    );
  });
  await rm(archive, { force: true });
}
