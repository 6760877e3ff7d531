/**
 * The player's language for messages worded in English elsewhere: the API's errors and
 * answers, and the forms' own checks (core/accounts.ts, core/schemas/contact.ts...), whose
 * English words the spec fixes. The errors area of the catalogue holds each of them under
 * an id, English word for word (tests/unit/i18n-catalogue.test.ts checks the constants
 * against it); a text is matched against the English messages, its parameters (a number
 * of seconds) taken from it, and given in the other language. A text no message matches
 * (already translated by the API, or new) is shown as it is.
 */
import type { Catalogue } from './messages.ts';

type Errors = Catalogue['errors'];
type MessageFunction = (inputs?: Record<string, unknown>) => string;

const MARK = '\u0001';

/** Each English message as a pattern, its parameters' names in order. */
interface Pattern {
  id: string;
  exact?: string;
  regex?: RegExp;
  names: string[];
}

const patternsOf = new WeakMap<object, Pattern[]>();

function patterns(english: Errors): Pattern[] {
  let found = patternsOf.get(english);
  if (found) return found;
  found = Object.entries(english as unknown as Record<string, MessageFunction>).map(([id, fn]) => {
    const names: string[] = [];
    // Each parameter the message reads comes back as a mark with its name in it.
    const probe = new Proxy({}, { get: (_, key) => (names.push(String(key)), `${MARK}${String(key)}${MARK}`) });
    const text = fn(probe);
    if (names.length === 0) return { id, exact: text, names };
    const source = text
      .split(new RegExp(`${MARK}[^${MARK}]*${MARK}`))
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    const order = [...text.matchAll(new RegExp(`${MARK}([^${MARK}]*)${MARK}`, 'g'))].map((m) => m[1]!);
    return { id, regex: new RegExp(`^${source}$`), names: order };
  });
  patternsOf.set(english, found);
  return found;
}

/** `text` in the language of `target`, when it is one of the English messages; else `text`. */
export function localizeMessage(text: string, english: Errors, target: Errors): string {
  if (english === target || !text) return text;
  const messages = target as unknown as Record<string, MessageFunction>;
  for (const p of patterns(english)) {
    if (p.exact !== undefined) {
      if (p.exact === text) return messages[p.id]!();
      continue;
    }
    const match = p.regex?.exec(text);
    if (match) return messages[p.id]!(Object.fromEntries(p.names.map((n, i) => [n, match[i + 1]])));
  }
  return text;
}
