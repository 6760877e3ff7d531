/**
 * One history with the content's remote (docs/deploy.md, "How a merged pull request goes
 * live"). The writer (and a single server with CONTENT_PULL=1):
 * - pulls before each admin write and on its poll: fetch, then fast-forward, or, when it
 *   has commits the remote lacks (a push that failed earlier), rebase them on top;
 * - pushes after each commit (CONTENT_GIT_PUSH=1); a push the remote rejects because it
 *   has a commit we lack (a pull request merged meanwhile) is retried after fetch and
 *   rebase;
 * - on a real conflict (one file changed on both sides), loses neither change: the
 *   remote's history is served, our commits the remote lacks go to a branch
 *   `platter-conflict/<time>`, pushed to the remote, and the admin is told which file and
 *   where the change went.
 * What went wrong last is kept in the status the admin screens show, not only in a log.
 */
import {
  aheadBehind,
  fastForward,
  fetchUpstream,
  type GitPerson,
  git,
  headCommit,
  pushCurrentBranch,
  pushWasRejected,
  REMOTE_TIMEOUT_MS,
  rebaseInProgress,
  rebaseOnUpstream,
  upstreamOf,
} from '../../core/node/git.ts';

/** A change made here that the remote's history contradicted, and where it was kept. */
export interface RemoteConflict {
  /** When it happened (ISO time). */
  at: string;
  /** The files both sides changed, repository-relative. */
  files: string[];
  /** The branch that holds the change made here. */
  branch: string;
  /** Whether that branch reached the remote (else it is only in the writer's working copy). */
  pushed: boolean;
  /** What happened, in an admin's words. */
  message: string;
}

/** What the admin screens show of the writer's dealings with the remote. */
export interface RemoteStatus {
  /** Pulls before writes and on the poll; pushes after commits. */
  pull: boolean;
  push: boolean;
  /** The branch followed ('origin/main'), or null when the working copy has none. */
  upstream: string | null;
  /** The last successful fetch (ISO time). */
  lastPullAt: string | null;
  /** Why the last pull failed; null after a success. */
  pullError: string | null;
  /** The last successful push (ISO time). */
  lastPushAt: string | null;
  /** Why the last push failed; null after a success. */
  pushError: string | null;
  /** Commits here that the remote lacks (0 when everything is pushed). */
  unpushed: number;
  /** The last conflict, kept until the next one. */
  conflict: RemoteConflict | null;
}

/** What a pull did. */
export interface PullOutcome {
  /** HEAD moved: the served content must be reloaded. */
  moved: boolean;
  /** Repository-relative files the pull changed. */
  changed: string[];
  /** The range the pull brought in (`old..new`), to name the commit that changed a file. */
  range?: string;
  conflict?: RemoteConflict;
}

/** The writer's side of the one history. */
export interface ContentRemote {
  /** Fetch and integrate (only when pulling is on, unless `always`). */
  pull(root: string, always?: boolean): Promise<PullOutcome>;
  /** Push (when pushing is on), retrying a rejection after fetch and rebase. */
  push(root: string): Promise<{ pushed: boolean; conflict?: RemoteConflict; pulled?: PullOutcome }>;
  status(): RemoteStatus;
}

export interface ContentRemoteOptions {
  pull: boolean;
  push: boolean;
  /** Who replays our commits on top of the remote's. */
  committer: GitPerson;
  log(message: string): void;
}

/** A rejected push is retried this many times (each after fetch and rebase). */
const PUSH_ATTEMPTS = 3;

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0] ?? String(error);

/** The branch name of a conflict: platter-conflict/2026-03-10T15-00-00Z. */
function conflictBranch(now: Date): string {
  return `platter-conflict/${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;
}

export function createContentRemote(options: ContentRemoteOptions): ContentRemote {
  const status: RemoteStatus = {
    pull: options.pull,
    push: options.push,
    upstream: null,
    lastPullAt: null,
    pullError: null,
    lastPushAt: null,
    pushError: null,
    unpushed: 0,
    conflict: null,
  };

  /**
   * Our commits the remote lacks go to a branch of their own (pushed when possible), and
   * HEAD goes back to the remote's: both changes are kept, the reviewed one is served.
   */
  async function divert(root: string, upstream: string, files: string[]): Promise<RemoteConflict> {
    const branch = conflictBranch(new Date());
    await git(root, ['branch', branch, 'HEAD']);
    // --keep: the files follow HEAD, and an operator's own uncommitted edits stay.
    await git(root, ['reset', '--quiet', '--keep', '@{upstream}']);
    const remote = upstream.split('/')[0] ?? 'origin';
    const pushed = await git(root, ['push', '--quiet', remote, `${branch}:refs/heads/${branch}`], {}, REMOTE_TIMEOUT_MS)
      .then(() => true)
      .catch((error: unknown) => {
        options.log(`Could not push the conflict branch ${branch}: ${firstLine(error)}`);
        return false;
      });
    const conflict: RemoteConflict = {
      at: new Date().toISOString(),
      files,
      branch,
      pushed,
      message:
        `${files.join(', ')} changed both in the content repository (${upstream}) and here. The repository's ` +
        `version is served; the change made here is kept on branch ${branch}` +
        `${pushed ? ` on ${remote}` : " in the writer's working copy"}: merge it by hand, or make the change again.`,
    };
    status.conflict = conflict;
    options.log(`Content conflict: ${conflict.message}`);
    return conflict;
  }

  async function pull(root: string, always = false): Promise<PullOutcome> {
    const none: PullOutcome = { moved: false, changed: [] };
    if (!options.pull && !always) return none;
    // A rebase a killed process left half-done would block everything that follows.
    if (await rebaseInProgress(root)) await git(root, ['rebase', '--abort']).catch(() => undefined);
    const upstream = await upstreamOf(root);
    status.upstream = upstream ?? null;
    if (!upstream) {
      status.pullError = 'the content branch has no upstream to pull from (git branch --set-upstream-to=origin/main)';
      return none;
    }
    try {
      await fetchUpstream(root);
    } catch (error) {
      status.pullError = `fetching ${upstream} failed: ${firstLine(error)}`;
      options.log(`Content pull: ${status.pullError}; serving what is here until the next try.`);
      return none;
    }
    status.lastPullAt = new Date().toISOString();
    const before = await headCommit(root);
    const { ahead, behind } = await aheadBehind(root);
    let conflict: RemoteConflict | undefined;
    if (behind > 0) {
      try {
        if (ahead === 0) await fastForward(root);
        else {
          const rebased = await rebaseOnUpstream(root, options.committer);
          if (!rebased.ok) conflict = await divert(root, upstream, rebased.files);
        }
      } catch (error) {
        status.pullError = `bringing in ${upstream} failed: ${firstLine(error)}`;
        options.log(`Content pull: ${status.pullError}`);
        return none;
      }
    }
    status.pullError = null;
    status.unpushed = (await aheadBehind(root)).ahead;
    const after = await headCommit(root);
    if (before === after || !before || !after)
      return { moved: before !== after, changed: [], ...(conflict ? { conflict } : {}) };
    const range = `${before}..${after}`;
    const changed = (await git(root, ['diff', '--name-only', before, after])).split('\n').filter((f) => f !== '');
    return { moved: true, changed, range, ...(conflict ? { conflict } : {}) };
  }

  async function push(root: string): Promise<{ pushed: boolean; conflict?: RemoteConflict; pulled?: PullOutcome }> {
    if (!options.push) return { pushed: false };
    let pulled: PullOutcome | undefined;
    for (let attempt = 1; attempt <= PUSH_ATTEMPTS; attempt++) {
      try {
        await pushCurrentBranch(root);
        status.lastPushAt = new Date().toISOString();
        status.pushError = null;
        status.unpushed = 0;
        return { pushed: true, ...(pulled ? { pulled } : {}) };
      } catch (error) {
        if (!pushWasRejected(error)) {
          status.pushError =
            `the push failed: ${firstLine(error)}; the commit is kept here and pushed ` +
            'with the next change or poll';
          options.log(`CONTENT_GIT_PUSH: ${status.pushError}`);
          status.unpushed = await aheadBehind(root)
            .then((c) => c.ahead)
            .catch(() => status.unpushed);
          return { pushed: false };
        }
        // The remote has commits we lack (a merged pull request): take them, then try again.
        const next = await pull(root, true);
        pulled = pulled
          ? { ...next, moved: pulled.moved || next.moved, changed: [...pulled.changed, ...next.changed] }
          : next;
        if (next.conflict) {
          status.pushError = null;
          return { pushed: false, conflict: next.conflict, pulled };
        }
      }
    }
    status.pushError =
      `the remote rejected the push ${PUSH_ATTEMPTS} times; the commit is kept here and pushed with the next ` +
      'change or poll';
    return { pushed: false, ...(pulled ? { pulled } : {}) };
  }

  return { pull, push, status: () => ({ ...status }) };
}
