/**
 * The content writer: how an admin's change becomes a commit. Writes go through one
 * queue, so two never interleave. Each write, in order:
 * 1. checks the base: the versions the client loaded (of a food file, a calendar day, a
 *    product ...) and, when sent, the HEAD commit; a mismatch is a 409, never a silent
 *    overwrite;
 * 2. builds the change in memory from the content as it is on disk now;
 * 3. validates the whole content set with core/validate (what `platter validate` runs)
 *    and refuses with 400 and the validator's messages when the change adds an error,
 *    having written nothing; errors already in untouched files do not block an unrelated
 *    change (the CLI's rule);
 * 4. writes the files atomically in the canonical format (core/node/write.ts renders them);
 * 5. stages exactly those paths and commits them with the admin as author;
 * 6. reloads the served content, clears the caches, pushes when CONTENT_GIT_PUSH=1 and
 *    asks for a background rebuild of the site.
 * If anything fails between 4 and 5, the files are put back as they were.
 *
 * With a remote (content-remote.ts), the writer first pulls what the remote has (a merged
 * pull request) so the base check sees it, and after the commit pushes, retrying after a
 * rebase when the remote moved meanwhile; a real conflict answers 409 naming the file,
 * and both changes are kept. `sync()` does the pull (and a pending push) on the poll.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { HTTPError } from 'h3';
import { describeRisks, gateChange, historyCommitMessage, historyRefusal } from '../../core/gate.ts';
import type { Content } from '../../core/node/content.ts';
import { CONTENT_FILES, FOODS_DIR, inFoodsDir, isContentFile, slugOfFoodFile } from '../../core/content-paths.ts';
import { contentPath, writeFileAtomic } from '../../core/node/write.ts';
import {
  addedIssues,
  describeContentIssue,
  validateContent,
  type ContentIssue,
  type ValidationInput,
} from '../../core/validate.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import {
  commitPaths,
  GitError,
  headCommit,
  lastChangeOf,
  repoPath,
  repoRootOf,
  unstagePaths,
  type GitPerson,
} from '../../core/node/git.ts';
import { beginWrite, endWrite, recoverWorkingCopy } from './recovery.ts';
import { staleMessage } from './messages.ts';
import type { SiteRebuilder } from './site-rebuild.ts';
import { ABSENT_VERSION, versionOfBytes } from './versions.ts';
import { createContentRemote, type PullOutcome, type RemoteStatus } from './content-remote.ts';
import type { WriteBase, WriteOutcome, WriteRequest } from './write-plan.ts';

export interface ContentWriterOptions {
  /** Push after each commit (CONTENT_GIT_PUSH=1). */
  push: boolean;
  /** Pull the remote before each write and on the poll (the writer; a single server with CONTENT_PULL=1). */
  pull?: boolean;
  /** Committer name and email where set (GIT_COMMITTER_NAME / GIT_COMMITTER_EMAIL); the rest is the author's. */
  committer?: Partial<GitPerson> | undefined;
  /** Rebuilds the site after a commit; absent when no site is served. */
  rebuilder?: SiteRebuilder | undefined;
  /** Called after every successful write (the admin caches). */
  afterWrite?: () => void;
  /** Tells the other instances about a new commit (after the push, when pushing). */
  announce?: (commit: string) => void;
}

/** The content writer of one app: one queue of writes. */
export interface ContentWriter {
  write<R>(request: WriteRequest<R>): Promise<WriteOutcome<R>>;
  /** The current HEAD, or null (no repository, no commit). */
  head(): Promise<string | null>;
  /** The repository root, or undefined when the content is not in git (writes refused). */
  repoRoot(): Promise<string | undefined>;
  /** Undoes what a write that crashed (the process killed mid-commit) left in the working copy. */
  recover(): Promise<void>;
  /** Resolves when every queued write has finished. */
  idle(): Promise<void>;
  /**
   * The poll's step, in the write queue: pulls the remote (when pulling), pushes what is
   * not pushed yet, and reloads the served content when HEAD moved (a pull, a CLI commit,
   * a hand `git pull`); answers whether it did.
   */
  sync(): Promise<boolean>;
  /** The writer's dealings with the remote, for the admin screens. */
  remoteStatus(): RemoteStatus;
}

/** Lets the event loop answer what is waiting (players' requests) before the next step of a write. */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A cheap stamp of every content file (names, sizes, times): a change made outside the server changes it. */
function contentFingerprint(root: string): string {
  const parts: string[] = [];
  const stamp = (abs: string, name: string) => {
    try {
      const s = statSync(abs);
      parts.push(`${name}:${s.mtimeMs}:${s.size}:${s.ino}`);
    } catch {
      parts.push(`${name}:-`);
    }
  };
  const foods = join(root, FOODS_DIR);
  if (existsSync(foods))
    for (const name of readdirSync(foods).sort()) if (!name.startsWith('.')) stamp(join(foods, name), inFoodsDir(name));
  for (const name of Object.values(CONTENT_FILES)) stamp(join(root, name), name);
  return parts.join('|');
}

/** The writer of one app. */
export function createContentWriter(ctx: AppContext, options: ContentWriterOptions): ContentWriter {
  const root = ctx.options.contentDir;
  let queue: Promise<unknown> = Promise.resolve();
  const remote = createContentRemote({
    pull: options.pull ?? false,
    push: options.push,
    committer: { name: options.committer?.name ?? 'Platter', email: options.committer?.email ?? 'platter@localhost' },
    log: (m) => ctx.log(m),
  });
  let repo: Promise<string | undefined> | undefined;
  // The fingerprint of the files ctx.state was loaded from: the content was loaded just
  // before the admin routes were registered, so it matches the disk now.
  let syncedFingerprint = contentFingerprint(root);
  // Errors of the served content before any change, per content version: the baseline a
  // change is compared with.
  let baseline: { version: number; issues: ContentIssue[] } | undefined;

  // A found repository is kept; a missing one is looked for again, so `git init` needs no restart.
  const repoRoot = async () => {
    repo ??= repoRootOf(root);
    const found = await repo;
    if (found === undefined) repo = undefined;
    return found;
  };

  /** Undoes what a crashed write left in the working copy (before each write, and at start). */
  async function recover(gitRoot: string): Promise<void> {
    const done = await recoverWorkingCopy(gitRoot);
    for (const line of done) ctx.log(`Content repository recovered: ${line}.`);
    if (done.length > 0) ctx.reloadContent();
  }

  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  /** The content as on disk now: the served state, reloaded first when files changed outside the server. */
  function currentState() {
    const fingerprint = contentFingerprint(root);
    if (fingerprint !== syncedFingerprint) {
      ctx.reloadContent();
      syncedFingerprint = fingerprint;
    }
    return ctx.state;
  }

  function unloadedSlugs(content: Content): string[] {
    const dir = join(root, FOODS_DIR);
    const loaded = new Set(content.foods.map((f) => f.slug));
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .map(slugOfFoodFile)
      .filter((s): s is string => s !== undefined && !loaded.has(s));
  }

  /**
   * After HEAD moved under the writer (a pull, a rebase, a conflict put aside, a commit
   * made outside): the served content follows, the site is rebuilt, the readers are told.
   */
  async function followHead(gitRoot: string): Promise<void> {
    ctx.reloadContent();
    syncedFingerprint = contentFingerprint(root);
    options.afterWrite?.();
    options.rebuilder?.request();
    const head = await headCommit(gitRoot);
    if (head && remote.status().unpushed === 0) options.announce?.(head);
  }

  /** The 409 of a stale write, naming the file and the last commit that changed it. */
  async function staleError(gitRoot: string, thing: string, file: string | undefined): Promise<HTTPError> {
    if (!file) return new HTTPError({ status: 409, message: staleMessage(thing) });
    const change = await lastChangeOf(gitRoot, 'HEAD', repoPath(gitRoot, contentPath(root, file)));
    return new HTTPError({
      status: 409,
      message: staleMessage(thing, change ? `${file}, last changed in commit ${change}` : file),
    });
  }

  function baselineOf(version: number, input: ValidationInput) {
    if (baseline?.version !== version) baseline = { version, issues: validateContent(input) };
    return baseline.issues;
  }

  async function write<R>(request: WriteRequest<R>): Promise<WriteOutcome<R>> {
    if (ctx.options.role === 'reader') {
      throw new HTTPError({
        status: 503,
        message:
          'This instance only serves reads: admin changes are made on the writer instance ' +
          '(PLATTER_ROLE=writer), which the load balancer routes them to.',
      });
    }
    const gitRoot = await repoRoot();
    if (!gitRoot) {
      throw new HTTPError({
        status: 503,
        message:
          `Admin changes are switched off: the content directory ${root} is not in a git repository, so a ` +
          `change could not be committed. Run \`git init\` and commit the content there (or point CONTENT_DIR ` +
          'at a clone), then try again.',
      });
    }
    await recover(gitRoot);
    // What the remote has first (a merged pull request), so that the base check below sees it.
    const pulled: PullOutcome = await remote.pull(gitRoot);
    if (pulled.moved) await followHead(gitRoot);
    const state = currentState();
    const head = await headCommit(gitRoot);
    const base: WriteBase = {
      content: state.content,
      problems: state.problems,
      head,
      fileVersion: (file) => {
        const abs = contentPath(root, file);
        return existsSync(abs) ? versionOfBytes(readFileSync(abs)) : ABSENT_VERSION;
      },
    };

    // 1. The base the client loaded.
    if (request.head !== undefined && request.head !== '' && request.head !== head)
      throw new HTTPError({ status: 409, message: staleMessage(request.headThing ?? 'content') });
    for (const e of request.expect ?? []) {
      if (e.given !== undefined && e.given !== e.current(base))
        throw await staleError(gitRoot, e.thing, e.file?.(base));
    }

    // 2 and 3. The change, validated as a whole.
    const plan = request.plan(base);
    const files = Object.keys(plan.files);
    for (const file of files)
      if (!isContentFile(file)) throw new Error(`The content writer refuses to write ${file}: not a content file`);
    // Rewriting a file that did not load cleanly would drop whatever failed to parse.
    for (const file of files) {
      if (!(Object.values(CONTENT_FILES) as string[]).includes(file)) continue;
      const abs = contentPath(root, file);
      const bad = state.problems.filter((p) => p.severity === 'error' && resolve(p.file) === abs);
      if (bad.length > 0) {
        throw badRequest(
          `Not saved: ${file} has errors, and rewriting it would lose what did not load. ` +
            `Fix them first (\`platter validate\`): ${bad
              .slice(0, 3)
              .map((p) => `line ${p.line}: ${p.message}`)
              .join('; ')}`,
        );
      }
    }
    const unloaded = unloadedSlugs(state.content);
    const before = baselineOf(state.version, { ...state.content, unloadedSlugs: unloaded });
    // Each whole-set validation takes tens of milliseconds on a large database: players'
    // requests are answered between them rather than after the whole write.
    await letOthersRun();
    const added = addedIssues(
      before,
      validateContent({
        ...plan.next,
        unloadedSlugs: unloaded.filter((s) => plan.next.foods.every((f) => f.slug !== s)),
      }),
    );
    if (added.errors.length > 0) {
      const shown = added.errors.slice(0, 5).map(describeContentIssue);
      const more = added.errors.length > shown.length ? ` (and ${added.errors.length - shown.length} more)` : '';
      throw badRequest(`Not saved: the change would make the content invalid. ${shown.join('; ')}${more}`);
    }
    const warnings = added.warnings.map(describeContentIssue);
    await letOthersRun();

    // The gate (core/gate.ts): what `platter review` would say of this change, at this door.
    const verdict = gateChange(
      state.content,
      { ...plan.next, relations: plan.next.relations ?? state.content.relations },
      ctx.today(),
      request.gate,
    );
    if (verdict.errors.length > 0) throw badRequest(`Not saved: ${describeRisks(verdict.errors)}.`);
    if (verdict.history.length > 0 && !request.rewriteHistory) {
      throw new HTTPError({
        status: 409,
        message:
          `${historyRefusal(verdict.history)} To change it anyway, send rewrite_history with the reason; it ` +
          'goes into the commit message.',
        data: { code: 'rewrite-history', details: { history: verdict.history, played: verdict.playedDays } },
      });
    }
    if (verdict.warnings.length > 0 && request.confirm !== verdict.confirmToken) {
      throw new HTTPError({
        status: 409,
        message: `Not saved yet: ${describeRisks(verdict.warnings)}. Send confirm with the token given to save anyway.`,
        data: { code: 'confirm', details: { confirm: verdict.confirmToken, warnings: verdict.warnings } },
      });
    }
    const message =
      verdict.history.length > 0 && request.rewriteHistory
        ? historyCommitMessage(plan.message, verdict.history, request.rewriteHistory)
        : plan.message;

    // 4. The files, remembering what they held.
    const backups = new Map<string, Buffer | null>();
    const written: string[] = [];
    const restore = () => {
      for (const abs of written.reverse()) {
        const old = backups.get(abs);
        try {
          if (old === null || old === undefined) rmSync(abs, { force: true });
          else writeFileAtomic(abs, old);
        } catch (error) {
          ctx.logError(error);
        }
      }
    };
    const versions: Record<string, string> = {};
    let commit: string | undefined;
    await beginWrite(
      gitRoot,
      files.map((file) => repoPath(gitRoot, contentPath(root, file))),
    );
    try {
      for (const file of files) {
        const abs = contentPath(root, file);
        backups.set(abs, existsSync(abs) ? readFileSync(abs) : null);
        written.push(abs);
        const value = plan.files[file];
        if (value === null || value === undefined) {
          rmSync(abs, { force: true });
          versions[file] = ABSENT_VERSION;
        } else {
          mkdirSync(dirname(abs), { recursive: true });
          writeFileAtomic(abs, value);
          versions[file] = versionOfBytes(value);
        }
      }
      // 5. The commit.
      const committer = {
        name: options.committer?.name ?? request.author.name,
        email: options.committer?.email ?? request.author.email,
      };
      commit = (await commitPaths(gitRoot, written, message, request.author, committer))?.commit;
      await endWrite(gitRoot);
    } catch (error) {
      restore();
      await unstagePaths(gitRoot, written);
      await endWrite(gitRoot);
      if (error instanceof GitError) {
        ctx.logError(error);
        throw new HTTPError({
          status: 500,
          message:
            `Not saved: the change could not be committed (${error.message.split('\n')[0]}). The files were ` +
            'restored; ask the operator to check the content repository.',
        });
      }
      throw error;
    } finally {
      // The served content follows the disk, whatever happened.
      ctx.reloadContent();
      syncedFingerprint = contentFingerprint(root);
    }

    // 6. Everything that follows a commit.
    options.afterWrite?.();
    if (commit) {
      options.rebuilder?.request();
      // Pushed before the answer, so a conflict reaches the admin who made it.
      const pushed = await remote.push(gitRoot);
      if (pushed.conflict) {
        await followHead(gitRoot);
        throw new HTTPError({
          status: 409,
          message: `Not saved: ${pushed.conflict.message}`,
          data: { code: 'conflict', details: { conflict: pushed.conflict } },
        });
      }
      // A rebase on a pull request merged meanwhile gives the commit a new hash.
      if (pushed.pulled?.moved) {
        ctx.reloadContent();
        syncedFingerprint = contentFingerprint(root);
        commit = (await headCommit(gitRoot)) ?? commit;
      }
      if (options.push && !pushed.pushed) {
        warnings.push(
          `Saved here, but not in the content repository yet: ${remote.status().pushError ?? 'the push failed'}`,
        );
      } else {
        options.announce?.(commit);
      }
    }
    return {
      result: plan.result,
      commit: commit ?? null,
      head: (await headCommit(gitRoot)) ?? null,
      versions,
      warnings,
    };
  }

  /** The poll's step (see ContentWriter.sync). */
  async function sync(): Promise<boolean> {
    if (ctx.options.role === 'reader') return false;
    const gitRoot = await repoRoot();
    if (!gitRoot) return false;
    await recover(gitRoot);
    const pulled = await remote.pull(gitRoot);
    // A commit that did not reach the remote (it was down) goes now.
    if (remote.status().unpushed > 0) {
      const pushed = await remote.push(gitRoot);
      if (pushed.pulled?.moved || pushed.conflict) {
        await followHead(gitRoot);
        return true;
      }
      if (pushed.pushed) {
        const head = await headCommit(gitRoot);
        if (head) options.announce?.(head);
      }
    }
    if (pulled.moved || (await headCommit(gitRoot)) !== (ctx.state.commit ?? undefined)) {
      await followHead(gitRoot);
      ctx.log(`Content reloaded at commit ${ctx.state.commit?.slice(0, 12) ?? '?'} (version ${ctx.state.version}).`);
      return true;
    }
    return false;
  }

  return {
    write: (request) => serially(() => write(request)),
    async head() {
      const gitRoot = await repoRoot();
      return gitRoot ? ((await headCommit(gitRoot)) ?? null) : null;
    },
    repoRoot,
    recover: () =>
      serially(async () => {
        const gitRoot = await repoRoot();
        if (gitRoot) await recover(gitRoot);
      }),
    idle: () => serially(async () => undefined),
    sync: () => serially(sync),
    remoteStatus: () => remote.status(),
  };
}
