/**
 * Where contact mail goes, as createApp's `mail` option and from the environment:
 * SMTP_URL (+ CONTACT_TO, optional CONTACT_FROM) sends by SMTP; without SMTP_URL every
 * message is written to <dataDir>/outbox/ as an .eml file.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../core/accounts.ts';

/** Where contact mail goes. */
export interface MailOptions {
  /** An SMTP URL such as smtps://user:pass@smtp.example.com:465; unset writes to the outbox. */
  smtpUrl?: string;
  /** Who receives contact messages (required with smtpUrl). */
  to?: string;
  /** The sender address. Default 'Platter <no-reply@localhost>'. */
  from?: string;
}

/** The default sender of contact mail. */
export const DEFAULT_FROM = 'Platter <no-reply@localhost>';

/** The environment variables of contact mail; all optional. */
export const MailEnvSchema = z.object({
  /** SMTP server for contact mail, e.g. smtps://user:pass@smtp.example.com:465. Unset: the outbox folder. */
  SMTP_URL: z
    .string()
    .refine(
      (v) => /^smtps?:\/\//.test(v) && URL.canParse(v),
      'SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465',
    )
    .optional(),
  /** Who receives contact messages; required with SMTP_URL. */
  CONTACT_TO: z.string().regex(EMAIL_PATTERN, 'CONTACT_TO must be an email address').optional(),
  /** The sender of contact mail. Default 'Platter <no-reply@localhost>'. */
  CONTACT_FROM: z.string().min(3).optional(),
});

/** Contact mail settings from the environment; throws naming the variable to fix. */
export function mailFromEnv(env: z.output<typeof MailEnvSchema>): MailOptions {
  if (env.SMTP_URL && !env.CONTACT_TO)
    throw new Error('CONTACT_TO must be set with SMTP_URL: it is the address contact messages are sent to');
  const options: MailOptions = {};
  if (env.SMTP_URL) options.smtpUrl = env.SMTP_URL;
  if (env.CONTACT_TO) options.to = env.CONTACT_TO;
  if (env.CONTACT_FROM) options.from = env.CONTACT_FROM;
  return options;
}
