/**
 * Food submissions: the public route players submit a dish with (5 per hour per address
 * anonymously, 20 per hour per account signed in, refused from a blocked address), and
 * the review routes of the submissions screen: list by status, approve (the dish is added
 * to the content as a commit, then the submission is marked approved), reject, re-approve
 * a rejected one, edit, delete, delete all rejected, and report (block the submitter's
 * address with 'Reported by admin').
 */
import { getRouterParam, HTTPError, type H3, type H3Event } from 'h3';
import { z } from 'zod';
import { foodFile } from '../../core/content-paths.ts';
import { ON_ACCOUNT_DELETED } from '../accounts/deletion.ts';
import { currentUser } from '../accounts/guards.ts';
import type { AppContext } from '../context.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';
import { householdOf } from '../http/household.ts';
import { routeMeta } from '../http/pipeline.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { reply } from '../http/reply.ts';
import { readJson, readOptionalJson, readQuery, validate } from '../http/validate.ts';
import { REPORTED_REASON } from '../admin/blocked-ips.ts';
import { planAddFood } from '../admin/food-changes.ts';
import { adminReader, adminWriter, assertNotBlocked, clientIpOf } from '../admin/guard.ts';
import { COMMIT } from '../../core/commit-messages.ts';
import { adminOf } from '../admin/services.ts';
import { submissionDraft, submissionToFood } from '../admin/submission-food.ts';
import { foodFromBody } from '../admin/food-body.ts';
import { GateFields, gateRequest } from '../admin/gate-input.ts';
import {
  forgetSubmissionsOfDeletedUser,
  PENDING_FULL_MESSAGE,
  PENDING_PER_SUBMITTER,
  REAPPROVED_NOTE,
  SUBMISSION_STATUSES,
  SubmissionEdit,
  SubmissionError,
  SubmissionInput,
  type Submission,
} from '../admin/submissions.ts';

/** Submissions per hour (the terms): anonymous per address, signed in per account. */
export const SUBMISSION_LIMITS = { anonymous: 5, signedIn: 20, windowSeconds: 3600 } as const;

/** What a player sees after submitting. */
export const SUBMISSION_THANKS = 'Thank you! Your dish was sent and will be reviewed by our team.';

const ListQuery = z.object({
  /** pending (default), approved, rejected or all. */
  status: z
    .enum([...SUBMISSION_STATUSES, 'all'], { error: 'expected pending, approved, rejected or all' })
    .default('pending'),
});

const ReviewBody = z.object({
  /** Optional notes for the record. */
  review_notes: z.string({ error: 'expected text' }).trim().max(2000, 'at most 2000 characters').nullish(),
});

/** POST .../approve and .../reapprove body: the notes, and the dish as the admin completed it. */
const ApproveBody = ReviewBody.extend({
  /**
   * The dish as completed in the Food Manager's form (icon, hints, closed-list values), in
   * the content file's fields; without it the submission's own fields are mapped.
   */
  food: z.record(z.string(), z.unknown(), { error: 'expected the dish as an object of its fields' }).optional(),
  ...GateFields.shape,
});

const IdParam = z.coerce
  .number({ error: 'expected a whole number id' })
  .int('expected a whole number id')
  .positive('expected a whole number id');

function idOf(event: H3Event): number {
  return validate(IdParam, getRouterParam(event, 'id'), 'id');
}

/** A SubmissionError as the HTTP error it stands for. */
function asHttp(error: unknown): unknown {
  return error instanceof SubmissionError ? new HTTPError({ status: error.status, message: error.message }) : error;
}

/** The review body, which may be absent altogether (the spec's client sends notes only when given). */
async function reviewNotes(event: H3Event, limit: number): Promise<string | null> {
  const body = await readOptionalJson(event, ReviewBody, limit);
  return body?.review_notes || null;
}

/**
 * A submission as the screen lists it: 'Anonymous' for a submitter without a name, no IP
 * address, and `draft`, its fields as a dish's, for the Food Manager's form to complete.
 */
function toListed(s: Submission) {
  const { ip, ...rest } = s;
  return { ...rest, submitter_name: s.submitter_name ?? 'Anonymous', has_ip: ip !== null, draft: submissionDraft(s) };
}

/** Registers the public submission route and the review routes, and the account-deletion hook. */
export function adminSubmissionRoutes(app: H3, ctx: AppContext): void {
  const admin = adminOf(ctx);
  // Deleting an account anonymises its submissions and deletes its rejected ones.
  if (!ON_ACCOUNT_DELETED.includes(forgetSubmissionsOfDeletedUser))
    ON_ACCOUNT_DELETED.push(forgetSubmissionsOfDeletedUser);
  const meta = routeMeta('no-store', 'read');

  // The engine's fixed-window limiter, with an hour's window and keys of its own.
  const limiters = {
    anonymous: createRateLimiter(
      ctx.stores.rateLimits,
      { work: SUBMISSION_LIMITS.anonymous, read: SUBMISSION_LIMITS.anonymous },
      SUBMISSION_LIMITS.windowSeconds,
    ),
    signedIn: createRateLimiter(
      ctx.stores.rateLimits,
      { work: SUBMISSION_LIMITS.signedIn, read: SUBMISSION_LIMITS.signedIn },
      SUBMISSION_LIMITS.windowSeconds,
    ),
  };

  app.post(
    '/api/public/food-submissions',
    async (event) => {
      await assertNotBlocked(event, ctx);
      const ip = clientIpOf(event, ctx);
      const signedIn = await currentUser(event, ctx);
      const input = await readJson(event, SubmissionInput, ctx.options.bodyLimit);
      if (signedIn) await limiters.signedIn.hit('work', `submission-user:${signedIn.user.id}`, ctx.now().getTime());
      else await limiters.anonymous.hit('work', `submission:${householdOf(ip)}`, ctx.now().getTime());
      // What waits for review is bounded per submitter too: the hourly limits alone let it grow for ever.
      const household = householdOf(ip);
      const mine = (s: Submission) =>
        s.status === 'pending' &&
        (signedIn
          ? s.submitted_by === signedIn.user.id
          : s.submitted_by === null && s.ip !== null && householdOf(s.ip) === household);
      if ((await admin.submissions.list('pending')).filter(mine).length >= PENDING_PER_SUBMITTER)
        throw tooManyRequests(PENDING_FULL_MESSAGE, SUBMISSION_LIMITS.windowSeconds);
      const record = await admin.submissions.add(input, { ip, userId: signedIn?.user.id ?? null, now: ctx.now() });
      return reply(
        {
          success: true,
          message: SUBMISSION_THANKS,
          submission: { id: record.id, name: record.name, status: record.status },
        },
        { status: 201 },
      );
    },
    routeMeta('no-store', 'work'),
  );

  app.get(
    '/api/admin/food-submissions',
    async (event) => {
      await adminReader(event, ctx);
      const { status } = readQuery(event, ListQuery);
      return { submissions: (await admin.submissions.list(status)).map(toListed), status };
    },
    meta,
  );

  /** Adds the submission's dish to the content (a commit), then marks it approved. */
  async function approve(event: H3Event, expected: 'pending' | 'rejected', defaultNote: string | null) {
    const { user, author } = await adminWriter(event, ctx);
    const id = idOf(event);
    const body = await readOptionalJson(event, ApproveBody, ctx.options.bodyLimit);
    const notes = body?.review_notes || defaultNote;
    const submission = await admin.submissions.get(id);
    if (!submission) throw new HTTPError({ status: 404, message: `No submission with id ${id}` });
    if (submission.status !== expected) {
      throw new HTTPError({
        status: 409,
        message:
          expected === 'rejected'
            ? `Submission ${id} is ${submission.status}; only a rejected submission can be re-approved`
            : `Submission ${id} is ${submission.status}; ` +
              `${submission.status === 'rejected' ? 're-approve it instead' : 'it is already approved'}`,
      });
    }
    // The dish as the admin completed it in the form, else the submission's fields mapped.
    const food = body?.food ? foodFromBody(body.food) : submissionToFood(submission);
    const outcome = await admin.writer.write({
      author,
      ...gateRequest(body ?? {}),
      // A dish from the public goes live complete: an icon and every hint field.
      gate: { complete: true },
      plan: (b) => {
        const plan = planAddFood(b, food);
        return { ...plan, message: `${COMMIT.addFood(food.name)} (submission ${id})` };
      },
    });
    const slug = outcome.result.food!.slug;
    let approved: Submission;
    try {
      approved = await admin.submissions.approve(id, { by: user.username, at: ctx.now(), notes }, slug);
    } catch (error) {
      throw asHttp(error);
    }
    return {
      success: true,
      submission: toListed(approved),
      food: { ...outcome.result.food, version: outcome.versions[foodFile(slug)] },
      commit: outcome.commit,
      head: outcome.head,
      warnings: outcome.warnings,
    };
  }

  app.post('/api/admin/food-submissions/:id/approve', (event) => approve(event, 'pending', null), meta);
  app.post('/api/admin/food-submissions/:id/reapprove', (event) => approve(event, 'rejected', REAPPROVED_NOTE), meta);

  app.post(
    '/api/admin/food-submissions/:id/reject',
    async (event) => {
      const { user } = await adminWriter(event, ctx);
      const id = idOf(event);
      const notes = await reviewNotes(event, ctx.options.bodyLimit);
      try {
        return {
          success: true,
          submission: toListed(await admin.submissions.reject(id, { by: user.username, at: ctx.now(), notes })),
        };
      } catch (error) {
        throw asHttp(error);
      }
    },
    meta,
  );

  app.put(
    '/api/admin/food-submissions/:id',
    async (event) => {
      await adminWriter(event, ctx);
      const id = idOf(event);
      const edit = await readJson(event, SubmissionEdit, ctx.options.bodyLimit);
      try {
        return { success: true, submission: toListed(await admin.submissions.update(id, edit)) };
      } catch (error) {
        throw asHttp(error);
      }
    },
    meta,
  );

  app.delete(
    '/api/admin/food-submissions/:id',
    async (event) => {
      await adminWriter(event, ctx);
      const id = idOf(event);
      try {
        const removed = await admin.submissions.remove(id);
        return { success: true, id: removed.id };
      } catch (error) {
        throw asHttp(error);
      }
    },
    meta,
  );

  app.delete(
    '/api/admin/food-submissions',
    async (event) => {
      await adminWriter(event, ctx);
      const status = event.url.searchParams.get('status');
      if (status !== 'rejected')
        throw badRequest('status: only rejected submissions can be deleted all at once (status=rejected)');
      const count = await admin.submissions.removeRejected();
      return { success: true, count, deleted: count };
    },
    meta,
  );

  app.post(
    '/api/admin/food-submissions/:id/report',
    async (event) => {
      const { user } = await adminWriter(event, ctx);
      const id = idOf(event);
      const submission = await admin.submissions.get(id);
      if (!submission) throw new HTTPError({ status: 404, message: `No submission with id ${id}` });
      if (!submission.ip)
        throw badRequest(`Submission ${id} has no IP address to block (its submitter's data was removed)`);
      if (submission.ip === clientIpOf(event, ctx))
        throw badRequest(
          'This submission came from your own address; blocking it would lock you out of every admin change',
        );
      const { record, created } = await admin.blockedIps.block(
        submission.ip,
        REPORTED_REASON,
        user.username,
        ctx.now(),
      );
      const reported = await admin.submissions.markReported(id);
      return { success: true, submission: toListed(reported), blockedIp: record, created };
    },
    meta,
  );
}
