/**
 * Who is calling: the bearer token of the Authorization header, checked on every request
 * (no state in the process). Routes that need a user call requireUser; admin routes call
 * requireAdmin, which the server enforces whatever the page shows.
 *
 *   app.get('/api/admin/users', async (event) => {
 *     await requireAdmin(event, ctx);
 *     ...
 *   });
 */
import { HTTPError, type H3Event } from 'h3';
import { AUTH_MESSAGES } from '../../core/accounts.ts';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { accountsOf } from './services.ts';
import type { Session } from './sessions.ts';
import type { UserRecord } from './user-schema.ts';

/** The caller of a request with a valid session. */
export interface SignedIn {
  user: UserRecord;
  session: Session;
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(event: H3Event): string | undefined {
  const header = event.req.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The signed-in caller, or undefined when there is no token or it is unknown, expired,
 * from before a password change, or its account is gone.
 */
export async function currentUser(event: H3Event, ctx: AppContext): Promise<SignedIn | undefined> {
  const token = bearerToken(event);
  if (!token) return undefined;
  const { sessions, users } = accountsOf(ctx);
  const session = await sessions.lookup(token);
  if (!session) return undefined;
  const user = await users.byId(session.userId);
  if (!user || user.session_epoch !== session.epoch) {
    await sessions.end(session.id, session.userId);
    return undefined;
  }
  return { user, session };
}

/** The signed-in caller; 401 'Authentication required' otherwise. */
export async function requireUser(event: H3Event, ctx: AppContext): Promise<SignedIn> {
  const signedIn = await currentUser(event, ctx);
  if (!signedIn)
    throw new HTTPError({ status: 401, message: AUTH_MESSAGES.required, headers: { 'www-authenticate': 'Bearer' } });
  return signedIn;
}

/** The signed-in caller when an admin; 401 without a session, 403 'Admin access required' for others. */
export async function requireAdmin(event: H3Event, ctx: AppContext): Promise<SignedIn> {
  const signedIn = await requireUser(event, ctx);
  if (!signedIn.user.is_admin) throw forbidden(AUTH_MESSAGES.admin);
  return signedIn;
}
