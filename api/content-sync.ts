/**
 * Content changes reaching every API instance (docs/deploy.md). Every instance checks, on
 * an announcement and every CONTENT_POLL_SECONDS, whether its content moved:
 * - the writer (and a single server) does it through its content writer's queue
 *   (api/admin/content-writer.ts `sync`): it pulls the remote when it keeps one history
 *   with it (a merged pull request), pushes what is not pushed yet, and reloads when HEAD
 *   moved for any reason (a pull, a CLI commit, a hand `git pull`); after a move it
 *   announces the commit on the Redis channel `platter:content`;
 * - a reader, on an announcement or the poll, pulls its clone fast-forward when
 *   CONTENT_PULL=1, and reloads (incrementally, as the writer does) when HEAD is not the
 *   commit it serves, whoever moved it.
 * The server caches and ETags follow the content version, so answers change with it.
 */
import { Redis } from 'ioredis';
import { git, headCommit, REMOTE_TIMEOUT_MS, repoRootOf } from '../core/node/git.ts';
import type { ResolvedOptions } from './options.ts';

/** What the sync needs of the app's context (api/context.ts passes itself). */
export interface ContentSyncHost {
  readonly options: Pick<ResolvedOptions, 'role' | 'contentPull' | 'contentPollSeconds' | 'storage' | 'contentDir'>;
  /** The commit of the content served now (null outside git). */
  readonly state: { readonly commit: string | null; readonly version: number };
  reloadContent(): { version: number; commit: string | null };
  log(message: string): void;
  logError(error: unknown): void;
}

/** The Redis channel of content announcements. */
export const CONTENT_CHANNEL = 'platter:content';

/** The writer's side of a sync: one step of its queue (ContentWriter.sync). */
export interface SyncingWriter {
  sync(): Promise<boolean>;
}

/** What a running sync offers. */
export interface ContentSync {
  /** The writer: tells the readers about `commit`. */
  announce(commit: string): void;
  /** Checks now (what an announcement and the poll trigger); answers whether the served content changed. */
  syncNow(): Promise<boolean>;
  /** The content writer of a writer or single instance: the poll goes through its queue. */
  attachWriter(writer: SyncingWriter): void;
  close(): Promise<void>;
}

const redisUrlOf = (ctx: ContentSyncHost): string | undefined =>
  typeof ctx.options.storage === 'object' && ctx.options.storage.kind === 'redis' ? ctx.options.storage.url : undefined;

/** Starts the poll every instance runs, and the announcements (writer) or the subscription (reader). */
export function startContentSync(ctx: ContentSyncHost): ContentSync {
  const { role, contentPull, contentPollSeconds } = ctx.options;
  const redisUrl = redisUrlOf(ctx);
  const quiet = (client: Redis) => client.on('error', () => {});
  const root = repoRootOf(ctx.options.contentDir);
  let writer: SyncingWriter | undefined;
  let running: Promise<boolean> | undefined;
  let again = false;
  let closed = false;

  /** A reader's step: pull when asked to, then reload when HEAD is not what is served. */
  async function follow(): Promise<boolean> {
    const repo = await root;
    if (!repo || closed) return false;
    if (contentPull) {
      try {
        await git(repo, ['pull', '--ff-only', '--quiet'], {}, REMOTE_TIMEOUT_MS);
      } catch (error) {
        ctx.log(
          `Content pull failed; serving commit ${ctx.state.commit?.slice(0, 12) ?? 'as loaded'} until the ` +
            `next try. ${(error as Error).message.split('\n')[0]}`,
        );
        return false;
      }
    }
    return reloadIfMoved(repo);
  }

  async function reloadIfMoved(repo: string): Promise<boolean> {
    const head = (await headCommit(repo)) ?? null;
    if (head === ctx.state.commit) return false;
    const state = ctx.reloadContent();
    ctx.log(`Content reloaded at commit ${state.commit?.slice(0, 12) ?? '?'} (version ${state.version}).`);
    return true;
  }

  async function once(): Promise<boolean> {
    if (closed) return false;
    if (role !== 'reader' && writer) return writer.sync();
    if (role !== 'reader') {
      const repo = await root;
      return repo ? reloadIfMoved(repo) : false;
    }
    return follow();
  }

  // One check at a time; a trigger during a check runs one more after it.
  function syncNow(): Promise<boolean> {
    if (running) {
      again = true;
      return running;
    }
    running = once().finally(() => {
      running = undefined;
      if (again && !closed) {
        again = false;
        void syncNow().catch(ctx.logError);
      }
    });
    return running;
  }

  const publisher = role === 'writer' && redisUrl ? quiet(new Redis(redisUrl, { maxRetriesPerRequest: 3 })) : undefined;
  const subscriber =
    role === 'reader' && redisUrl ? quiet(new Redis(redisUrl, { maxRetriesPerRequest: null })) : undefined;
  if (subscriber) {
    subscriber.on('message', () => void syncNow().catch(ctx.logError));
    // Resubscribing after a reconnect is ioredis's job; a message missed meanwhile is caught by the poll.
    subscriber
      .subscribe(CONTENT_CHANNEL)
      .catch((error: unknown) =>
        ctx.log(`Not subscribed to content announcements (polling only): ${(error as Error).message}`),
      );
  }
  const poll = setInterval(() => void syncNow().catch(ctx.logError), contentPollSeconds * 1000);
  poll.unref();

  return {
    announce(commit) {
      publisher
        ?.publish(CONTENT_CHANNEL, commit)
        .catch((error: unknown) =>
          ctx.log(
            `Could not announce content commit ${commit} on Redis (readers will find it by polling): ` +
              `${(error as Error).message}`,
          ),
        );
    },
    syncNow,
    attachWriter(w) {
      writer = w;
    },
    async close() {
      closed = true;
      clearInterval(poll);
      await running?.catch(() => undefined);
      await Promise.all([
        subscriber?.quit().catch(() => subscriber.disconnect()),
        publisher?.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}
