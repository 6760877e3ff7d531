/**
 * Accounts players make themselves (docs/accounts.md): sign up, confirm the address by the
 * mailed link, send the link again, and reset a forgotten password by mail. Every answer
 * that could tell whether an address has an account is the same either way, in its words
 * and in its time: the mails (and for reset and resend, the lookup of the name) run after
 * the answer (api/after-answer.ts). Links are single use (api/accounts/tokens.ts) and
 * mailed by SMTP or into the outbox.
 */
import { HTTPError, type H3, type H3Event } from 'h3';
import { z } from 'zod';
import {
  LINK_LIFETIMES,
  newPasswordProblem,
  RESET_MESSAGES,
  SIGNUP_MESSAGES,
  signupProblem,
  VERIFY_MESSAGES,
} from '../../core/accounts.ts';
import { checkBody, readObject } from '../accounts/body.ts';
import { accountKey, ipKey } from '../accounts/login-limiter.ts';
import { sendMail } from '../accounts/mail.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { accountsOf } from '../accounts/services.ts';
import type { UserRecord } from '../accounts/user-schema.ts';
import { AccountError } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { clientIp, routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { requireHuman } from '../human-check/check.ts';
import { storeKey } from '../stores/keyed-store.ts';

/** At most one mail of a kind per account (or address) this often, whatever is asked: no mail bombing. */
const MAIL_COOLDOWN_SECONDS = 60;

const field = (name: string, max: number) =>
  z.string({ error: `${name}: expected text` }).max(max, `${name}: at most ${max} characters`);

/** POST /api/signup. */
export const SignupBody = z.object({
  username: field('username', 64).default(''),
  email: field('email', 320).default(''),
  password: field('password', 1024).default(''),
  /** The password again, when the form asks for it (the site does). */
  confirmPassword: field('confirmPassword', 1024).optional(),
  humanCheck: field('humanCheck', 8192).optional(),
});

const TokenBody = z.object({ token: field('token', 200).trim().min(1, 'token: the link has no token') });
const IdentifierBody = z.object({
  identifier: field('identifier', 320).trim().min(1, 'Please enter your username or email'),
});
const ResetConfirmBody = z.object({
  token: field('token', 200).trim().min(1, 'token: the link has no token'),
  newPassword: field('newPassword', 1024).default(''),
  confirmPassword: field('confirmPassword', 1024).optional(),
});

export function signupRoutes(app: H3, ctx: AppContext): void {
  const meta = routeMeta('no-store', 'work');
  const ipOf = (event: H3Event) => clientIp(event, ctx.options.trustProxy);
  const link = (path: string, token: string) => `${ctx.options.siteOrigin}${path}?token=${encodeURIComponent(token)}`;
  const mail = (to: string, subject: string, lines: string[]) =>
    sendMail({ to, subject, text: [...lines, '', '— Platter', ''].join('\n') }, ctx.options.mail, ctx.options.dataDir, {
      now: ctx.now(),
    });
  /** True the first time in the cooldown for `what`, so one mail at most goes out. */
  const mayMail = (kind: string, what: string) =>
    ctx.stores.data.setIfAbsent(storeKey('mail-cooldown', kind, what.toLowerCase()), 1, {
      ttlSeconds: MAIL_COOLDOWN_SECONDS,
    });

  async function sendVerification(user: UserRecord): Promise<void> {
    const token = await accountsOf(ctx).tokens.issue(
      'verify-email',
      { userId: user.id, email: user.email },
      LINK_LIFETIMES.verifyEmail,
    );
    await mail(user.email, 'Confirm your Platter account', [
      `Hello ${user.username},`,
      '',
      'Open this link to confirm your email address and start keeping your streak on every device:',
      link('/verify-email', token),
      '',
      'The link works once, for 24 hours. If you did not sign up for Platter, ignore this mail: nothing ' +
        'happens without it.',
    ]);
  }

  app.post(
    '/api/signup',
    async (event) => {
      const body = checkBody(SignupBody, await readObject(event, ctx));
      const problem = signupProblem(body);
      if (problem) throw badRequest(problem);
      await requireHuman(ctx, body.humanCheck, ipOf(event), 'signup_form');
      const { users } = accountsOf(ctx);
      const username = body.username.trim();
      const email = body.email.trim();
      const existing = await users.byIdentifier(email);
      if (existing && existing.email.toLowerCase() === email.toLowerCase()) {
        // The same answer as a new account, after the same work (one hash); the owner learns
        // of it by a mail sent after the answer, as a new account's is.
        await hashPassword(body.password);
        ctx.afterAnswer.later(async () => {
          if (!(await mayMail('signup-existing', existing.id))) return;
          await mail(existing.email, 'Someone tried to sign up with your address', [
            `Hello ${existing.username},`,
            '',
            'Someone (maybe you) tried to make a new Platter account with this address, which already has one.',
            `If it was you, log in as ${existing.username}, or choose a new password from the Login window ` +
              '("Forgot your password?"):',
            `${ctx.options.siteOrigin}/`,
            '',
            'If it was not you, ignore this mail: your account is unchanged.',
          ]);
        });
      } else {
        let user: UserRecord;
        try {
          // Never an admin: admin rights are granted only with `platter users grant-admin`.
          user = await users.add(
            { username, email, password: body.password, isAdmin: false, verified: false },
            ctx.now(),
          );
        } catch (error) {
          if (error instanceof AccountError && error.kind === 'conflict' && /username/.test(error.message)) {
            throw new HTTPError({ status: 409, message: SIGNUP_MESSAGES.usernameTaken });
          }
          // The address was taken by a sign-up at the same moment: answered as any taken address.
          if (error instanceof AccountError && error.kind === 'conflict') return reply201();
          if (error instanceof AccountError) throw badRequest(error.message);
          throw error;
        }
        const made = user;
        ctx.afterAnswer.later(async () => {
          await mayMail('verify', made.id);
          await sendVerification(made);
        });
      }
      return reply201();
    },
    meta,
  );

  const reply201 = () => reply({ success: true, message: SIGNUP_MESSAGES.sent }, { status: 201 });

  app.post(
    '/api/verify-email',
    async (event) => {
      const { token } = checkBody(TokenBody, await readObject(event, ctx));
      const { tokens, users } = accountsOf(ctx);
      const payload = await tokens.consume('verify-email', token);
      const user = payload && (await users.byId(payload.userId));
      if (!payload || !user || user.email !== payload.email) throw badRequest(VERIFY_MESSAGES.badLink);
      if (!user.email_verified_at)
        await users.change(user.id, (u) => void (u.email_verified_at = ctx.now().toISOString()));
      return { success: true, message: VERIFY_MESSAGES.verified };
    },
    meta,
  );

  app.post(
    '/api/resend-verification',
    async (event) => {
      const { identifier } = checkBody(IdentifierBody, await readObject(event, ctx));
      // Whether the name has an account is looked up after the answer, with the mail.
      ctx.afterAnswer.later(async () => {
        const user = await accountsOf(ctx).users.byIdentifier(identifier);
        if (user && !user.email_verified_at && (await mayMail('verify', user.id))) await sendVerification(user);
      });
      return { success: true, message: VERIFY_MESSAGES.resent };
    },
    meta,
  );

  app.post(
    '/api/password-reset',
    async (event) => {
      const { identifier } = checkBody(IdentifierBody, await readObject(event, ctx));
      // Whether the name has an account is looked up after the answer, with the mail.
      ctx.afterAnswer.later(async () => {
        const { users, tokens } = accountsOf(ctx);
        const user = await users.byIdentifier(identifier);
        if (!user || !(await mayMail('reset', user.id))) return;
        const token = await tokens.issue(
          'reset-password',
          { userId: user.id, email: user.email, epoch: user.session_epoch },
          LINK_LIFETIMES.resetPassword,
        );
        await mail(user.email, 'Choose a new Platter password', [
          `Hello ${user.username},`,
          '',
          'Open this link to choose a new password (it ends every session of your account):',
          link('/reset-password', token),
          '',
          'The link works once, for 1 hour. If you did not ask for it, ignore this mail: your password is unchanged.',
        ]);
      });
      return { success: true, message: RESET_MESSAGES.sent };
    },
    meta,
  );

  app.post(
    '/api/password-reset/confirm',
    async (event) => {
      const body = checkBody(ResetConfirmBody, await readObject(event, ctx));
      // Checked before the link is used, so a short password does not spend it.
      const problem = newPasswordProblem(body.newPassword);
      if (problem) throw badRequest(problem);
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword)
        throw badRequest(SIGNUP_MESSAGES.mismatch);
      const { tokens, users, sessions, limiter } = accountsOf(ctx);
      // Guessing links is limited like guessing passwords: the same limiter, per IP.
      const keys = [ipKey(ipOf(event))];
      await limiter.claim(keys, ctx.now().getTime());
      const payload = await tokens.consume('reset-password', body.token);
      const user = payload && (await users.byId(payload.userId));
      if (!payload || !user || user.session_epoch !== payload.epoch) throw badRequest(RESET_MESSAGES.badLink);
      await limiter.refund(keys);
      await users.setPassword(user.id, body.newPassword);
      // The mail reached its owner: the address is confirmed too.
      if (!user.email_verified_at)
        await users.change(user.id, (u) => void (u.email_verified_at = ctx.now().toISOString()));
      await sessions.endAllFor(user.id);
      await limiter.clear(accountKey(user.username));
      await limiter.clear(accountKey(user.email));
      return { success: true, message: RESET_MESSAGES.done };
    },
    meta,
  );
}
