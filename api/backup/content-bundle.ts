/**
 * The content repository in a backup: a `git bundle` of every branch and tag of the
 * repository holding CONTENT_DIR (the content's own repository on the writer; the whole
 * checkout when the content is the project's content/ folder), with HEAD's commit and
 * branch, the content's folder inside it and its origin. Restoring it:
 * - into a missing or empty CONTENT_DIR: a clone of the bundle, on the branch HEAD was,
 *   pointed at the original origin again;
 * - into a repository that already has the backup's HEAD: nothing to do;
 * - into one whose branch is behind the backup's: a fast-forward;
 * - anything else (other history, files that are not a repository) only when forced: the
 *   branch is reset to the backup's HEAD, its old head kept as refs/platter/before-restore,
 *   or a folder that is no repository moved aside.
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { git, headCommit, repoRootOf } from '../../core/node/git.ts';

/** What the manifest records of the content. */
export interface ContentRecord {
  head: string;
  branch?: string;
  subdir: string;
  remote?: string;
}

/** Bundles the repository holding `contentDir` into `file`; undefined when the content is not in git. */
export async function bundleContent(contentDir: string, file: string): Promise<ContentRecord | undefined> {
  const root = await repoRootOf(contentDir);
  if (!root) return undefined;
  const head = await headCommit(root);
  if (!head) return undefined;
  await git(root, ['bundle', 'create', '--quiet', file, '--all']);
  const branch = (await git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')).trim();
  const remote = (await git(root, ['remote', 'get-url', 'origin']).catch(() => '')).trim();
  const subdir = relative(root, contentDir).split(sep).join('/');
  return { head, subdir, ...(branch ? { branch } : {}), ...(remote ? { remote } : {}) };
}

/** What a restore of the content would do, before anything is done. */
export type ContentPlan =
  | { action: 'clone'; into: string }
  | { action: 'none'; root: string }
  | { action: 'fast-forward'; root: string }
  | { action: 'reset'; root: string; why: string }
  | { action: 'move-aside'; into: string; why: string };

async function isAncestor(root: string, older: string, newer: string): Promise<boolean> {
  return git(root, ['merge-base', '--is-ancestor', older, newer]).then(
    () => true,
    () => false,
  );
}

/**
 * Decides how the content at `contentDir` is brought to the backup's (see the module's
 * comment). A repository there gets the bundle's commits fetched (under refs/platter/backup/,
 * touching no branch) so that their histories can be compared.
 */
export async function planContentRestore(
  contentDir: string,
  record: ContentRecord,
  file: string,
): Promise<ContentPlan> {
  if (!existsSync(contentDir) || readdirSync(contentDir).length === 0) return { action: 'clone', into: contentDir };
  const root = await repoRootOf(contentDir);
  if (!root)
    return { action: 'move-aside', into: contentDir, why: `${contentDir} holds files and is no git repository` };
  await git(root, ['fetch', '--quiet', file, '+refs/heads/*:refs/platter/backup/*']);
  const head = await headCommit(root);
  if (!head) return { action: 'fast-forward', root };
  if (await isAncestor(root, record.head, head)) return { action: 'none', root };
  if (await isAncestor(root, head, record.head)) return { action: 'fast-forward', root };
  return {
    action: 'reset',
    root,
    why: `the content repository at ${root} is at ${head.slice(0, 12)}, which the backup's history does not hold`,
  };
}

/** Carries out `plan` with the bundle `file`; answers what it did, in a sentence. */
export async function restoreContent(plan: ContentPlan, file: string, record: ContentRecord): Promise<string> {
  const short = record.head.slice(0, 12);
  if (plan.action === 'none') return `The content repository already holds ${short}; left as it is.`;
  if (plan.action === 'clone' || plan.action === 'move-aside') {
    let moved = '';
    if (plan.action === 'move-aside') {
      const aside = `${plan.into}.before-restore-${Date.now()}`;
      renameSync(plan.into, aside);
      moved = ` (what was there is now ${aside})`;
    }
    const branch = record.branch ? ['--branch', record.branch] : [];
    await git(process.cwd(), ['clone', '--quiet', ...branch, file, plan.into]);
    if (record.remote) await git(plan.into, ['remote', 'set-url', 'origin', record.remote]);
    else await git(plan.into, ['remote', 'remove', 'origin']);
    const where = record.subdir ? `; the content is its ${record.subdir}/ folder: set CONTENT_DIR to it` : '';
    return `Cloned the content repository at ${short} into ${plan.into}${moved}${where}.`;
  }
  const root = plan.root;
  if (plan.action === 'fast-forward') {
    await git(root, ['merge', '--ff-only', '--quiet', record.head]);
    return `Fast-forwarded the content repository at ${root} to ${short}.`;
  }
  const head = await headCommit(root);
  if (head) await git(root, ['update-ref', 'refs/platter/before-restore', head]);
  await git(root, ['reset', '--hard', '--quiet', record.head]);
  return (
    `Reset the content repository at ${root} to ${short}; its previous head is kept as ` +
    'refs/platter/before-restore.'
  );
}
