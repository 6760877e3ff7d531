/**
 * Recovery of the content's working copy after a crash during an admin write. The writer
 * notes the files it is about to write in a journal inside the repository's git folder
 * and removes the note once the commit is made (or the files are restored). Found at
 * start or before a write, the note means a write died half-way: its files go back to
 * HEAD (unstaged, restored, or removed when new), and nothing else in the working copy is
 * touched, so an operator's own uncommitted edits stay. A `index.lock` that no live git
 * process holds, left by a git killed mid-commit, is removed too (every later write
 * failed on it).
 */
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { writeFileAtomic } from '../../core/node/write.ts';
import { git } from '../../core/node/git.ts';

const JOURNAL = 'platter-write-journal.json';

/** The repository's git folder (absolute). */
async function gitDirOf(root: string): Promise<string> {
  return (await git(root, ['rev-parse', '--absolute-git-dir'])).trim();
}

/** Notes that `paths` (relative to the repository root) are about to be written. */
export async function beginWrite(root: string, paths: readonly string[]): Promise<void> {
  writeFileAtomic(join(await gitDirOf(root), JOURNAL), `${JSON.stringify({ pid: process.pid, paths })}\n`);
}

/** The write finished (committed, or its files restored): forgets the note. */
export async function endWrite(root: string): Promise<void> {
  rmSync(join(await gitDirOf(root), JOURNAL), { force: true });
}

/**
 * Whether a live git process works in `root` (Linux: /proc). Elsewhere, a lock older than
 * a minute is taken as abandoned.
 */
function liveGitIn(root: string, lock: string): boolean {
  if (!existsSync('/proc/self/cwd')) return Date.now() - statSync(lock).mtimeMs < 60_000;
  const top = resolve(root);
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'git') continue;
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cwd === top || cwd.startsWith(top + sep)) return true;
    } catch {
      // The process ended while we looked, or is not ours to read.
    }
  }
  return false;
}

/**
 * Brings the working copy back to HEAD plus nothing half-done; answers what it did, one
 * line each (empty when there was nothing to recover).
 */
export async function recoverWorkingCopy(root: string): Promise<string[]> {
  const done: string[] = [];
  const gitDir = await gitDirOf(root);
  // `git commit --only` holds index.lock and a next-index-<pid>.lock of its own.
  const locks = readdirSync(gitDir).filter((n) => n === 'index.lock' || /^next-index-\d+\.lock$/.test(n));
  if (locks.length > 0 && !liveGitIn(root, join(gitDir, locks[0]!))) {
    for (const name of locks) rmSync(join(gitDir, name), { force: true });
    done.push(`removed ${locks.join(', ')} from ${gitDir}, left by a git process that is no longer running`);
  }
  const journal = join(gitDir, JOURNAL);
  if (!existsSync(journal)) return done;
  let paths: string[] = [];
  try {
    paths = (JSON.parse(readFileSync(journal, 'utf8')) as { paths: string[] }).paths.filter(
      (p) => typeof p === 'string',
    );
  } catch {
    // A journal cut short by the crash names nothing we can trust; drop it.
  }
  if (paths.length > 0) {
    const literal = paths.map((p) => `:(literal)${p}`);
    const tracked = new Set(
      (await git(root, ['ls-tree', '-r', '--name-only', '-z', 'HEAD', '--', ...literal]).catch(() => ''))
        .split('\0')
        .filter(Boolean),
    );
    await git(root, ['reset', '--quiet', '--', ...literal]).catch(() => undefined);
    const inHead = paths.filter((p) => tracked.has(p));
    if (inHead.length > 0) await git(root, ['checkout', 'HEAD', '--', ...inHead.map((p) => `:(literal)${p}`)]);
    for (const p of paths.filter((p) => !tracked.has(p))) rmSync(join(root, p), { force: true });
    done.push(`restored ${paths.join(', ')} to HEAD: an admin write stopped before its commit`);
  }
  rmSync(journal, { force: true });
  return done;
}
