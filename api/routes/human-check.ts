/**
 * The human check's routes: the challenge (or the reCAPTCHA site key) the page needs to
 * make a proof, and the spec's verify call. The site itself sends its proof with the
 * login or contact request, which check it; /api/verify-recaptcha is for other clients
 * and uses the proof up, like those routes do.
 */
import type { H3 } from 'h3';
import { HTTPError } from 'h3';
import { z } from 'zod';
import { HUMAN_CHECK_MESSAGES, HUMAN_CHECK_THRESHOLD } from '../../core/human-check.ts';
import { checkBody, readObject } from '../accounts/body.ts';
import type { AppContext } from '../context.ts';
import { clientIp, routeMeta } from '../http/pipeline.ts';
import { humanCheckOf, verifyHuman } from '../human-check/check.ts';

/** POST /api/verify-recaptcha body. */
export const VerifyBody = z.object({
  /** The reCAPTCHA token, or with ALTCHA the solved challenge (base64 JSON). */
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(8192, 'token: too long'),
});

export function humanCheckRoutes(app: H3, ctx: AppContext): void {
  const meta = routeMeta('no-store', 'work');
  if (humanCheckOf(ctx).name === 'off') {
    ctx.log(
      'Note: HUMAN_CHECK=off: login and the contact form run without the human check. Use this for local ' +
        'development only.',
    );
  }

  app.get('/api/human-check/challenge', () => humanCheckOf(ctx).challenge(), meta);

  app.post(
    '/api/verify-recaptcha',
    async (event) => {
      const { token } = checkBody(VerifyBody, await readObject(event, ctx));
      if (humanCheckOf(ctx).name === 'off') return { success: true, score: 1 };
      const result = await verifyHuman(ctx, token, clientIp(event, ctx.options.trustProxy));
      if (result.error) throw new HTTPError({ status: 503, message: HUMAN_CHECK_MESSAGES.unavailable });
      return { success: result.score >= HUMAN_CHECK_THRESHOLD, score: result.score };
    },
    meta,
  );
}
