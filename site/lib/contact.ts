/**
 * The contact form's rules (admin.md sections 2, 5 and 8): fields, topics, length limits
 * and messages. They are defined once in core/schemas/contact.ts, which POST /api/contact
 * checks too; this module gives the form its shapes and instant feedback.
 */
import { contactProblem, type ContactMessageInput } from '../../core/schemas/contact.ts';

export { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TOPICS, type ContactTopic } from '../../core/schemas/contact.ts';

/** The form's values, every field present. */
export type ContactMessage = Required<ContactMessageInput>;

/** The first problem with a message, or undefined when it may be sent. */
export function validateContact(m: ContactMessage): string | undefined {
  return contactProblem(m);
}
