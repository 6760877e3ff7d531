/**
 * A contact message (admin.md sections 2, 5 and 8): the fields, topics, limits and
 * messages of the /about form. The form checks it for instant feedback; POST /api/contact
 * checks it again, so both answer with the same words.
 */
// zod/mini: the same schemas and types as zod, tree-shaken, for a module the /about page loads.
import { issueTexts } from '../issues.ts';
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../accounts.ts';

/** The topics, in the spec's order. */
export const CONTACT_TOPICS = [
  'General',
  'Bug Report',
  'Feature Request',
  'Food Submission',
  'Privacy Question',
  'Data Rights Request',
  'COPPA Request',
  'Other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Maximum lengths per field, in characters. */
export const CONTACT_LIMITS = { name: 50, email: EMAIL_MAX_LENGTH, title: 100, message: 2000 } as const;

/** The messages, word for word. */
export const CONTACT_MESSAGES = {
  required: 'Please fill in all required fields.',
  email: 'Please enter a valid email address.',
  failed: 'Failed to send message. Please try again.',
  denied: 'Access denied. Please try again.',
  unavailable: 'Security verification is currently unavailable. Please try again later.',
  topic: `Please choose a topic: ${CONTACT_TOPICS.join(', ')}.`,
  sent: 'Thank you for your message! We will get back to you soon.',
} as const;

const required = (field: keyof typeof CONTACT_LIMITS, label: string, ...more: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: CONTACT_MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, CONTACT_MESSAGES.required),
      z.maxLength(CONTACT_LIMITS[field], `${label} must be at most ${CONTACT_LIMITS[field]} characters.`),
      ...more,
    );

/** The message as the form sends it; text fields are trimmed. */
export const ContactMessageSchema = z.object({
  /** Who writes: required, at most 50 characters. */
  name: required('name', 'Name'),
  /** Where to answer: required, an address, at most 254 characters. */
  email: required('email', 'Email', z.regex(EMAIL_PATTERN, CONTACT_MESSAGES.email)),
  /** A subject line: required, at most 100 characters. */
  title: required('title', 'Title'),
  /** One of CONTACT_TOPICS; 'General' when absent. */
  topic: z._default(z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topic }), 'General'),
  /** The text: required, at most 2000 characters. */
  message: required('message', 'Message'),
});
/** The form's values (topic may be left out). */
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
/** A checked message, trimmed, topic filled in. */
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/**
 * The one message a person should see for a contact form, or undefined when it may be
 * sent: a missing field first (the spec's required message), then a bad address, then a
 * field that is too long or a topic not on the list.
 */
export function contactProblem(input: unknown): string | undefined {
  const result = ContactMessageSchema.safeParse(input);
  if (result.success) return undefined;
  const messages = issueTexts(result.error.issues, { sentences: true }).map((t) => t.message);
  if (messages.includes(CONTACT_MESSAGES.required)) return CONTACT_MESSAGES.required;
  if (messages.includes(CONTACT_MESSAGES.email)) return CONTACT_MESSAGES.email;
  return messages[0] ?? CONTACT_MESSAGES.required;
}
