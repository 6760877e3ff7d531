/**
 * Content changes reaching every API instance (docs/deploy.md). Admin writes go to the one
 * writer instance, which owns the git working copy; every other instance is a reader:
 * - the writer announces each content commit on the Redis channel `platter:content`
 *   (after pushing it, when CONTENT_GIT_PUSH=1);
 * - a reader, on an announcement and every CONTENT_POLL_SECONDS as a fallback (a missed
 *   message, no Redis), pulls its working copy fast-forward when CONTENT_PULL=1, and
 *   reloads the content (incrementally, as the writer does) when HEAD moved. The server
 *   caches and ETags follow the content version, so answers change with it.
 */
import { Redis } from 'ioredis';
import { git, headCommit, repoRootOf } from '../core/node/git.ts';
import type { ResolvedOptions } from './options.ts';

/** What the sync needs of the app's context (api/context.ts passes itself). */
export interface ContentSyncHost {
  readonly options: Pick<ResolvedOptions, 'role' | 'contentPull' | 'contentPollSeconds' | 'storage' | 'contentDir'>;
  reloadContent(): { version: number };
  log(message: string): void;
  logError(error: unknown): void;
}

/** The Redis channel of content announcements. */
export const CONTENT_CHANNEL = 'platter:content';

/** What a running sync offers. */
export interface ContentSync {
  /** The writer: tells the readers about `commit`. */
  announce(commit: string): void;
  /** A reader: pulls and reloads now (what an announcement triggers); answers whether the content changed. */
  syncNow(): Promise<boolean>;
  close(): Promise<void>;
}

const redisUrlOf = (ctx: ContentSyncHost): string | undefined =>
  typeof ctx.options.storage === 'object' && ctx.options.storage.kind === 'redis' ? ctx.options.storage.url : undefined;

/** Starts what the instance's role needs: announcing (writer), following (reader), or nothing (single). */
export function startContentSync(ctx: ContentSyncHost): ContentSync {
  const { role, contentPull, contentPollSeconds } = ctx.options;
  const redisUrl = redisUrlOf(ctx);
  const quiet = (client: Redis) => client.on('error', () => {});

  if (role !== 'reader') {
    const publisher =
      role === 'writer' && redisUrl ? quiet(new Redis(redisUrl, { maxRetriesPerRequest: 3 })) : undefined;
    return {
      announce(commit) {
        publisher
          ?.publish(CONTENT_CHANNEL, commit)
          .catch((error: unknown) =>
            ctx.log(
              `Could not announce content commit ${commit} on Redis (readers will find it by polling): ${(error as Error).message}`,
            ),
          );
      },
      syncNow: async () => false,
      async close() {
        await publisher?.quit().catch(() => publisher.disconnect());
      },
    };
  }

  let loaded: string | undefined;
  let running: Promise<boolean> | undefined;
  let again = false;
  let closed = false;
  const root = repoRootOf(ctx.options.contentDir);
  void root.then(async (r) => {
    if (r) loaded = await headCommit(r);
  });

  async function once(): Promise<boolean> {
    const repo = await root;
    if (!repo || closed) return false;
    if (contentPull) {
      try {
        await git(repo, ['pull', '--ff-only', '--quiet']);
      } catch (error) {
        ctx.log(
          `Content pull failed; serving commit ${loaded?.slice(0, 12) ?? 'as loaded'} until the next try. ${(error as Error).message.split('\n')[0]}`,
        );
        return false;
      }
    }
    const head = await headCommit(repo);
    if (head === loaded) return false;
    const state = ctx.reloadContent();
    ctx.log(`Content reloaded at commit ${head?.slice(0, 12) ?? '?'} (version ${state.version}).`);
    loaded = head;
    return true;
  }
  // One sync at a time; a trigger during a sync runs one more after it.
  function syncNow(): Promise<boolean> {
    if (running) {
      again = true;
      return running;
    }
    running = once().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void syncNow();
      }
    });
    return running;
  }

  const subscriber = redisUrl ? quiet(new Redis(redisUrl, { maxRetriesPerRequest: null })) : undefined;
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
    announce() {},
    syncNow,
    async close() {
      closed = true;
      clearInterval(poll);
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },
  };
}
