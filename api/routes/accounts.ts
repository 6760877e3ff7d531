/**
 * Accounts (admin.md sections 6 and 7): login, logout, the session, the admin status,
 * changing the password and deleting the account. Players make their own accounts
 * (api/routes/signup.ts); admin rights are granted only with `platter users`.
 */
import { HTTPError, type H3, type H3Event } from 'h3';
import { z } from 'zod';
import {
  DELETE_ACCOUNT_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  passwordChangeProblem,
  VERIFY_MESSAGES,
} from '../../core/accounts.ts';
import { checkBody, readObject } from '../accounts/body.ts';
import { deleteAccount } from '../accounts/deletion.ts';
import { bearerToken, requireUser } from '../accounts/guards.ts';
import { accountKey, ipKey } from '../accounts/login-limiter.ts';
import { decoyHash, verifyPassword } from '../accounts/passwords.ts';
import { accountsOf } from '../accounts/services.ts';
import { toPublicUser } from '../accounts/user-schema.ts';
import { AccountError } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { clientIp, routeMeta } from '../http/pipeline.ts';
import { requireHuman } from '../human-check/check.ts';

/** Longest proof accepted from the human check (an ALTCHA proof is about 700 characters). */
const HUMAN_CHECK_MAX = 8192;

/** POST /api/login body. */
export const LoginBody = z.object({
  /** A username or an email address, case-insensitive. */
  identifier: z
    .string({ error: LOGIN_MESSAGES.missing })
    .trim()
    .min(1, LOGIN_MESSAGES.missing)
    .max(320, 'identifier: at most 320 characters'),
  /** The password as typed. */
  password: z
    .string({ error: LOGIN_MESSAGES.missing })
    .min(1, LOGIN_MESSAGES.missing)
    .max(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.invalid),
  /** The human check's proof (GET /api/human-check/challenge); required unless the check is off. */
  humanCheck: z
    .string({ error: 'humanCheck: expected the proof as text' })
    .max(HUMAN_CHECK_MAX, 'humanCheck: proof too long')
    .optional(),
});

/** POST /api/change-password body. */
export const ChangePasswordBody = z.object({
  /** The password now. */
  currentPassword: z.string({ error: PASSWORD_MESSAGES.required }).default(''),
  /** The new password: at least 8 characters, different from the current one. */
  newPassword: z.string({ error: PASSWORD_MESSAGES.required }).default(''),
  /** The new password again, when the client asks for it (the site does); must match. */
  confirmPassword: z.string({ error: PASSWORD_MESSAGES.required }).optional(),
});

export function accountRoutes(app: H3, ctx: AppContext): void {
  const meta = routeMeta('no-store', 'work');
  const ipOf = (event: H3Event) => clientIp(event, ctx.options.trustProxy);

  app.post(
    '/api/login',
    async (event) => {
      const body = checkBody(LoginBody, await readObject(event, ctx));
      const { users, sessions, limiter } = accountsOf(ctx);
      const ip = ipOf(event);
      const keys = [ipKey(ip), accountKey(body.identifier)];
      // Claimed before anything costly: parallel attempts beyond the allowed ones stop here.
      await limiter.claim(keys, ctx.now().getTime());
      try {
        await requireHuman(ctx, body.humanCheck, ip, 'login_form');
      } catch (error) {
        await limiter.refund(keys);
        throw error;
      }
      const user = await users.byIdentifier(body.identifier);
      // An unknown user costs one hash too, so the answer's timing says nothing.
      const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
      // A failure stays counted: the claim was it.
      if (!user || !matches) throw new HTTPError({ status: 401, message: LOGIN_MESSAGES.invalid });
      // The right password of an account whose address is not confirmed yet: say so (only now, so it tells a
      // stranger nothing).
      if (!user.email_verified_at) {
        await limiter.refund([ipKey(ip)]);
        throw new HTTPError({ status: 403, message: VERIFY_MESSAGES.unverified, data: { code: 'unverified' } });
      }
      // The account's failures are forgotten under each name it can be typed by; the IP's claim is given back.
      await Promise.all([body.identifier, user.username, user.email].map((name) => limiter.clear(accountKey(name))));
      await limiter.refund([ipKey(ip)]);
      await users.recordLogin(user.id, ctx.now());
      const { token, session } = await sessions.create(user.id, user.session_epoch);
      return {
        success: true,
        session: {
          access_token: token,
          token_type: 'bearer',
          expires_at: new Date(session.expiresAt).toISOString(),
          user: toPublicUser(user),
        },
      };
    },
    meta,
  );

  app.post(
    '/api/logout',
    async (event) => {
      // Idempotent: an unknown or expired token is as logged out as it gets.
      const token = bearerToken(event);
      const { sessions } = accountsOf(ctx);
      const session = token ? await sessions.lookup(token) : undefined;
      if (session) await sessions.end(session.id, session.userId);
      return { success: true };
    },
    meta,
  );

  app.get(
    '/api/session',
    async (event) => {
      const { user, session } = await requireUser(event, ctx);
      return { session: { user: toPublicUser(user), expires_at: new Date(session.expiresAt).toISOString() } };
    },
    meta,
  );

  app.get(
    '/api/users/admin-status',
    async (event) => {
      const { user } = await requireUser(event, ctx);
      return { isAdmin: user.is_admin };
    },
    meta,
  );

  app.post(
    '/api/change-password',
    async (event) => {
      const { user, session } = await requireUser(event, ctx);
      const body = checkBody(ChangePasswordBody, await readObject(event, ctx));
      const problem = passwordChangeProblem(body);
      if (problem) throw badRequest(problem);
      const { users, sessions, limiter } = accountsOf(ctx);
      // A stolen session must not become a way to guess the password: same limiter as login.
      const keys = [ipKey(ipOf(event)), accountKey(user.id)];
      await limiter.claim(keys, ctx.now().getTime());
      if (!(await verifyPassword(body.currentPassword, user.password_hash)))
        throw badRequest(PASSWORD_MESSAGES.wrongCurrent);
      await limiter.clear(accountKey(user.id));
      await limiter.refund([keys[0]!]);
      const updated = await users.setPassword(user.id, body.newPassword);
      // The raised epoch ends every session; this one moves to the new epoch and stays.
      await sessions.rebind(session, updated.session_epoch);
      await sessions.endAllFor(user.id, session.id);
      return { success: true, message: PASSWORD_MESSAGES.updated };
    },
    meta,
  );

  app.delete(
    '/api/users/account',
    async (event) => {
      // Only ever the caller's own account: the body and query are not read at all.
      const { user } = await requireUser(event, ctx);
      const { users, sessions } = accountsOf(ctx);
      try {
        await deleteAccount(users, user, ctx.stores.records, ctx.options.dataDir);
      } catch (error) {
        // Deleted by a parallel request (or `platter users rm`) a moment ago.
        if (error instanceof AccountError && error.kind === 'not-found') throw notFound(DELETE_ACCOUNT_MESSAGES.noUser);
        throw error;
      }
      await sessions.endAllFor(user.id);
      return { success: true, message: DELETE_ACCOUNT_MESSAGES.done };
    },
    meta,
  );
}
