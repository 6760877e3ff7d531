/**
 * The checks every admin route starts with: the caller must be a signed-in admin (401
 * without a session, 403 for others: the accounts work's requireAdmin), and a write must
 * not come from a blocked IP address (403 'Your IP address has been blocked'). The
 * server enforces both whatever the page shows.
 */
import type { H3Event } from 'h3';
import { requireAdmin, type SignedIn } from '../accounts/guards.ts';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { clientIp } from '../http/pipeline.ts';
import { BLOCKED_MESSAGE } from './blocked-ips.ts';
import type { GitPerson } from '../../core/node/git.ts';
import { adminOf } from './services.ts';

/** The client's IP as the pipeline sees it (X-Forwarded-For only behind a trusted proxy). */
export function clientIpOf(event: H3Event, ctx: AppContext): string {
  return clientIp(event, ctx.options.trustProxy);
}

/** 403 'Your IP address has been blocked' when the caller's address is blocked. */
export async function assertNotBlocked(event: H3Event, ctx: AppContext): Promise<void> {
  if (await adminOf(ctx).blockedIps.isBlocked(clientIpOf(event, ctx))) throw forbidden(BLOCKED_MESSAGE);
}

/** An admin reading: the signed-in admin. */
export function adminReader(event: H3Event, ctx: AppContext): Promise<SignedIn> {
  return requireAdmin(event, ctx);
}

/** An admin writing: the signed-in admin, from an address that is not blocked, and the commit author they stand for. */
export async function adminWriter(event: H3Event, ctx: AppContext): Promise<SignedIn & { author: GitPerson }> {
  const signedIn = await requireAdmin(event, ctx);
  await assertNotBlocked(event, ctx);
  return { ...signedIn, author: { name: signedIn.user.username, email: signedIn.user.email } };
}
