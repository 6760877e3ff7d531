/**
 * The contact form of /about: name, email, title, topic and message with the spec's
 * limits and messages. It posts to /api/contact (built by the accounts work) and shows
 * a thank-you, or 'Failed to send message. Please try again.'.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Notice } from '../components/Notice.tsx';
import { ApiError, request } from '../lib/api.ts';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  validateContact,
  type ContactMessage,
} from '../lib/contact.ts';
import { humanCheckToken } from '../lib/human-check.ts';
import { useSubmit } from '../lib/use-submit.ts';
import { useMessages, withLocale } from '../i18n/messages.ts';
import { useErrorText } from '../i18n/use-error-text.ts';
import '../i18n/ready/windows.ts';
import '../i18n/ready/errors.ts';

/** The required fields in the form's order, with their catalogue labels: the first empty one is named and focused. */
const REQUIRED = [
  ['name', 'contact_name'],
  ['email', 'contact_email'],
  ['title', 'contact_title'],
  ['message', 'contact_message'],
] as const;

const EMPTY: ContactMessage = { name: '', email: '', title: '', topic: 'General', message: '' };

/** The spec's words for a failed send: a refused human check, an unavailable one, or anything else. */
function contactFailure(err: unknown): string {
  const message = err instanceof ApiError ? err.message : '';
  return /access denied/i.test(message)
    ? CONTACT_MESSAGES.denied
    : /verification|recaptcha|human check/i.test(message)
      ? CONTACT_MESSAGES.unavailable
      : CONTACT_MESSAGES.failed;
}

/** The catalogue message of each topic (the value sent stays the spec's English topic). */
const TOPIC_MESSAGES = {
  General: 'topic_general',
  'Bug Report': 'topic_bug',
  'Feature Request': 'topic_feature',
  'Food Submission': 'topic_food',
  'Privacy Question': 'topic_privacy',
  'Data Rights Request': 'topic_data_rights',
  'COPPA Request': 'topic_coppa',
  Other: 'topic_other',
} as const satisfies Record<(typeof CONTACT_TOPICS)[number], string>;

function ContactForm() {
  const m = useMessages('windows');
  const errorText = useErrorText();
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const { pending: sending, error, setError, run } = useSubmit();
  const [sent, setSent] = useState(false);
  /** The field the last check stopped at (issue #29: named and focused). */
  const [invalid, setInvalid] = useState<keyof ContactMessage | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof ContactMessage) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateContact(form);
    const missing = REQUIRED.find(([field]) => !form[field].trim())?.[0];
    const field = missing ?? (problem === CONTACT_MESSAGES.email ? 'email' : undefined);
    setInvalid(problem ? field : undefined);
    if (problem) {
      setError(problem);
      if (field) formRef.current?.querySelector<HTMLElement>(`#contact-${field}`)?.focus();
      return;
    }
    await run(
      async () => {
        const humanCheck = await humanCheckToken('contact_form');
        await request('POST', '/contact', { ...form, ...(humanCheck ? { humanCheck } : {}) });
        setSent(true);
        setForm(EMPTY);
      },
      { failure: contactFailure },
    );
  };

  // The spec's words, then which field is missing.
  const label = REQUIRED.find(([f]) => f === invalid)?.[1];
  const missingText = (text: string | undefined) =>
    text && label && error === CONTACT_MESSAGES.required ? `${text} ${m.contact_missing({ field: m[label]() })}` : text;

  if (sent) {
    return (
      <div className="card thank-you" role="status">
        <h3>{m.contact_thanks_title()}</h3>
        <p>{m.contact_thanks_text()}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setSent(false)}>
          {m.contact_another()}
        </button>
      </div>
    );
  }

  return (
    <form className="contact-form card" ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="contact-name">{m.contact_name()} *</label>
        <input
          id="contact-name"
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          value={form.name}
          onChange={set('name')}
          required
          aria-invalid={invalid === 'name' || undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="contact-email">{m.contact_email()} *</label>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          value={form.email}
          onChange={set('email')}
          required
          aria-invalid={invalid === 'email' || undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="contact-title">{m.contact_title()} *</label>
        <input
          id="contact-title"
          type="text"
          maxLength={CONTACT_LIMITS.title}
          value={form.title}
          onChange={set('title')}
          required
          aria-invalid={invalid === 'title' || undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="contact-topic">{m.contact_topic()}</label>
        <select id="contact-topic" value={form.topic} onChange={set('topic')}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {m[TOPIC_MESSAGES[t]]()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="contact-message">{m.contact_message()} *</label>
        <textarea
          id="contact-message"
          maxLength={CONTACT_LIMITS.message}
          value={form.message}
          onChange={set('message')}
          required
          aria-invalid={invalid === 'message' || undefined}
          aria-describedby="contact-count"
        />
        <span id="contact-count" className="muted small">
          {m.contact_count({ count: form.message.length, max: CONTACT_LIMITS.message })}
        </span>
      </div>
      <Notice text={missingText(errorText(error))} />
      <button type="submit" className="btn" disabled={sending}>
        {sending ? m.contact_sending() : m.contact_send()}
      </button>
    </form>
  );
}

export default withLocale(ContactForm);
