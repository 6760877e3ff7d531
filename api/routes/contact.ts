/**
 * POST /api/contact: the /about form. In order: the spec's field rules, the human check,
 * 20 messages a day and 5 an hour per sender (an account, or a visitor's household), then
 * the message is stored in <dataDir>/contact.json (a sender's latest 50 are kept) and sent
 * by SMTP or written to the outbox (api/accounts/contact-mail.ts).
 */
import type { H3 } from 'h3';
import { CONTACT_MESSAGES, ContactMessageSchema, contactProblem } from '../../core/schemas/contact.ts';
import { readObject } from '../accounts/body.ts';
import { deliverContactMessage } from '../accounts/contact-mail.ts';
import { senderOf } from '../accounts/contact-messages.ts';
import { currentUser } from '../accounts/guards.ts';
import { accountsOf } from '../accounts/services.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { clientIp, routeMeta } from '../http/pipeline.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { requireHuman } from '../human-check/check.ts';

/** Messages accepted per sender (an account, or a visitor's household) per hour. */
export const CONTACT_PER_HOUR = 5;
/** Messages accepted per sender per day. */
export const CONTACT_PER_DAY = 20;

export function contactRoutes(app: H3, ctx: AppContext): void {
  // The engine's fixed-window limiters, with their own windows and keys ('contact:<sender>', 'contact-day:<sender>').
  const hourly = createRateLimiter(ctx.stores.rateLimits, { work: CONTACT_PER_HOUR, read: CONTACT_PER_HOUR }, 3600);
  const daily = createRateLimiter(ctx.stores.rateLimits, { work: CONTACT_PER_DAY, read: CONTACT_PER_DAY }, 86_400);

  app.post(
    '/api/contact',
    async (event) => {
      const raw = await readObject(event, ctx);
      const problem = contactProblem(raw);
      if (problem) throw badRequest(problem);
      const message = ContactMessageSchema.parse(raw);
      const ip = clientIp(event, ctx.options.trustProxy);
      await requireHuman(ctx, typeof raw.humanCheck === 'string' ? raw.humanCheck : undefined, ip, 'contact_form');
      const sender = await currentUser(event, ctx);
      const who = senderOf({ user_id: sender?.user.id ?? null, ip });
      // The hour's limit first: a message it refuses does not spend the day's.
      await hourly.hit('work', `contact:${who}`, ctx.now().getTime());
      await daily.hit('work', `contact-day:${who}`, ctx.now().getTime());

      const { contact } = accountsOf(ctx);
      const record = await contact.add(message, { ip, userId: sender?.user.id ?? null, now: ctx.now() });
      const delivery = await deliverContactMessage(record, ctx.options.mail, ctx.options.dataDir);
      if (delivery.via === 'outbox' && delivery.smtpError)
        ctx.logError(new Error(`SMTP failed, message ${record.id} written to the outbox: ${delivery.smtpError}`));
      await contact.markDelivered(record.id, delivery.via, delivery.via === 'outbox' ? delivery.file : undefined);
      return { success: true, message: CONTACT_MESSAGES.sent };
    },
    routeMeta('no-store', 'work'),
  );
}
