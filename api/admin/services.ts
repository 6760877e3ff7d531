/**
 * The admin parts of one app, made on first use from its context and shared by every
 * admin route group: the content writer (one queue per app), the site rebuilder, the
 * file versions, and the submission and blocked-IP stores. Kept beside the context, as
 * the accounts work keeps its stores, so admin adds no field to AppContext.
 *
 * Settings come from the environment, each checked here:
 * - CONTENT_GIT_PUSH=1: push after every admin commit (default off); a writer that pushes
 *   also pulls before each write and on its poll, as CONTENT_PULL=1 asks of any server;
 * - SITE_REBUILD=0: do not rebuild the served site after a change (default on whenever a
 *   site is served; an API-only server has nothing to rebuild);
 * - SITE_REBUILD_DELAY_MS: the debounce before a rebuild (default 3000);
 * - GIT_COMMITTER_NAME / GIT_COMMITTER_EMAIL: the committer of admin commits (default:
 *   the admin, who is always the author).
 */
import { issueLine, issueTexts } from '../../core/issues.ts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { createBlockedIpStore, type BlockedIpStore } from './blocked-ips.ts';
import { createContentWriter, type ContentWriter } from './content-writer.ts';
import type { GitPerson } from '../../core/node/git.ts';
import { createSiteRebuilder, REBUILD_DEBOUNCE_MS, type SiteRebuilder } from './site-rebuild.ts';
import { createSubmissionStore, type SubmissionStore } from './submissions.ts';
import { FileVersions } from './versions.ts';

const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { error: `${name} must be 1, 0, true or false` })
    .transform((v) => v === '1' || v === 'true');

/** The environment variables of admin writes; all optional. */
export const AdminEnvSchema = z.object({
  /** Push to the upstream branch after every admin commit. Default 0. */
  CONTENT_GIT_PUSH: flag('CONTENT_GIT_PUSH').optional(),
  /** Rebuild the served site after an admin change. Default 1. */
  SITE_REBUILD: flag('SITE_REBUILD').optional(),
  /** Milliseconds to wait after the last change before rebuilding. Default 3000. */
  SITE_REBUILD_DELAY_MS: z.coerce
    .number({ error: 'SITE_REBUILD_DELAY_MS must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .optional(),
  /** Committer name of admin commits. Default the admin's username. */
  GIT_COMMITTER_NAME: z.string().trim().min(1).optional(),
  /** Committer email of admin commits. Default the admin's email. */
  GIT_COMMITTER_EMAIL: z.string().trim().min(1).optional(),
});
export type AdminSettings = z.output<typeof AdminEnvSchema>;

/** Reads the admin settings; throws an Error naming every bad variable. */
export function adminSettingsFromEnv(env: Record<string, string | undefined>): AdminSettings {
  const parsed = AdminEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      issueTexts(parsed.error.issues, { input: env })
        .map((t) => issueLine(t))
        .join('\n'),
    );
  return parsed.data;
}

export interface AdminServices {
  settings: AdminSettings;
  writer: ContentWriter;
  /** Absent when no site is served or SITE_REBUILD=0. */
  rebuilder: SiteRebuilder | undefined;
  /** Versions of content files, remembered between listings. */
  versions: FileVersions;
  submissions: SubmissionStore;
  blockedIps: BlockedIpStore;
}

const services = new WeakMap<AppContext, AdminServices>();

/** The app's admin services. */
export function adminOf(ctx: AppContext): AdminServices {
  let s = services.get(ctx);
  if (s) return s;
  const settings = adminSettingsFromEnv(process.env);
  const siteDir = ctx.options.siteDir;
  const rebuilder =
    siteDir && settings.SITE_REBUILD !== false
      ? createSiteRebuilder({
          siteDir,
          contentDir: ctx.options.contentDir,
          log: (m) => ctx.log(m),
          debounceMs: settings.SITE_REBUILD_DELAY_MS ?? REBUILD_DEBOUNCE_MS,
        })
      : undefined;
  const versions = new FileVersions();
  const committer: Partial<GitPerson> = {};
  if (settings.GIT_COMMITTER_NAME) committer.name = settings.GIT_COMMITTER_NAME;
  if (settings.GIT_COMMITTER_EMAIL) committer.email = settings.GIT_COMMITTER_EMAIL;
  const push = settings.CONTENT_GIT_PUSH ?? false;
  const writer = createContentWriter(ctx, {
    push,
    // The writer keeps one history with the remote it pushes to; a single server when asked (CONTENT_PULL=1).
    pull: ctx.options.contentPull || (ctx.options.role === 'writer' && push),
    committer,
    rebuilder,
    afterWrite: () => versions.clear(),
    announce: (commit) => ctx.contentSync.announce(commit),
  });
  // The poll of api/content-sync.ts goes through the writer's queue.
  ctx.contentSync.attachWriter(writer);
  s = {
    settings,
    writer,
    rebuilder,
    versions,
    submissions: createSubmissionStore(ctx.stores.records),
    blockedIps: createBlockedIpStore(ctx.stores.records),
  };
  services.set(ctx, s);
  return s;
}
